import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX, PRODUCT_TITLE } from '@sitecraft/shared/product';
import type { AppContext } from './app-context.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import { migrateToLatest, openDatabase } from './infra/db/database.ts';
import { createMailDelivery } from './infra/mail/mail-delivery.ts';
import { createOutboxMailer } from './infra/mail/outbox-mailer.ts';
import { createSmtpTransport } from './infra/mail/smtp-transport.ts';
import { adminRoutes } from './modules/admin/admin-routes.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { createSessionCache } from './modules/auth/session-cache.ts';
import { createSessionEvents } from './modules/auth/session-events.ts';
import { readSession } from './modules/auth/sessions.ts';
import { emailConfirmationRoutes } from './modules/email-confirmation/email-confirmation-routes.ts';
import { decisionRoutes } from './modules/bookings/decision-routes.ts';
import { ownerBookingRoutes } from './modules/bookings/owner-booking-routes.ts';
import { formRoutes } from './modules/forms/form-routes.ts';
import { formSettingsRoutes } from './modules/forms/form-settings-routes.ts';
import { createFormsRuntime, type FormsRuntime } from './modules/forms/forms-upkeep.ts';
import { inboxRoutes } from './modules/forms/inbox-routes.ts';
import { devLoginOfferRoutes } from './modules/dev/dev-login-offer.ts';
import { createDnsLookup } from './modules/domains/dns-lookup.ts';
import { domainRoutes, siteDomainRoutes } from './modules/domains/domain-routes.ts';
import { createDomainsUpkeep, type DomainsUpkeep } from './modules/domains/domains-upkeep.ts';
import { devRoutes } from './modules/dev/dev-routes.ts';
import type { GenerationEngine } from './modules/generator/generation-engine.ts';
import type { GenerationWorkers } from './modules/generator/generation-workers.ts';
import { createGenerationRuntime } from './generation-runtime.ts';
import { generatorRoutes } from './modules/generator/generator-routes.ts';
import { createProgressStreams } from './modules/generator/sse-stream.ts';
import { databaseProbe, healthRoutes } from './modules/health/health-routes.ts';
import { proMessagesRoutes } from './modules/pro-messages/pro-messages-routes.ts';
import { registerPublishing } from './modules/publishing/publishing-routes.ts';
import { createServingCache } from './modules/publishing/serving-cache.ts';
import { statsRoutes } from './modules/site-stats/stats-routes.ts';
import { createVisitCounter, type VisitCounter } from './modules/site-stats/visit-counter.ts';
import { createGenerationFiles } from './modules/sites/generation-files.ts';
import { sitesRoutes } from './modules/sites/sites-routes.ts';
import { webhookRoutes } from './modules/generator/webhook-routes.ts';
import { createArtifactStore } from './infra/store/create-artifact-store.ts';
import { loggerOptions } from './logger.ts';
import { createOperatorLine, type OperatorLine } from './operator-lines.ts';
import { userRoutes } from './modules/user/user-routes.ts';
import { refuseUnsafeInput } from './plugins/unsafe-input.ts';
import { registerAnswerLanguage } from './plugins/answer-language.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { closeKeepAliveOnShutdown } from './plugins/graceful-close.ts';
import { closeOnUnreadBody } from './plugins/unread-body.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface BuildAppOptions {
  config: Config;
  clock?: Clock;
  /** The generation engine; sitegen by default, a test double in tests of failure paths. */
  engine?: GenerationEngine;
}

/** Fastify takes a hop count as a function: the peer and the next hops - 1 addresses are proxies. */
function trustedProxies(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** Builds the whole product: database (migrated), mailer, API under /api/v1, docs and the web app. */
export async function buildApp(
  options: BuildAppOptions,
): Promise<{ app: FastifyInstance; ctx: AppContext; workers: GenerationWorkers; forms: FormsRuntime; domains: DomainsUpkeep; visits: VisitCounter; say: OperatorLine }> {
  const { config } = options;
  const app = Fastify({
    logger: await loggerOptions(config),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A path segment may be a whole domain name (253 characters), as the editor's routes take it; Fastify's default is 100.
    routerOptions: { maxParamLength: 253 },
    // Errors the router raises before any route runs (an over-long path segment, a malformed URL) keep our shape too.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      void reply.code(error.statusCode ?? 400).send({ success: false, message: 'Некорректный адрес запроса' });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorateRequest('account', null);
  app.decorateRequest('sessionToken', null);

  const db = openDatabase({ ...config, onConnectionError: (error) => app.log.warn({ err: error }, 'a database connection was lost; the pool connects anew') });
  await migrateToLatest(db);
  const clock = options.clock ?? systemClock;
  // Every mail is queued in the outbox; with SMTP_URL a delivery worker sends it, without it the mail is kept there.
  const transport = config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom, config.mail.smtpTimeoutMs) : undefined;
  const delivery = transport && createMailDelivery({ db, clock, log: app.log, transport, settings: config.mail });
  const say = createOperatorLine(config, app.log);
  const mailer = createOutboxMailer({ db, clock, say, delivery });
  const sessionEvents = createSessionEvents();
  const sessions = createSessionCache({ readSession: (tokenHash, now) => readSession(db, tokenHash, now), clock, events: sessionEvents, ttlMs: config.sessionCacheMs });
  const ctx: AppContext = { config, db, mailer, clock, log: app.log, sessionEvents, sessions, serving: createServingCache() };
  const artifacts = createArtifactStore(config);
  // Before the queue and the Redis connections are opened: its token key may be read from the database, which can fail.
  const forms = await createFormsRuntime(ctx, artifacts);
  // The progress hub, the queue and this process's workers (none with WORKERS=0): embedded, or BullMQ with REDIS_URL.
  const { hub, workers, ping: queuePing, close: closeGeneration } = createGenerationRuntime({ ctx, artifacts, engine: options.engine, serveProgress: true });
  const streams = createProgressStreams({ ctx, hub });
  app.addHook('onReady', () => forms.start());
  app.addHook('preClose', () => forms.stop());
  const domainsDeps = { ctx, lookup: createDnsLookup(config.domains.dnsServers) };
  const domains = createDomainsUpkeep(domainsDeps);
  app.addHook('onReady', () => domains.start());
  app.addHook('preClose', () => domains.stop());
  // Counted as published pages are served; written every minute and once more at shutdown, before the database closes.
  const visits = createVisitCounter(ctx);
  app.addHook('onReady', () => visits.start());
  app.addHook('preClose', () => visits.stop());
  app.addHook('onReady', () => workers.start());
  app.addHook('preClose', () => workers.stop());
  app.addHook('preClose', async () => streams.closeAll());
  if (delivery) {
    app.addHook('onReady', () => delivery.start());
    app.addHook('preClose', () => delivery.stop());
  }
  app.addHook('onClose', async () => {
    await transport?.close();
    await forms.close();
    await visits.close();
    await closeGeneration();
    await artifacts.close();
    await db.destroy();
  });

  registerErrorHandler(app);
  registerAnswerLanguage(app);
  closeKeepAliveOnShutdown(app);
  closeOnUnreadBody(app);
  await registerSecurity(app, config);
  const generationFiles = createGenerationFiles(artifacts);
  registerPublishing(app, { ctx, artifacts, formTokenSecret: forms.tokenSecret, visits });
  await app.register(fastifySwagger, {
    openapi: { info: { title: `${PRODUCT_TITLE} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      api.addHook('preValidation', refuseUnsafeInput);
      await api.register((scope) => healthRoutes(scope, { database: databaseProbe(db), storage: () => artifacts.check(), ...(queuePing ? { queue: queuePing } : {}) }));
      await api.register((scope) => authRoutes(scope, ctx), { prefix: '/auth' });
      await api.register((scope) => userRoutes(scope, ctx), { prefix: '/user' });
      await api.register((scope) => generatorRoutes(scope, { ctx, streams, workers, artifacts, files: generationFiles }), { prefix: '/generator' });
      await api.register((scope) => emailConfirmationRoutes(scope, ctx), { prefix: '/email' });
      await api.register((scope) => proMessagesRoutes(scope, { ctx, streams }), { prefix: '/messages' });
      await api.register((scope) => adminRoutes(scope, { ctx, artifacts }), { prefix: '/admin' });
      await api.register((scope) => sitesRoutes(scope, { ctx, artifacts, files: generationFiles }), { prefix: '/sites' });
      await api.register((scope) => inboxRoutes(scope, ctx), { prefix: '/sites' });
      await api.register((scope) => formSettingsRoutes(scope, ctx), { prefix: '/sites' });
      await api.register((scope) => ownerBookingRoutes(scope, { ctx, artifacts, secret: forms.tokenSecret }), { prefix: '/sites' });
      await api.register((scope) => siteDomainRoutes(scope, domainsDeps), { prefix: '/sites' });
      await api.register((scope) => statsRoutes(scope, ctx), { prefix: '/sites' });
      await api.register((scope) => domainRoutes(scope, domainsDeps), { prefix: '/domains' });
      await api.register((scope) => formRoutes(scope, { ctx, tokenSecret: forms.tokenSecret, usedTokens: forms.usedTokens, artifacts }), { prefix: '/forms' });
      await api.register((scope) => decisionRoutes(scope, { ctx, artifacts, secret: forms.tokenSecret }), { prefix: '/bookings' });
      const secret = config.webhookSecret;
      if (secret) await api.register((scope) => webhookRoutes(scope, { ctx, hub, secret }), { prefix: '/generator' });
      await api.register((scope) => devLoginOfferRoutes(scope, ctx), { prefix: '/dev' });
      if (config.devLogin) await api.register((scope) => devRoutes(scope, ctx), { prefix: '/dev' });
    },
    { prefix: API_PREFIX },
  );
  await registerWebApp(app, config.webDist);
  return { app, ctx, workers, forms, say, domains, visits };
}
