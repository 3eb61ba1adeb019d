import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { PublicationRow } from '../../infra/db/schema.ts';
import { domainOfHost } from '../domains/domain-names.ts';
import { servedSite } from '../domains/served-domain.ts';
import { findSitePublication } from './publication-store.ts';
import { sendNotFound } from './serve-published.ts';

type Serve = (request: FastifyRequest, reply: FastifyReply, publication: PublicationRow) => Promise<FastifyReply>;

/**
 * PUBLISH_BY_HOST: a request whose Host is a verified own domain gets that site at `/`, and the domain's other form
 * (www or not) is redirected to the one its owner chose. Any other domain name gets the plain 404 page. The app's own
 * host names, IP addresses and names without a dot (localhost, a container's name) go on to the app. Hosts are
 * compared as domainOfHost normalises them (port, case, trailing dot, Unicode or punycode), never as sent.
 */
export function registerServingByHost(app: FastifyInstance, { ctx, serve }: { ctx: AppContext; serve: Serve }): void {
  const { publicUrl, publish } = ctx.config;
  const own = new Set([publicUrl, publish.origin].map((url) => domainOfHost(new URL(url).host)).filter((name) => typeof name === 'string'));
  const scheme = new URL(publish.origin).protocol;
  app.addHook('onRequest', async (request, reply) => {
    const name = domainOfHost(request.host ?? '');
    if (name === undefined || (name !== null && own.has(name))) return;
    const site = name === null ? undefined : await ctx.serving.get(`domain:${name}`, () => servedSite(ctx.db, name));
    if (!site) return sendNotFound(reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).header('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method not allowed');
    if (name !== site.canonical) return reply.redirect(`${scheme}//${site.canonical}${request.url}`, 301);
    const row = await ctx.serving.get(`site:${site.trackId}:${site.host}`, () => findSitePublication(ctx.db, site.trackId, site.host));
    if (!row) return sendNotFound(reply);
    return serve(request, reply, row);
  });
}
