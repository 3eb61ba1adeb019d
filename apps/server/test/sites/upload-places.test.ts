import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { expect, test } from 'vitest';
import { holdUploadPlace, uploadsInFlight } from '../../src/modules/sites/site-uploads.ts';

test('an upload whose client left while its session was looked up gives its place back at once', async () => {
  let held: () => void = () => {};
  const done = new Promise<void>((resolve) => (held = resolve));
  // The server looks the session up (here: waits for the client to go), then takes the upload's place, as the route does.
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.socket.once('close', () => {
      holdUploadPlace(request, response);
      held();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const before = uploadsInFlight();
  const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
  socket.write('POST /uploads HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n', () => socket.destroy());
  await done;
  expect(uploadsInFlight()).toBe(before);
  server.close();
});
