import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema?: { properties?: Record<string, unknown> } } };
}

export interface FakeReply {
  status?: number;
  delayMs?: number;
  /** The answer waits for this too (after the delay): a test holds the model until it has seen what it wants. */
  heldUntil?: Promise<unknown>;
  headers?: Record<string, string>;
  /** An object is sent as a chat-completions answer whose message content is its JSON; a string is the raw message content. */
  content?: unknown;
  /** A raw response body instead of a chat-completions answer. */
  raw?: string;
}

export interface FakeChatServer {
  url: string;
  requests: ChatRequest[];
  maxInFlight: () => number;
  close: () => Promise<void>;
}

/** The task a request is about: "site_copy", "blog_post 2", "ui_text" (from the prompt's first line). */
export function taskOf(request: ChatRequest): string {
  const user = request.messages.find((message) => message.role === 'user')?.content ?? '';
  return /^TASK: (.+)$/m.exec(user)?.[1] ?? 'unknown';
}

/**
 * A local HTTP server that speaks the chat-completions API on 127.0.0.1 at a free port.
 * `reply` decides each answer, so tests can script malformed JSON, delays and errors.
 */
export async function startFakeChatServer(reply: (request: ChatRequest, index: number) => FakeReply): Promise<FakeChatServer> {
  const requests: ChatRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      if (incoming.method !== 'POST' || incoming.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
      const index = requests.push(request) - 1;
      const answer = reply(request, index);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const send = () => {
        inFlight -= 1;
        if (response.destroyed) return;
        const content = typeof answer.content === 'string' ? answer.content : JSON.stringify(answer.content ?? {});
        const body = answer.raw ?? JSON.stringify({ id: `chatcmpl-${index}`, object: 'chat.completion', model: request.model, choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });
        response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers }).end(body);
      };
      const afterDelay = () => (answer.heldUntil ? void answer.heldUntil.then(send) : send());
      if (answer.delayMs) setTimeout(afterDelay, answer.delayMs);
      else afterDelay();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
