// One client process of bench/sse.ts: holds many SSE connections on raw sockets (no HTTP client, no parser: a
// client that costs little, so the numbers are the server's) and reports to the parent over IPC. Times are
// process.hrtime (CLOCK_MONOTONIC), which every process on the machine shares.
import net from 'node:net';

export type ClientCommand =
  | { type: 'connect'; port: number; streams: { path: string; token: string }[] }
  | { type: 'expect'; marker: string }
  | { type: 'stats' }
  | { type: 'close' };

export type ClientReport =
  | { type: 'connected'; count: number; refused: string[] }
  | { type: 'received'; first: string; last: string; times: string[] }
  | { type: 'stats'; open: number; heartbeats: number; withHeartbeat: number }
  | { type: 'closed' };

interface Stream {
  socket: net.Socket;
  heartbeats: number;
  open: boolean;
}

const CONNECTING_AT_ONCE = 100;
const streams: Stream[] = [];
let expected: { marker: string; waiting: number; first: bigint; last: bigint; times: string[] } | undefined;

const report = (message: ClientReport) => process.send!(message);

/** Opens one stream; resolves on its `connected` event, or with the status line when the server refuses it. */
function open(port: number, path: string, token: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const stream: Stream = { socket: net.connect({ port, host: '127.0.0.1' }), heartbeats: 0, open: true };
    let head = '';
    let connected = false;
    stream.socket.setNoDelay(true);
    stream.socket.on('connect', () => stream.socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\nAccept: text/event-stream\r\n\r\n`));
    stream.socket.on('data', (chunk: Buffer) => {
      if (!connected) {
        head += chunk.toString('latin1');
        if (!head.startsWith('HTTP/1.1 200')) return resolve(head.split('\r\n')[0] ?? 'no answer');
        if (!head.includes('"connected"')) return;
        connected = true;
        streams.push(stream);
        return resolve(undefined);
      }
      const text = chunk.toString('latin1');
      if (text.includes('"heartbeat"')) stream.heartbeats++;
      if (expected && text.includes(expected.marker)) {
        const now = process.hrtime.bigint();
        if (expected.first === 0n) expected.first = now;
        expected.last = now;
        expected.times.push(String(now));
        if (--expected.waiting === 0) report({ type: 'received', first: String(expected.first), last: String(expected.last), times: expected.times });
      }
    });
    stream.socket.on('close', () => {
      stream.open = false;
      if (!connected) resolve('closed before connecting');
    });
    stream.socket.on('error', () => {});
  });
}

async function connectAll(port: number, wanted: { path: string; token: string }[]): Promise<void> {
  const refused: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const { path, token } = wanted[next++]!;
      const problem = await open(port, path, token);
      if (problem) refused.push(problem);
    }
  };
  await Promise.all(Array.from({ length: CONNECTING_AT_ONCE }, worker));
  report({ type: 'connected', count: streams.length, refused: refused.slice(0, 5) });
}

process.on('message', (command: ClientCommand) => {
  if (command.type === 'connect') void connectAll(command.port, command.streams);
  if (command.type === 'expect') expected = { marker: command.marker, waiting: streams.filter((stream) => stream.open).length, first: 0n, last: 0n, times: [] };
  if (command.type === 'stats') {
    const live = streams.filter((stream) => stream.open);
    report({ type: 'stats', open: live.length, heartbeats: live.reduce((sum, stream) => sum + stream.heartbeats, 0), withHeartbeat: live.filter((stream) => stream.heartbeats > 0).length });
  }
  if (command.type === 'close') {
    for (const stream of streams) stream.socket.destroy();
    process.send!({ type: 'closed' } satisfies ClientReport, () => process.exit(0));
  }
});
