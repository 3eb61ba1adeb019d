import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX, PRODUCT_TITLE } from '@sitecraft/shared/product';
import type { AppContext } from './app-context.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import { migrateToLatest, openDatabase } from './infra/db/database.ts';
import type { Mailer } from './infra/mail/mailer.ts';
import { createOutboxMailer } from './infra/mail/outbox-mailer.ts';
import { createSmtpMailer } from './infra/mail/smtp-mailer.ts';
import { adminRoutes } from './modules/admin/admin-routes.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { emailConfirmationRoutes } from './modules/email-confirmation/email-confirmation-routes.ts';
import { devRoutes } from './modules/dev/dev-routes.ts';
import { createSitegenEngine, type GenerationEngine } from './modules/generator/generation-engine.ts';
import { createGenerationWorkers } from './modules/generator/generation-workers.ts';
import { generatorRoutes } from './modules/generator/generator-routes.ts';
import { createProgressHub } from './modules/generator/progress-hub.ts';
import { proMessagesRoutes } from './modules/pro-messages/pro-messages-routes.ts';
import { webhookRoutes } from './modules/generator/webhook-routes.ts';
import { createLocalArtifactStore } from './infra/store/local-artifact-store.ts';
import { loggerOptions } from './logger.ts';
import path from 'node:path';
import { userRoutes } from './modules/user/user-routes.ts';
import { refuseControlCharacters } from './plugins/control-characters.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface BuildAppOptions {
  config: Config;
  clock?: Clock;
  mailer?: Mailer;
  /** The generation engine; sitegen by default, a test double in tests of failure paths. */
  engine?: GenerationEngine;
}

/** Builds the whole product: database (migrated), mailer, API under /api/v1, docs and the web app. */
export async function buildApp(options: BuildAppOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { config } = options;
  const app = Fastify({
    logger: await loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors the router raises before any route runs (an over-long path segment, a malformed URL) keep our shape too.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      void reply.code(error.statusCode ?? 400).send({ success: false, message: 'Некорректный адрес запроса' });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('account', null);
  app.decorateRequest('sessionToken', null);

  const db = openDatabase({ ...config, onIdleError: (error) => app.log.warn({ err: error }, 'an idle database connection failed') });
  await migrateToLatest(db);
  const mailer = options.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db, app.log));
  const ctx: AppContext = { config, db, mailer, clock: options.clock ?? systemClock, log: app.log };
  const hub = createProgressHub();
  const artifacts = createLocalArtifactStore(path.join(config.dataDir, 'artifacts'));
  const workers = createGenerationWorkers({ ctx, engine: options.engine ?? createSitegenEngine(config), artifacts, hub });
  app.addHook('onReady', () => workers.start());
  app.addHook('preClose', () => workers.stop());
  app.addHook('onClose', async () => {
    await mailer.close();
    await db.destroy();
  });

  registerErrorHandler(app);
  await registerSecurity(app, config);
  await app.register(fastifySwagger, {
    openapi: { info: { title: `${PRODUCT_TITLE} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      api.addHook('preValidation', refuseControlCharacters);
      api.get('/health', async () => ({ success: true, status: 'ok' }));
      await api.register((scope) => authRoutes(scope, ctx), { prefix: '/auth' });
      await api.register((scope) => userRoutes(scope, ctx), { prefix: '/user' });
      await api.register((scope) => generatorRoutes(scope, { ctx, hub, workers, artifacts }), { prefix: '/generator' });
      await api.register((scope) => emailConfirmationRoutes(scope, ctx), { prefix: '/email' });
      await api.register((scope) => proMessagesRoutes(scope, { ctx, hub }), { prefix: '/messages' });
      await api.register((scope) => adminRoutes(scope, { ctx, artifacts }), { prefix: '/admin' });
      const secret = config.webhookSecret;
      if (secret) await api.register((scope) => webhookRoutes(scope, { ctx, hub, secret }), { prefix: '/generator' });
      if (config.env !== 'production') await api.register((scope) => devRoutes(scope, ctx), { prefix: '/dev' });
    },
    { prefix: API_PREFIX },
  );
  await registerWebApp(app, config.webDist);
  return { app, ctx };
}
