import type { FastifyInstance } from 'fastify';

/**
 * An answer sent while the request's body is still coming (a refusal from an onRequest hook: no session, a type that
 * is not taken, too many uploads at once) closes the connection. Node would otherwise read the rest of the body and
 * throw it away, to keep the connection for a next request: a client could make the server take in the 10 MB it has
 * just refused. Fastify closes it the same way when it stops reading a body that is too large.
 */
export function closeOnUnreadBody(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // `complete` stays false until the whole body has arrived; app.inject's requests have no such flag.
    if (request.raw.complete === false) reply.header('connection', 'close');
    return payload;
  });
}
