import net from 'node:net';
import { setTimeout } from 'node:timers/promises';

export interface HttpAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

export interface PartialRequest {
  /** The bytes of the body sent so far. */
  sent(): number;
  /** Sends the rest of the body. */
  sendRest(): void;
  /** The server's answer, once it has come whole; rejects when it has not come within `ms`. */
  answer(ms?: number): Promise<HttpAnswer>;
  /** Whether the server closed the connection within `ms`. */
  closedWithin(ms: number): Promise<boolean>;
  /** Whether the connection was reset (the server closed it with bytes of the body still unread). */
  wasReset(): boolean;
  destroy(): void;
}

function parseAnswer(text: string): HttpAnswer | undefined {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  const body = text.slice(end + 4);
  const length = Number(headers['content-length'] ?? 0);
  if (Buffer.byteLength(body) < length) return undefined;
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/**
 * Opens a connection and sends a request's headers (Content-Length: the whole body's) and only the first `sendFirst`
 * bytes of its body, as a slow client or one that claims a large body does; the rest goes with sendRest().
 */
export async function openPartialRequest(baseUrl: string, request: { method?: string; path: string; headers: Record<string, string>; body: Buffer; sendFirst: number }): Promise<PartialRequest> {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  let closed = false;
  let sent = 0;
  let reset = false;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('end', () => (closed = true));
  socket.on('close', () => (closed = true));
  // A server that closes while the rest is being sent resets the connection: that is its answer, not the test's failure.
  socket.on('error', (error: NodeJS.ErrnoException) => {
    closed = true;
    reset ||= error.code === 'ECONNRESET' || error.code === 'EPIPE';
  });
  const head = [`${request.method ?? 'POST'} ${request.path} HTTP/1.1`, `Host: ${hostname}:${port}`, `Content-Length: ${request.body.length}`, ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`)];
  socket.write(`${head.join('\r\n')}\r\n\r\n`);
  socket.write(request.body.subarray(0, request.sendFirst));
  sent = request.sendFirst;

  const waitFor = async <T>(ms: number, found: () => T | undefined): Promise<T | undefined> => {
    for (const deadline = Date.now() + ms; Date.now() < deadline; await setTimeout(10)) {
      const value = found();
      if (value !== undefined) return value;
    }
    return found();
  };
  return {
    sent: () => sent,
    sendRest() {
      socket.write(request.body.subarray(sent));
      sent = request.body.length;
    },
    async answer(ms = 5_000) {
      const answer = await waitFor(ms, () => parseAnswer(received));
      if (!answer) throw new Error(`no whole answer within ${ms} ms (${sent} bytes of the body sent); got ${JSON.stringify(received.slice(0, 200))}`);
      return answer;
    },
    async closedWithin(ms) {
      return (await waitFor(ms, () => (closed ? true : undefined))) ?? false;
    },
    wasReset: () => reset,
    destroy: () => void socket.destroy(),
  };
}
