import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.ts';
import { closeRedis, connectRedisFailFast } from '../infra/redis/redis-client.ts';

/** The SPA's policy: everything from our own origin; inline styles only because React sets style attributes. */
function spaDirectives(config: Config) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'"],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
  };
}

/**
 * The gallery's example pages carry their own inline styles and scripts; they may load nothing from anywhere else.
 * Opened on their own ("Open in a new tab") they also get a CSP sandbox without allow-same-origin: their scripts run in
 * an opaque origin and cannot read the app's storage or session. Inside the app they are always framed with a sandbox
 * attribute (the gallery's frame allows scripts but not our origin; the screenshot tool's allows our origin but no
 * scripts), and a CSP sandbox would override the screenshot frame's need to read the page, so a frame request keeps it
 * off. frame-ancestors 'self' stops anyone else from framing them.
 */
const EXAMPLES_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src 'self' data: blob:; font-src data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";
const STANDALONE_SANDBOX = 'sandbox allow-scripts allow-popups';

export const TOO_MANY_REQUESTS = 'Слишком много запросов с вашего адреса. Попробуйте позже.';

/**
 * The headers helmet sets for these options, computed once: they are the same for every answer, and helmet as a
 * Fastify plugin rebuilt them (the CSP string included) on every request.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const headers = helmetHeaders({ contentSecurityPolicy: { useDefaults: false, directives: spaDirectives(config) } });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/examples/') && !request.url.startsWith('/examples/images/')) {
      const framed = request.headers['sec-fetch-dest'] === 'iframe';
      reply.header('content-security-policy', framed ? EXAMPLES_POLICY : `${EXAMPLES_POLICY}; ${STANDALONE_SANDBOX}`);
      reply.header('vary', 'Sec-Fetch-Dest');
    }
    done(null, payload);
  });
  await app.register(fastifyCookie);
  // Limits are set per route (see the auth routes); nothing is limited globally. With REDIS_URL the counters live in
  // Redis, so N instances enforce the same limits as one; should Redis fail, requests pass (the login and mail
  // throttles in the database still hold) rather than every limited route answering 500.
  const redis = config.redis && connectRedisFailFast(config.redis.url, `${config.redis.prefix}:rate-limit`, app.log);
  if (redis) app.addHook('onClose', () => closeRedis(redis));
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis && config.redis ? { redis, nameSpace: `${config.redis.prefix}:rate-limit:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: TOO_MANY_REQUESTS }),
  });
}
