import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { SessionEvent, SessionEvents } from './session-events.ts';

const messageSchema = z.object({
  from: z.string().max(64),
  event: z.union([z.object({ tokenHash: z.string().max(128), revoked: z.boolean() }), z.object({ accountId: z.string().max(64), revoked: z.boolean() })]),
});

/**
 * Carries session events between processes over Redis pub/sub: a logout on one instance closes the streams of that
 * session on every instance and drops it from every session cache, and a charge, a refund (a worker process's too) or
 * an admin's change reaches every cache within the time a message takes. Each process announces its own events
 * locally first and skips its own messages when they come back.
 *
 * The progress relay uses the same two connections, and a refund is announced before its live `failed` message is
 * published, so an instance hears of the refund before the message that makes the browser ask for its balance.
 * While Redis is away, what this process publishes waits in the connection's queue, and what others published is
 * missed: when the subscription drops and again when it is back, every cached session is forgotten, and one cached
 * during the gap lives no longer than SESSION_CACHE_MS.
 */
export function relaySessionEventsOverRedis(events: SessionEvents, deps: { publisher: Redis; subscriber?: Redis | undefined; channel: string; log: FastifyBaseLogger }): void {
  const { publisher, subscriber, channel, log } = deps;
  const processId = randomUUID();
  events.listen((event, announcedHere) => {
    if (!announcedHere || 'everyone' in event) return;
    publisher.publish(channel, JSON.stringify({ from: processId, event })).catch((error: unknown) => log.warn({ err: error }, 'a session event was not sent to Redis'));
  });
  if (!subscriber) return;

  // Stream disconnections run inside the handler; one that throws must not reach the Redis client's parser.
  const hear = (event: SessionEvent) => {
    try {
      events.heard(event);
    } catch (error) {
      log.error({ err: error }, 'handling a session event from another process failed');
    }
  };
  let subscribed = subscriber.status === 'ready';
  subscriber.on('close', () => hear({ everyone: true, revoked: false }));
  subscriber.on('ready', () => {
    if (subscribed) hear({ everyone: true, revoked: false });
    subscribed = true;
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let message: z.infer<typeof messageSchema>;
    try {
      message = messageSchema.parse(JSON.parse(text));
    } catch {
      return void log.warn({ channel }, 'a message on the session events channel that is not one was ignored');
    }
    if (message.from !== processId) hear(message.event);
  });
  subscriber.subscribe(channel).catch((error: unknown) => log.error({ err: error, channel }, 'could not subscribe to the session events channel'));
}
