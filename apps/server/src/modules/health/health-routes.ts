import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { healthResponseSchema, type HealthResponse } from '@sitecraft/shared/health';
import type { Db } from '../../infra/db/database.ts';

/** Resolves when the dependency answers; rejects (or takes too long) when it does not. */
export type HealthProbe = () => Promise<unknown>;

/**
 * The dependencies the health answer reports, under the name it shows them by: `database` always, the others
 * (artifact store, queue…) as they are configured. Adding one here is all a new dependency needs.
 */
export type HealthProbes = Record<string, HealthProbe>;

const PROBE_TIMEOUT_MS = 2_000;

/** The database answers a trivial query. */
export function databaseProbe(db: Db): HealthProbe {
  return () => sql`select 1`.execute(db);
}

function withinTime(probe: HealthProbe, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([probe(), late]).finally(() => clearTimeout(timer));
}

/** Asks every probe at once; one that fails or answers later than timeoutMs is unreachable, and its cause is logged. */
export async function runHealthChecks(probes: HealthProbes, log: FastifyBaseLogger, timeoutMs = PROBE_TIMEOUT_MS): Promise<HealthResponse> {
  const results = await Promise.all(
    Object.entries(probes).map(async ([name, probe]) => {
      try {
        await withinTime(probe, timeoutMs);
        return [name, 'ok'] as const;
      } catch (error) {
        log.warn({ err: error, check: name }, `health: ${name} is unreachable`);
        return [name, 'unreachable'] as const;
      }
    }),
  );
  const checks = Object.fromEntries(results);
  const failed = results.filter(([, result]) => result !== 'ok').map(([name]) => name);
  if (failed.length === 0) return { success: true, status: 'ok', checks };
  return { success: false, status: 'unavailable', message: `unreachable: ${failed.join(', ')}`, checks };
}

/** `GET /health`: 200 when every probe answers, 503 naming the ones that do not (see healthResponseSchema). */
export async function healthRoutes(app: FastifyInstance, probes: HealthProbes, options: { timeoutMs?: number } = {}): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/health', {
    // Docker and the proxy ask every few seconds: only trouble is worth a log line.
    logLevel: 'warn',
    schema: { tags: ['health'], response: { 200: healthResponseSchema, 503: healthResponseSchema } },
    handler: async (request, reply) => {
      const answer = await runHealthChecks(probes, request.log, options.timeoutMs);
      return reply.code(answer.success ? 200 : 503).send(answer);
    },
  });
}
