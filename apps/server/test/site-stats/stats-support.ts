import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SiteStats } from '@sitecraft/shared/site-stats';
import type { Db } from '../../src/infra/db/database.ts';
import { call } from '../support/test-app.ts';

/** A person's browser; its version string is what a stored user agent would show. */
export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36';

/** The address of simulated visitor n (1 to 254): TEST-NET-2, which nothing else in the tests uses. */
export const visitorIp = (n: number) => `198.51.100.${n}`;

/**
 * A page view by visitor n's browser on the test app's own host (app.test), reaching the app through one proxy
 * (TRUST_PROXY=1) that names the visitor in X-Forwarded-For.
 */
export const viewAs = (app: FastifyInstance, n: number, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'app.test', 'user-agent': BROWSER, 'x-forwarded-for': visitorIp(n), ...headers } });

/** The site's statistics through the API, as My sites reads them. */
export async function statsOf(app: FastifyInstance, token: string, trackId: string, host: string): Promise<SiteStats> {
  const response = await call(app, 'GET', `/api/v1/sites/${trackId}/sites/${encodeURIComponent(host)}/stats`, { token });
  if (response.status !== 200) throw new Error(`stats: ${response.status} ${response.body.message}`);
  return response.body as unknown as SiteStats;
}

/** Every row of every table of the database, as text: where an address or a user agent kept anywhere would show. */
export async function everythingStored(db: Db): Promise<string> {
  const tables = await db.introspection.getTables();
  const dumps = await Promise.all(tables.map(async (table) => JSON.stringify((await sql`select * from ${sql.table(table.name)}`.execute(db)).rows)));
  return dumps.join('\n');
}
