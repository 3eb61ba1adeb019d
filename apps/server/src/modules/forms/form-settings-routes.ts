import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formSettingsResponseSchema, formsServerTexts, tokenlessRequestSchema, webhookRequestSchema } from '@sitecraft/shared/forms';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { SiteFormRow } from '../../infra/db/schema.ts';
import { requireSession, sessionAccount } from '../../plugins/session-auth.ts';
import { errors, ownSiteForm, siteParams, type SiteParams } from './own-site-form.ts';
import { formEndpoint } from './site-forms.ts';
import { allowTokenless, tokenlessPostsOf } from './tokenless-posts.ts';
import { newWebhookSecret } from './webhook-delivery.ts';

/**
 * A site's form for its owner: the URL it posts to (for a site hosted without the engine's page), its signed webhook,
 * and whether posts without a time token reach the inbox.
 */
export async function formSettingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const session = requireSession(ctx);
  const siteForm = (request: FastifyRequest, site: SiteParams) => ownSiteForm(ctx, sessionAccount(request), site);
  const createdForm = (request: FastifyRequest, site: SiteParams) => ownSiteForm(ctx, sessionAccount(request), site, { create: true });

  const settingsOf = (form: SiteFormRow) => ({
    action: formEndpoint(ctx.config, form.form_id),
    webhook: form.webhook_url && form.webhook_secret ? { url: form.webhook_url, secret: form.webhook_secret } : null,
    tokenless: tokenlessPostsOf(form),
  });

  routes.get('/:trackId/sites/:host/form', {
    schema: { tags: ['forms'], description: "The site's form: the URL it posts to (created on first use), its webhook, if set, and whether posts without a time token reach the inbox (only from a site that was downloaded, while its owner allows them).", params: siteParams, response: { 200: formSettingsResponseSchema, ...errors } },
    onRequest: session,
    handler: async (request) => settingsOf(await createdForm(request, request.params)),
  });

  routes.put('/:trackId/sites/:host/form/webhook', {
    schema: {
      tags: ['forms'],
      description: 'Sets the URL that hears of each new inbox message, signed by Standard Webhooks with the secret answered (kept when the URL changes). Loopback and private addresses are not called.',
      params: siteParams,
      body: webhookRequestSchema,
      response: { 200: formSettingsResponseSchema, ...errors },
    },
    onRequest: session,
    handler: async (request) => {
      const form = await createdForm(request, request.params);
      const secret = form.webhook_secret ?? newWebhookSecret();
      await ctx.db.updateTable('site_forms').set({ webhook_url: request.body.url, webhook_secret: secret }).where('form_id', '=', form.form_id).execute();
      return settingsOf({ ...form, webhook_url: request.body.url, webhook_secret: secret });
    },
  });

  routes.put('/:trackId/sites/:host/form/tokenless', {
    schema: {
      tags: ['forms'],
      description: 'Allows posts without a time token (from a copy of the site hosted elsewhere, which has none) or turns them away to Spam. Only a site that was downloaded takes them at all.',
      params: siteParams,
      body: tokenlessRequestSchema,
      response: { 200: formSettingsResponseSchema, ...errors },
    },
    onRequest: session,
    handler: async (request) => {
      const form = await createdForm(request, request.params);
      await allowTokenless(ctx.db, form.form_id, request.body.allowed);
      return settingsOf({ ...form, tokenless_allowed: request.body.allowed ? 1 : 0 });
    },
  });

  routes.delete('/:trackId/sites/:host/form/webhook', {
    schema: { tags: ['forms'], description: "Removes the site's webhook and forgets its secret.", params: siteParams, response: { 200: formSettingsResponseSchema, ...errors } },
    onRequest: session,
    handler: async (request) => {
      const form = await siteForm(request, request.params);
      if (!form?.webhook_url) throw new AppError(404, 'NO_WEBHOOK', formsServerTexts.webhookNotSet);
      await ctx.db.updateTable('site_forms').set({ webhook_url: null, webhook_secret: null }).where('form_id', '=', form.form_id).execute();
      return settingsOf({ ...form, webhook_url: null, webhook_secret: null });
    },
  });
}
