import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { SiteFormRow } from '../../infra/db/schema.ts';
import { isClientGone } from '../../plugins/error-handler.ts';
import { refusePost } from './post-answers.ts';

/** How much of a refused body is still read before answering; past it the answer goes at once and the connection is cut. */
export const REFUSED_BODY_READ_LIMIT = 8 * 1024 * 1024;
/** How long a client may take to send the rest of a refused body. */
const REFUSED_BODY_READ_MS = 10_000;

/**
 * Reads what is left of a refused body and throws it away. Fastify answers a body it refuses with `Connection: close`
 * and closes the socket once the answer is written; a browser still uploading then gets a TCP reset in place of the
 * answer (Chromium shows ERR_CONNECTION_RESET, never the site's problem page). Reading the rest first, as a web
 * server's lingering close does, lets the answer arrive; up to REFUSED_BODY_READ_LIMIT bytes and REFUSED_BODY_READ_MS.
 */
export function drainRefusedBody(raw: IncomingMessage): Promise<void> {
  const declared = Number(raw.headers['content-length']);
  if (raw.complete || raw.readableEnded || raw.destroyed || declared > REFUSED_BODY_READ_LIMIT) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', count).off('end', finish).off('close', finish).off('error', finish);
      resolve();
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > REFUSED_BODY_READ_LIMIT) finish();
    };
    const timer = setTimeout(finish, REFUSED_BODY_READ_MS);
    raw.on('data', count).once('end', finish).once('close', finish).once('error', finish);
    raw.resume();
  });
}

/**
 * The error handler of the public post routes (contact form, booking request): a body too large (413) or not
 * form-encoded (415), refused before the handler, still gets the site's own problem page in its language (see
 * refusePost) once the rest of it is read (see drainRefusedBody). Other errors go on to the app's handler.
 */
export function refusedPostHandler(ctx: Pick<AppContext, 'db' | 'config'>, formOf: (request: FastifyRequest) => Promise<SiteFormRow | undefined>) {
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const status = error.statusCode ?? 500;
    if (status >= 500 || isClientGone(error)) throw error;
    await drainRefusedBody(request.raw);
    return refusePost(ctx, request, reply, await formOf(request), status, error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'too_long' : 'unreadable');
  };
}
