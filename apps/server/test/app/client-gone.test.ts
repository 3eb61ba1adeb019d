import { createServer, type IncomingMessage } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect, test } from 'vitest';
import { isDatabaseUnavailable } from '../../src/infra/db/database-unavailable.ts';
import { isClientGone } from '../../src/plugins/error-handler.ts';

/** The error a request's body stream gives when its client closes the connection halfway through the body. */
async function errorOfAClientLeaving(): Promise<Error> {
  let seen: (error: Error) => void = () => {};
  const error = new Promise<Error>((resolve) => (seen = resolve));
  const server = createServer((request: IncomingMessage) => request.on('error', seen).resume());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
  socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nabc', () => setTimeout(() => socket.destroy(), 50));
  try {
    return await error;
  } finally {
    server.close();
  }
}

test('a client that leaves mid-body is told apart from a database connection reset', async () => {
  const left = await errorOfAClientLeaving();
  expect(isClientGone(left)).toBe(true);
  // The same code from a database driver is an outage to wait out, not a client leaving.
  const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
  expect(isClientGone(reset)).toBe(false);
  expect(isDatabaseUnavailable(reset)).toBe(true);
});
