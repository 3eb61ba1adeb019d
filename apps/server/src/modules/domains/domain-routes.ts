import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { domainBindingSchema, domainCheckResponseSchema, domainListResponseSchema, domainPreferenceRequestSchema, domainsServerTexts } from '@sitecraft/shared/domains';
import { errorResponseSchema } from '@sitecraft/shared/http';
import { AppError } from '../../app-error.ts';
import { requireSession, sessionAccount } from '../../plugins/session-auth.ts';
import { CHECKS_PER_DOMAIN_A_MINUTE, createCheckLimit } from './check-limit.ts';
import { accountDomains, checkNow, preferForm, removeDomain, siteDomain, useOwnDomain, type DomainsDeps } from './domain-service.ts';
import { domainOfHost } from './domain-names.ts';
import { isPublished, servedSite } from './served-domain.ts';

const siteParams = z.object({ trackId: z.uuid({ error: 'track_id must be a UUID.' }), host: z.string().min(1).max(253) });
const errors = { '4xx': errorResponseSchema, '5xx': errorResponseSchema };
const done = z.object({ success: z.literal(true) });

/** A site's own domain, for its owner, under /sites/:trackId/sites/:host/domain. */
export async function siteDomainRoutes(app: FastifyInstance, deps: DomainsDeps): Promise<void> {
  const { ctx } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const session = requireSession(ctx);
  const path = '/:trackId/sites/:host/domain';
  const limitedCheck = createCheckLimit(app);

  routes.get(path, {
    schema: { tags: ['domains'], description: "The site's own domain: the DNS records to set, whether it is verified, and whether another account holds it (404 when it has none).", params: siteParams, response: { 200: domainBindingSchema, ...errors } },
    onRequest: session,
    handler: async (request) => siteDomain(ctx, sessionAccount(request), request.params),
  });

  routes.put(path, {
    schema: {
      tags: ['domains'],
      description: "Use my own domain: binds the site's domain and its www form to it, pending until the TXT record `_sitecraft.<domain>` holds the account's token (see check). HTML sites only: a PHP site answers 409.",
      params: siteParams,
      response: { 200: domainBindingSchema, ...errors },
    },
    onRequest: session,
    handler: async (request) => useOwnDomain(ctx, sessionAccount(request), request.params),
  });

  routes.post(`${path}/check`, {
    schema: {
      tags: ['domains'],
      description:
        "Check now: looks up the domain's CNAME, A, AAAA, TXT and CAA records and reports what was found against what is expected, with hints. A TXT record holding the account's token verifies the binding; a domain another account held moves here, and that account is mailed. When the DNS does not answer (2 s, then 4 s a question), the answer is 200 with no findings and the hint `dns_no_answer`. " +
        `At most ${CHECKS_PER_DOMAIN_A_MINUTE} checks of one domain a minute per account, then 429 with Retry-After; a check sent while the same one is still running gets its answer.`,
      params: siteParams,
      response: { 200: domainCheckResponseSchema, ...errors },
    },
    onRequest: session,
    handler: async (request) => limitedCheck(request, () => checkNow(deps, sessionAccount(request), request.params)),
  });

  routes.patch(path, {
    schema: { tags: ['domains'], description: 'Chooses the form the site is served at (`apex`: example.com, `www`: www.example.com); the other redirects to it.', params: siteParams, body: domainPreferenceRequestSchema, response: { 200: domainBindingSchema, ...errors } },
    onRequest: session,
    handler: async (request) => preferForm(ctx, sessionAccount(request), request.params, request.body.prefer),
  });

  routes.delete(path, {
    schema: { tags: ['domains'], description: 'Stops using the own domain: the site is no longer served there, at once.', params: siteParams, response: { 200: done, ...errors } },
    onRequest: session,
    handler: async (request) => {
      await removeDomain(ctx, sessionAccount(request), request.params);
      return { success: true as const };
    },
  });
}

/** The account's own domains, and the TLS `ask` endpoint of the proxy, under /domains. */
export async function domainRoutes(app: FastifyInstance, deps: DomainsDeps): Promise<void> {
  const { ctx } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/', {
    schema: { tags: ['domains'], description: "The own domains of the account's sites.", response: { 200: domainListResponseSchema, ...errors } },
    onRequest: requireSession(ctx),
    handler: async (request) => ({ domains: await accountDomains(ctx, sessionAccount(request)) }),
  });

  routes.get('/ask', {
    schema: {
      tags: ['domains'],
      description:
        "The proxy's on-demand TLS `ask` (Caddy): 200 when a certificate may be got for `domain`, a verified own domain of a published site or its www form; 404 for any other name. No DNS lookup: two indexed queries.",
      querystring: z.object({ domain: z.string().max(300) }),
      response: { 200: done, ...errors },
    },
    handler: async (request) => {
      const name = domainOfHost(request.query.domain);
      const site = name ? await servedSite(ctx.db, name) : undefined;
      // A verified domain whose site was unpublished serves nothing: no certificate to get or renew for it.
      if (!site || !(await isPublished(ctx.db, site))) throw new AppError(404, 'NOT_SERVED', domainsServerTexts.notAllowed);
      return { success: true as const };
    },
  });
}
