import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Generation } from '../../infra/db/schema.ts';
import { hashToken } from '../auth/secret-tokens.ts';
import { eventsAfter, findGeneration, latestMessage } from './generation-store.ts';
import { LiveStream, deliver, disconnect, eventOf, hasEnded, type Track } from './live-stream.ts';
import type { ProgressHub } from './progress-hub.ts';
import { startHeartbeat, type Heartbeat } from './stream-heartbeat.ts';

export { HEARTBEAT_MS } from './stream-heartbeat.ts';

/** The live progress streams of this process, behind the generator's and the message page's stream endpoints. */
export interface ProgressStreams {
  /**
   * Answers the request with the generation's progress as server-sent events: `connected` at once, then every message
   * kept so far (or the queued state, before the first), every new one as it comes, a heartbeat every 15 s, and the
   * final message, after which the stream ends. Kept messages carry their event id; a client that resumes after
   * `resumeAfter` (its Last-Event-ID) gets only the messages after it.
   */
  open(generation: Generation, request: FastifyRequest, reply: FastifyReply, resumeAfter?: number): Promise<void>;
  /**
   * Ends every stream, for a shutdown: an open stream would hold the server open as long as its generation runs. Its
   * client reconnects (to another instance) and resumes after the last id it had.
   */
  closeAll(): void;
}

/** The event id a reconnecting client has seen up to: the Last-Event-ID header an EventSource sends, or the `last_event_id` query parameter. */
export function lastEventIdOf(request: FastifyRequest, fromQuery: number | undefined): number | undefined {
  if (fromQuery !== undefined) return fromQuery;
  const header = request.headers['last-event-id'];
  // An id this service never sent (not a whole number) is ignored, as the SSE standard leaves it to the server.
  return typeof header === 'string' && /^\d{1,15}$/.test(header.trim()) ? Number(header.trim()) : undefined;
}

/** The query parameter of a stream endpoint that resumes it. */
export const lastEventIdParam = z.coerce.number({ error: 'last_event_id must be a whole number.' }).int({ error: 'last_event_id must be a whole number.' }).min(0, { error: 'last_event_id must be a whole number.' }).optional();

/**
 * A stream outlives neither its session nor its generation. When the session ends it gets `disconnected` and ends:
 * at once when this process revoked the session (logout, password reset) or, with REDIS_URL, another instance did;
 * at the next heartbeat when another instance did without Redis. Each heartbeat also reads the generations, so an end
 * that another instance recorded (its time-limit sweep, a remote worker's webhook) reaches the streams although that
 * instance's progress hub does not.
 *
 * Built for many streams on one process: the streams of a generation share one hub subscription, so a message is
 * encoded once for all of them, and one heartbeat (stream-heartbeat.ts) serves every stream, checking all sessions and
 * generations with a few queries instead of a timer and two queries per stream.
 */
export function createProgressStreams(deps: { ctx: AppContext; hub: ProgressHub }): ProgressStreams {
  const { ctx, hub } = deps;
  const tracks = new Map<string, Track>();
  let heartbeat: Heartbeat | undefined;

  function join(trackId: string): Track {
    const existing = tracks.get(trackId);
    if (existing) return existing;
    const track: Track = { trackId, streams: new Set(), unsubscribe: () => {} };
    track.unsubscribe = hub.subscribe(trackId, (update) => deliver(track.streams, update));
    tracks.set(trackId, track);
    // The heartbeat runs while there is a stream to keep alive.
    heartbeat ??= startHeartbeat(ctx, tracks);
    return track;
  }

  function leave(stream: LiveStream): void {
    const { track } = stream;
    track.streams.delete(stream);
    if (track.streams.size > 0) return;
    track.unsubscribe();
    tracks.delete(track.trackId);
    if (tracks.size > 0) return;
    heartbeat?.stop();
    heartbeat = undefined;
  }

  return {
    closeAll() {
      for (const track of [...tracks.values()]) for (const stream of [...track.streams]) stream.close();
    },
    async open(generation, request, reply, resumeAfter = 0) {
      const trackId = generation.track_id;
      const token = request.sessionToken;
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      out.flushHeaders();

      // Joining subscribes before the history is read: what is published meanwhile is held, and sent after the
      // history unless the history had it (ids only grow), so every message arrives once and in order.
      const stream = new LiveStream(join(trackId), token ? hashToken(token) : undefined, out, leave, resumeAfter);
      stream.track.streams.add(stream);
      if (token && request.account) stream.stopWatching = ctx.sessionEvents.watch({ token, accountId: request.account.id }, () => disconnect(stream));
      request.raw.on('close', () => stream.close());
      // A client that left while its session was being checked is gone before the listener above was added.
      if (out.destroyed) return stream.close();

      stream.write(eventOf({ track_id: trackId, status: 'connected' }));
      const current = (await findGeneration(ctx.db, trackId)) ?? generation;
      const history = await eventsAfter(ctx.db, trackId, resumeAfter);
      // Nothing kept yet: a new client hears the queued state; a resuming one has it.
      if (history.length === 0 && resumeAfter === 0) history.push(latestMessage(current));
      stream.replay(history);
      // A client that resumes after the final message has missed nothing, and hears nothing more.
      if (history.length === 0 && hasEnded(current.status)) stream.close();
    },
  };
}
