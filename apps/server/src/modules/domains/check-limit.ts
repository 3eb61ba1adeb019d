import { domainsServerTexts } from '@sitecraft/shared/domains';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../app-error.ts';
import { sessionAccount } from '../../plugins/session-auth.ts';
import type { SiteRef } from './domain-service.ts';
import { asciiDomain, bareDomain } from './domain-names.ts';

/** "Check now"s one account may run of one domain a minute: each asks outside resolvers a dozen questions or so. */
export const CHECKS_PER_DOMAIN_A_MINUTE = 6;

/** Runs a "Check now" of the request's site within the limit (see createCheckLimit). */
export type LimitedCheck = <T>(request: FastifyRequest, check: () => Promise<T>) => Promise<T>;

/** The binding's domain as useOwnDomain names it: a site at example.com and one at www.example.com count together. */
const domainOf = (host: string) => bareDomain(asciiDomain(host) ?? host.toLowerCase());

/**
 * Limits "Check now" to CHECKS_PER_DOMAIN_A_MINUTE per account and domain, counted by the rate-limit plugin (in Redis
 * with REDIS_URL, so for all instances at once; in memory without it); over it answers 429 with Retry-After. A check
 * asked while the same one is running in this process (a double click) joins it: it is not counted and looks nothing up.
 */
export function createCheckLimit(app: FastifyInstance): LimitedCheck {
  const limiter = app.createRateLimit({
    max: CHECKS_PER_DOMAIN_A_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `domain-check:${sessionAccount(request).id}:${domainOf((request.params as SiteRef).host)}`,
  });
  const running = new Map<string, Promise<unknown>>();

  const admit = async (request: FastifyRequest): Promise<void> => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    throw new AppError(429, 'DOMAIN_CHECK_THROTTLED', domainsServerTexts.checkThrottled(result.max, seconds), { 'retry-after': String(seconds) });
  };

  return <T>(request: FastifyRequest, check: () => Promise<T>): Promise<T> => {
    const { trackId, host } = request.params as SiteRef;
    const key = `${sessionAccount(request).id} ${trackId} ${host}`;
    const joined = running.get(key);
    if (joined) return joined as Promise<T>;
    // Set before the first await, so that a request arriving meanwhile finds it.
    const started = admit(request).then(check);
    running.set(key, started);
    void started.then(
      () => running.delete(key),
      () => running.delete(key),
    );
    return started;
  };
}
