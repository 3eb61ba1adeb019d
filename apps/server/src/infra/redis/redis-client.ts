import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A client for the queue and the progress channel. BullMQ needs maxRetriesPerRequest: null: a command waits while
 * Redis is away and runs when it is back, instead of failing after a few retries. Outages are logged once each.
 */
export function connectRedis(url: string, name: string, log: FastifyBaseLogger): Redis {
  return reportOutages(new Redis(url, { maxRetriesPerRequest: null, connectionName: name }), name, log);
}

/**
 * A client for request-time counters (the rate limits): a command fails after one reconnection attempt instead of
 * waiting for Redis to come back, so a Redis outage holds no request for long.
 */
export function connectRedisFailFast(url: string, name: string, log: FastifyBaseLogger): Redis {
  return reportOutages(new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, connectionName: name }), name, log);
}

/** ioredis reports every failed reconnection; one warning when Redis goes away and one line when it is back is enough. */
function reportOutages(client: Redis, name: string, log: FastifyBaseLogger): Redis {
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error, connection: name }, 'Redis is unreachable; reconnecting');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ connection: name }, 'Redis is reachable again');
  });
  return client;
}

/** Errors of the connection itself (refused, reset, timed out…), which reportOutages already logs. */
export function isConnectionError(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && /^E[A-Z]+$/.test(code)) || /connection is closed|connect ETIMEDOUT/i.test(error.message);
}

/** Quits politely when Redis answers within `ms`, else drops the connection: a shutdown never waits on a Redis that is away. */
export async function closeRedis(client: Redis, ms = 2000): Promise<void> {
  if (client.status === 'end') return;
  if (client.status !== 'ready') return client.disconnect();
  const quit = client.quit().then(
    () => true,
    () => false,
  );
  if (!(await Promise.race([quit, sleep(ms, false, { ref: false })]))) client.disconnect();
}
