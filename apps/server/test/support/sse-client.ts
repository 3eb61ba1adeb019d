import { createParser } from 'eventsource-parser';

export type StreamMessage = Record<string, unknown> & { status: string; track_id: string };

/**
 * Reads a server-sent event stream over real HTTP until the server ends it (or `stopWhen` says enough). `ids` holds
 * each message's event id (`id:`), undefined where it had none.
 */
export async function readEventStream(url: string, headers: Record<string, string>, stopWhen: (message: StreamMessage) => boolean = () => false) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const messages: StreamMessage[] = [];
  const ids: (number | undefined)[] = [];
  if (!response.ok || !response.body) return { status: response.status, contentType: response.headers.get('content-type'), messages, ids };
  let stop = false;
  const parser = createParser({
    onEvent(event) {
      const message = JSON.parse(event.data) as StreamMessage;
      messages.push(message);
      ids.push(event.id === undefined ? undefined : Number(event.id));
      if (stopWhen(message)) stop = true;
    },
  });
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
    if (stop) break;
  }
  // Leaving the loop cancels the body; the abort also ends the connection.
  if (stop) controller.abort();
  return { status: response.status, contentType: response.headers.get('content-type'), messages, ids };
}
