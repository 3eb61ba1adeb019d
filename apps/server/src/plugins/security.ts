import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

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
 * The gallery's example pages carry their own inline styles and scripts and are shown in a sandboxed frame;
 * they may load nothing from anywhere else.
 */
const EXAMPLES_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src 'self' data: blob:; font-src data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyHelmet, { contentSecurityPolicy: { useDefaults: false, directives: spaDirectives(config) } });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/examples/') && !request.url.startsWith('/examples/images/')) {
      reply.header('content-security-policy', EXAMPLES_POLICY);
    }
  });
  await app.register(fastifyCookie);
  // Limits are set per route (see the auth routes); nothing is limited globally.
  await app.register(fastifyRateLimit, { global: false });
}
