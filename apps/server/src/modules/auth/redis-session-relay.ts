import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { SessionEvents } from './session-events.ts';

const messageSchema = z.object({
  from: z.string(),
  event: z.union([z.object({ tokenHash: z.string(), revoked: z.boolean() }), z.object({ accountId: z.string(), revoked: z.boolean() })]),
});

/**
 * Carries session events between processes over Redis pub/sub: a logout on one instance closes the streams of that
 * session on every instance and drops it from every session cache, and a charge, a refund (a worker process's too) or
 * an admin's change reaches every cache within the time a message takes. Each process announces its own events
 * locally first and skips its own messages when they come back.
 *
 * The progress relay uses the same two connections, so a worker's refund reaches an instance before the `failed`
 * message that makes the browser ask for its balance. A message lost while Redis is away leaves a cache stale until
 * its time to live (SESSION_CACHE_MS) runs out.
 */
export function relaySessionEventsOverRedis(events: SessionEvents, deps: { publisher: Redis; subscriber?: Redis | undefined; channel: string; log: FastifyBaseLogger }): void {
  const { publisher, subscriber, channel, log } = deps;
  const processId = randomUUID();
  events.listen((event, announcedHere) => {
    if (!announcedHere) return;
    publisher.publish(channel, JSON.stringify({ from: processId, event })).catch((error: unknown) => log.warn({ err: error }, 'a session event was not sent to Redis'));
  });
  if (!subscriber) return;
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let message: z.infer<typeof messageSchema>;
    try {
      message = messageSchema.parse(JSON.parse(text));
    } catch {
      return void log.warn({ channel }, 'a message on the session events channel that is not one was ignored');
    }
    if (message.from !== processId) events.heard(message.event);
  });
  subscriber.subscribe(channel).catch((error: unknown) => log.error({ err: error, channel }, 'could not subscribe to the session events channel'));
}
