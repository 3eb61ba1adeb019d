import type { FastifyInstance } from 'fastify';

/**
 * A shutdown (close()) waits for the requests in flight, and Node then keeps their keep-alive connections open until
 * the client drops them, which a browser or proxy may not do for a minute (Fastify's keepAliveTimeout is 72 s). Once
 * close() has begun, every answer says `connection: close`, and each finished request closes the connections that
 * fell idle (an answer whose headers went out before), so the server is closed as soon as its last answer is sent.
 */
export function closeKeepAliveOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async () => {
    // On the next turn: the socket of this answer counts as idle only once Node has finished with the response.
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
}
