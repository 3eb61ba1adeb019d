import { useEffect, useState, useSyncExternalStore } from 'react';
import { browserSenderDeps } from './browser-deps.ts';
import { createMessageSender, idleSenderState, type MessageSender } from './message-sender.ts';

/** One sender for the page, made on first use and disposed when the page goes (StrictMode's rehearsal included). */
function createSenderHolder() {
  let sender: MessageSender | undefined;
  const current = () => (sender ??= createMessageSender(browserSenderDeps));
  return {
    subscribe: (onChange: () => void) => current().subscribe(onChange),
    getState: () => sender?.getState() ?? idleSenderState,
    send: (input: Parameters<MessageSender['send']>[0]) => current().send(input),
    closeSentModal: () => sender?.closeSentModal(),
    release: () => {
      sender?.dispose();
      sender = undefined;
    },
  };
}

/** The message sender's state for rendering, and its two actions. */
export function useMessageSender() {
  const [holder] = useState(createSenderHolder);
  const state = useSyncExternalStore(holder.subscribe, holder.getState);
  useEffect(() => holder.release, [holder]);
  return { state, send: holder.send, closeSentModal: holder.closeSentModal };
}
