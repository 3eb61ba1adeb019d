import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Generation } from '../../infra/db/schema.ts';
import { findGeneration, latestMessage } from './generation-store.ts';
import type { ProgressHub, ProgressUpdate } from './progress-hub.ts';

export const HEARTBEAT_MS = 15_000;
const finalStatuses = new Set(['completed', 'failed']);

/**
 * Streams a generation's progress as server-sent events: `connected` at once, then the current state, every
 * message, a heartbeat every 15 s, and the final message, after which the stream ends.
 */
export async function streamProgress(ctx: AppContext, hub: ProgressHub, generation: Generation, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const trackId = generation.track_id;
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  out.flushHeaders();

  let closed = false;
  const send = (message: object) => {
    if (!closed) out.write(`data: ${JSON.stringify(message)}\n\n`);
  };
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    out.end();
  };
  const deliver = (update: ProgressUpdate) => {
    send(update);
    if (finalStatuses.has(update.status)) close();
  };

  // Subscribe before reading the current state, so nothing published in between is missed.
  const unsubscribe = hub.subscribe(trackId, deliver);
  const heartbeat = setInterval(() => send({ track_id: trackId, status: 'heartbeat' }), HEARTBEAT_MS);
  request.raw.on('close', close);

  send({ track_id: trackId, status: 'connected' });
  const current = (await findGeneration(ctx.db, trackId)) ?? generation;
  deliver(latestMessage(current));
}
