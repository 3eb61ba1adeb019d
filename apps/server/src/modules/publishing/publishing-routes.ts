import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { withFreeSlots } from '../bookings/slot-choice.ts';
import { signFormToken } from '../forms/form-token.ts';
import { formEndpoint } from '../forms/site-forms.ts';
import type { VisitCounter } from '../site-stats/visit-counter.ts';
import { createManifestCache } from './publication-content.ts';
import { findPublication } from './publication-store.ts';
import { createPublishedFiles } from './published-files.ts';
import { registerServingByHost } from './serve-by-host.ts';
import { sendNotFound, servePublishedFile } from './serve-published.ts';

const slugPattern = /^[a-z0-9-]{1,80}$/;

/** The path of a request, decoded, without its leading slash; undefined when it is not valid percent-encoding. */
function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0]!).slice(1);
  } catch {
    return undefined;
  }
}

/**
 * Serves published sites to anyone: `/p/<slug>/<path>` always, and with PUBLISH_BY_HOST a request whose Host is a
 * verified own domain gets that site at `/` (see serve-by-host.ts). Registered on the root instance so the by-host hook sees every request.
 * Which content a slug serves is kept for a moment (ctx.serving), and the files themselves in memory (published-files.ts).
 */
export function registerPublishing(
  app: FastifyInstance,
  { ctx, artifacts, formTokenSecret, visits }: { ctx: AppContext; artifacts: ArtifactStore; formTokenSecret: string; visits: Pick<VisitCounter, 'count'> },
): void {
  const manifests = createManifestCache(artifacts);
  const { origin } = ctx.config.publish;
  const forms = {
    action: (formId: string) => formEndpoint(ctx.config, formId),
    token: (formId: string) => signFormToken(formTokenSecret, formId, ctx.clock.now()),
    // Published under /p/ on the publishing origin; by host on the customer's domain, with the publishing origin's scheme.
    pageAddress: (host: string, path: string) => (path.startsWith('/p/') ? `${origin}${path}` : `${new URL(origin).protocol}//${host}${path}`),
    freeSlots: (formId: string, page: string) => withFreeSlots(ctx.db, formId, page, ctx.clock.now()),
  };
  const serving = { files: createPublishedFiles(artifacts), manifests, forms, visits };
  const { publicUrl, publish } = ctx.config;
  const appHost = new URL(publicUrl).host;
  const publishHost = new URL(publish.origin).host;

  // With a separate PUBLISH_ORIGIN, published pages are not served on the app's own origin: they are sent there.
  function toPublishOrigin(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
    if (publishHost === appHost || request.host !== appHost) return undefined;
    return reply.redirect(`${publish.origin}${request.url}`, 308);
  }

  async function serveSlug(request: FastifyRequest, reply: FastifyReply, slug: string): Promise<FastifyReply> {
    const moved = toPublishOrigin(request, reply);
    if (moved) return moved;
    const row = slugPattern.test(slug) ? await ctx.serving.get(`slug:${slug}`, () => findPublication(ctx.db, slug)) : undefined;
    if (!row) return sendNotFound(reply);
    const base = `/p/${slug}/`;
    const path = decodedPath(request.url)?.slice(base.length - 1);
    return servePublishedFile(serving, request, reply, { trackId: row.track_id, host: row.host, contentKey: row.content_key, base, path });
  }

  const hide = { schema: { hide: true } };
  app.get<{ Params: { slug: string } }>('/p/:slug', hide, async (request, reply) => {
    const moved = toPublishOrigin(request, reply);
    if (moved) return moved;
    if (!slugPattern.test(request.params.slug)) return sendNotFound(reply);
    return reply.redirect(`/p/${request.params.slug}/`, 301);
  });
  app.get<{ Params: { slug: string } }>('/p/:slug/*', hide, (request, reply) => serveSlug(request, reply, request.params.slug));

  if (publish.byHost) {
    registerServingByHost(app, {
      ctx,
      serve: (request, reply, row) => servePublishedFile(serving, request, reply, { trackId: row.track_id, host: row.host, contentKey: row.content_key, base: '/', path: decodedPath(request.url) }),
    });
  }
}
