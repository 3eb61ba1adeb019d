import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ProgressHub, ProgressUpdate } from './progress-hub.ts';

/**
 * Carries progress between processes over Redis pub/sub, so a stream on any API instance hears the stages of a
 * generation that runs in another process. publish() sends the message to one channel; every process that serves
 * streams subscribes to it and hands each message to its own hub (`local`), whose subscribers get it as before.
 * One channel for every generation keeps the subscription up for the whole life of the process, so a stream that
 * subscribes to its hub never waits on Redis and misses nothing published after it did. A process that serves no
 * streams (a worker process) passes no subscriber and only publishes.
 *
 * Messages from one process arrive in the order it published them (one connection). When Redis is unreachable a
 * message is lost, and a stream learns of the end from the database at its next heartbeat.
 */
export function relayProgressOverRedis(local: ProgressHub, deps: { publisher: Redis; subscriber?: Redis | undefined; channel: string; log: FastifyBaseLogger }): ProgressHub {
  const { publisher, subscriber, channel, log } = deps;
  if (subscriber) {
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      let update: ProgressUpdate;
      try {
        update = JSON.parse(text) as ProgressUpdate;
      } catch {
        log.warn({ channel }, 'a progress message that is not JSON was ignored');
        return;
      }
      local.publish(update);
    });
    subscriber.subscribe(channel).catch((error: unknown) => log.error({ err: error, channel }, 'could not subscribe to the progress channel'));
  }
  return {
    ...local,
    publish(update) {
      publisher.publish(channel, JSON.stringify(update)).catch((error: unknown) => log.warn({ err: error, trackId: update.track_id }, 'a progress message was not sent to Redis'));
    },
  };
}
