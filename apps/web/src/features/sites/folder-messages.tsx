import type { FormMessage, MessageFolder } from '@sitecraft/shared/forms';
import { useCallback, useRef, useState } from 'react';
import { describeApiError } from '../../shared/api/api-client.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { useDeleteMessage, useMessages, useUpdateMessage } from './inbox-api.ts';
import { InboxMessage } from './inbox-message.tsx';
import { useInboxTexts, type InboxTexts } from './inbox-texts.ts';

const errorText = (error: unknown, texts: InboxTexts) => describeApiError(error, { fallback: texts.actionFailed, noAnswer: texts.noAnswer });

/**
 * One folder of a site's messages, newest first, with older ones a page at a time. Opening an unread message marks it
 * read; a message moved or deleted leaves the list, and the focus goes to the folder's heading.
 */
export function FolderMessages({ trackId, host, folder }: { trackId: string; host: string; folder: MessageFolder }) {
  const inboxTexts = useInboxTexts();
  const messages = useMessages(trackId, host, folder);
  const update = useUpdateMessage(trackId, host);
  const remove = useDeleteMessage(trackId, host);
  const [openId, setOpenId] = useState<number>();
  const [deleting, setDeleting] = useState<FormMessage>();
  const [notice, setNotice] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  // The delete dialog gives the focus back to the Delete button, unless the message (and its button) is gone.
  const deleted = useRef(false);
  const afterDialog = useCallback(() => (deleted.current ? heading.current : null), []);
  const list = messages.data?.pages.flatMap((page) => page.messages) ?? [];
  const busy = update.isPending || remove.isPending;

  const act = (message: FormMessage, change: { read?: boolean; folder?: MessageFolder }, done?: string) => {
    setNotice(undefined);
    update.mutate(
      { id: message.id, update: change },
      {
        onSuccess: () => {
          if (!done) return;
          setNotice(done);
          if (change.folder) heading.current?.focus();
        },
      },
    );
  };
  const toggle = (message: FormMessage) => {
    if (openId === message.id) return setOpenId(undefined);
    setOpenId(message.id);
    if (!message.read) act(message, { read: true });
  };
  const confirmDelete = (message: FormMessage) =>
    remove.mutate(message.id, {
      onSuccess: () => {
        deleted.current = true;
        setDeleting(undefined);
        setOpenId(undefined);
        setNotice(inboxTexts.deleted);
      },
    });

  return (
    <section aria-labelledby={`${folder}-heading`} className="flex flex-col gap-4">
      <h2 id={`${folder}-heading`} ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-900 outline-none">
        {folder === 'inbox' ? inboxTexts.inbox : inboxTexts.spam}
      </h2>
      {notice && <Alert tone="success">{notice}</Alert>}
      {update.error && <Alert tone="error">{errorText(update.error, inboxTexts)}</Alert>}
      {messages.isPending && <Spinner label={inboxTexts.loading} />}
      {messages.isError && (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">
            {inboxTexts.loadFailed} {describeApiError(messages.error, { fallback: '', noAnswer: inboxTexts.noAnswer })}
          </Alert>
          <Button variant="secondary" onClick={() => void messages.refetch()}>
            {inboxTexts.retry}
          </Button>
        </div>
      )}
      {messages.isSuccess && list.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">{folder === 'inbox' ? inboxTexts.emptyInbox : inboxTexts.emptySpam}</p>
      )}
      {list.length > 0 && (
        <ul className="flex flex-col gap-2">
          {list.map((message) => (
            <InboxMessage
              key={message.id}
              message={message}
              open={openId === message.id}
              busy={busy}
              onToggle={() => toggle(message)}
              onMarkUnread={() => {
                setOpenId(undefined);
                act(message, { read: false }, inboxTexts.markedUnread);
              }}
              onMove={() => act(message, { folder: folder === 'inbox' ? 'spam' : 'inbox' }, folder === 'inbox' ? inboxTexts.movedToSpam : inboxTexts.movedToInbox)}
              onDelete={() => {
                remove.reset();
                deleted.current = false;
                setDeleting(message);
              }}
            />
          ))}
        </ul>
      )}
      {messages.hasNextPage && (
        <Button variant="secondary" className="self-start" disabled={messages.isFetchingNextPage} onClick={() => void messages.fetchNextPage()}>
          {messages.isFetchingNextPage ? inboxTexts.loadingOlder : inboxTexts.older}
        </Button>
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title={inboxTexts.deleteTitle}
          text={inboxTexts.deleteText(deleting.name)}
          confirmLabel={inboxTexts.deleteConfirm}
          cancelLabel={inboxTexts.cancel}
          pending={remove.isPending}
          error={remove.error ? errorText(remove.error, inboxTexts) : undefined}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(undefined)}
          returnFocusTo={afterDialog}
        />
      )}
    </section>
  );
}
