import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Posts one client address may send a minute, to all forms together. */
export const POSTS_PER_ADDRESS_A_MINUTE = 30;
/** Posts one site's form takes an hour, from everyone together. */
export const POSTS_PER_SITE_AN_HOUR = 300;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

async function exceeded(limiter: Limiter, request: FastifyRequest): Promise<boolean> {
  const result = await limiter(request);
  return !result.isAllowed && result.isExceeded;
}

export interface PostLimits {
  /** Counts the post for its client address; true when that address is over its limit. */
  address(request: FastifyRequest): Promise<boolean>;
  /** Counts the post for its site; true when the site is over its limit. */
  site(request: FastifyRequest): Promise<boolean>;
}

/**
 * The limits of form posts, counted by the rate-limit plugin (in Redis with REDIS_URL, so for all instances at once;
 * in memory without it). The keys carry their own prefix: every limiter made this way shares one namespace.
 */
export function createPostLimits(app: FastifyInstance): PostLimits {
  const perAddress = app.createRateLimit({ max: POSTS_PER_ADDRESS_A_MINUTE, timeWindow: 60_000, keyGenerator: (request) => `form-ip:${normalizeIP(request.ip)}` });
  const perSite = app.createRateLimit({
    max: POSTS_PER_SITE_AN_HOUR,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `form-site:${(request.params as { formId: string }).formId}`,
  });
  return { address: (request) => exceeded(perAddress, request), site: (request) => exceeded(perSite, request) };
}
