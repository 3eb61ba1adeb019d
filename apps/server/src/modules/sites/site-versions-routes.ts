import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@sitecraft/shared/http';
import { sitesServerTexts, siteVersionListSchema, siteVersionSchema } from '@sitecraft/shared/sites';
import { alternativeWording, designChoices, GenerationError, sectionVariants, SiteEditError, siteEditSchema, siteEditsSchema } from '@sitecraft/sitegen';
import { requireSession, sessionAccount } from '../../plugins/session-auth.ts';
import { recordDownload } from '../forms/tokenless-posts.ts';
import { findOwnGeneration } from '../generator/generation-service.ts';
import { sendSiteFile } from './site-preview.ts';
import { AppError } from '../../app-error.ts';
import { holdUploadPlace, pictureFormat, storeUpload, UPLOAD_MAX_BYTES, UPLOADS_AT_ONCE } from './site-uploads.ts';
import { textWriter } from '../generator/generation-engine.ts';
import { requestOf } from './generation-files.ts';
import { attachmentHeader } from '../../attachment.ts';
import { publicationsOf } from '../publishing/publication-store.ts';
import { publicationOf } from '../publishing/publishing-service.ts';
import { checkEditable, listVersions, restoreVersion, saveEdits, versionFiles, versionModel, versionZip, type SiteVersionDeps } from './site-versions.ts';
import { versionSummaryIn } from '../../i18n/version-summaries.ts';
import { askedLanguage } from '../../plugins/answer-language.ts';

/** A version with its summary in the language of the person asking. */
const inAskedLanguage = <V extends { summary: string }>(request: FastifyRequest, version: V): V => ({ ...version, summary: versionSummaryIn(askedLanguage(request), version.summary) });

const siteParams = z.object({ trackId: z.uuid({ error: 'track_id must be a UUID.' }), host: z.string().min(1).max(253) });
const versionParams = siteParams.extend({ number: z.coerce.number({ error: 'The version must be a whole number.' }).int().min(1).max(1_000_000) });

/** Aborts when the client leaves (the connection closes before the answer is sent). */
function abortWhenGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) gone.abort();
  });
  return gone.signal;
}

/**
 * The versions of one site of a generation (`host`: its domain): list, read a version's model, save edits as a new
 * version, restore an earlier one, download one as a ZIP. Only for the owner (another account gets 404) and only when
 * the site was generated for editing (409 otherwise).
 */
export async function siteVersionRoutes(app: FastifyInstance, deps: SiteVersionDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const session = requireSession(deps.ctx);
  const own = (request: FastifyRequest, id: string) => findOwnGeneration(deps.ctx, sessionAccount(request), id);
  const errors = { '4xx': errorResponseSchema };

  routes.get('/:trackId/sites/:host/versions', {
    schema: { tags: ['sites'], description: 'The versions of one site, newest first (version 1 is the generated site), and where it is published.', params: siteParams, response: { 200: siteVersionListSchema, ...errors } },
    onRequest: session,
    handler: async (request) => {
      const { trackId, host } = request.params;
      const versions = await listVersions(deps, await own(request, trackId), host);
      const published = (await publicationsOf(deps.ctx.db, [trackId])).find((row) => row.host === host);
      return { versions: versions.map((version) => inAskedLanguage(request, version)), publication: published ? publicationOf(deps.ctx, published) : null };
    },
  });

  routes.get('/:trackId/sites/:host/versions/:number', {
    schema: { tags: ['sites'], description: "One version's site model (pages, sections and texts, as the editor shows them), the variants each kind of section comes in, and the gallery templates whose look or colours the site can take.", params: versionParams },
    onRequest: session,
    handler: async (request) => ({
      number: request.params.number,
      model: await versionModel(deps, await own(request, request.params.trackId), request.params.host, request.params.number),
      variants: sectionVariants,
      designs: designChoices,
    }),
  });

  routes.post('/:trackId/sites/:host/versions', {
    schema: {
      tags: ['sites'],
      description:
        'Saves edits to the newest version (`base`) as a new version: texts by JSON Pointer (the business’s name, phone, address and email, at /business/name, /business/phone, /business/address and /business/email, change on every page of every language; all but the name may be added, or taken off with an empty text), the opening hours (`hours`, null to take them off), the owner’s offers (`offers`, every list of offers shows exactly these with their prices), reviews (`reviews`, an empty list takes them and their sections off), the areas served and ways to pay (`areasServed`, `paymentMethods`, an empty list takes them off) the founding year (`yearFounded`, null to take it off) and the booking requests with their rules (`bookings`: the Book page and its links come and go with them), each on every page of every language, with the model’s `gaps` (what the site could not know) updated; sections hidden, shown, duplicated, moved or given another variant, pictures replaced by uploads, a gallery template’s look or colours taken. The site stop words are refused; a save on an older base answers 409.',
      params: siteParams,
      body: z.strictObject({ base: z.number().int().min(1), edits: siteEditsSchema }),
      response: { 201: siteVersionSchema, ...errors },
    },
    onRequest: session,
    handler: async (request, reply) => reply.code(201).send(inAskedLanguage(request, await saveEdits(deps, await own(request, request.params.trackId), request.params.host, request.body.base, request.body.edits))),
  });

  routes.post('/:trackId/sites/:host/versions/:number/wordings', {
    schema: {
      tags: ['sites'],
      description:
        "Other texts for one section of a version (`path`: /editions/<n>/pages/<n>/sections/<n>), written as the site was (the AI writer when one is set, else the offline composer's other alternatives): the text edits that put them in place, to save like any other. `wording` 1, 2, … gives different ones; the answer says which it used. Nothing is saved.",
      params: versionParams,
      body: z.strictObject({
        path: z.string().regex(/^\/editions\/\d+\/pages\/\d+\/sections\/\d+$/, { error: 'path must name a section: /editions/<n>/pages/<n>/sections/<n>.' }),
        wording: z.number().int().min(1).max(1000),
      }),
      response: { 200: z.object({ edits: z.array(siteEditSchema), wording: z.number() }), ...errors },
    },
    // Each answer composes the whole site again (with an AI writer, its texts are written again): a person clicks it now
    // and then, a script is stopped.
    config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
    onRequest: session,
    handler: async (request, reply) => {
      const { trackId, host, number } = request.params;
      const generation = await own(request, trackId);
      const model = await versionModel(deps, generation, host, number);
      const generated = number === 1 ? model : await versionModel(deps, generation, host, 1);
      // A person who leaves stops the writing.
      const signal = abortWhenGone(reply);
      try {
        return await alternativeWording(requestOf(generation), model, request.body.path, { ai: textWriter(deps.ctx.config), wording: request.body.wording, generated, signal });
      } catch (error) {
        if (error instanceof SiteEditError) throw new AppError(400, 'NO_OTHER_WORDING', error.message);
        if (error instanceof GenerationError) {
          request.log.warn({ trackId, code: error.code, detail: error.detail ?? error.message }, 'rewording failed');
          throw new AppError(503, 'WORDING_FAILED', sitesServerTexts.wordingFailed);
        }
        throw error;
      }
    },
  });

  routes.post('/:trackId/sites/:host/versions/:number/restore', {
    schema: { tags: ['sites'], description: 'Saves an earlier version again as the newest one.', params: versionParams, response: { 201: siteVersionSchema, ...errors } },
    onRequest: session,
    handler: async (request, reply) => reply.code(201).send(inAskedLanguage(request, await restoreVersion(deps, await own(request, request.params.trackId), request.params.host, request.params.number))),
  });

  routes.get('/:trackId/sites/:host/versions/:number/files/*', {
    schema: {
      tags: ['sites'],
      description: "A file of one version of the site, for its owner (the session cookie counts): the editor's preview. Sandboxed, no script.",
      params: versionParams.extend({ '*': z.string().max(500) }),
    },
    onRequest: requireSession(deps.ctx, { allowCookie: true }),
    handler: async (request, reply) => {
      const { trackId, host, number } = request.params;
      const generation = await own(request, trackId);
      return sendSiteFile(await versionFiles(deps, generation, host, number), generation, request.params['*'], reply);
    },
  });

  await app.register(async (uploads) => {
    // Pictures come as their own bytes (Content-Type image/jpeg, image/png or image/webp), up to 10 MB. Any other type,
    // or none, is refused with the message that says what is accepted before the body is read: text/plain and JSON
    // would otherwise meet the API's own parsers and checks first (a JPEG's bytes "hold a control character").
    uploads.addHook('onRequest', async (request) => void pictureFormat(request.headers['content-type']));
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));
    uploads.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, 'PICTURE_TOO_BIG', sitesServerTexts.uploadTooLarge);
      // The client left while its picture waited its turn: nobody reads the answer (499, as nginx logs such a request).
      if (error.name === 'AbortError') return reply.code(499).send();
      throw error;
    });
    uploads.withTypeProvider<ZodTypeProvider>().post('/:trackId/sites/:host/uploads', {
      bodyLimit: UPLOAD_MAX_BYTES,
      schema: {
        tags: ['sites'],
        description:
          `Uploads a picture for the site (the body is the JPEG, PNG or WebP file, up to 10 MB and 40 megapixels): it is kept re-encoded as WebP in up to three widths, without its metadata. Answers its id, for an \`image\` edit. A server process takes ${UPLOADS_AT_ONCE} uploads at once; one more is answered 503 with Retry-After before its body is read.`,
        params: siteParams,
      },
      // Both before the body is read: a client without a session, or one more upload than the process takes at once,
      // is refused before it has sent its 10 MB (see closeOnUnreadBody). The place is given back once the upload is
      // answered or its client has left.
      onRequest: [session, async (request, reply) => holdUploadPlace(request.raw, reply.raw)],
      handler: async (request, reply) => {
        const { trackId, host } = request.params;
        const generation = await own(request, trackId);
        checkEditable(generation, host);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return reply.code(201).send(await storeUpload(deps.ctx, deps.artifacts, generation, host, request.headers['content-type'], bytes, abortWhenGone(reply)));
      },
    });
  });

  routes.get('/:trackId/sites/:host/versions/:number/zip', {
    schema: { tags: ['sites'], description: "The ZIP of one version of the site (its folder, as in the generation ZIP); the session cookie counts, for a plain link. The site's form takes posts without a time token from then on (see the form settings).", params: versionParams },
    onRequest: requireSession(deps.ctx, { allowCookie: true }),
    handler: async (request, reply) => {
      const { trackId, host, number } = request.params;
      const zip = await versionZip(deps, await own(request, trackId), host, number);
      await recordDownload(deps.ctx.db, trackId, host, deps.ctx.clock.now());
      return reply
        .type('application/zip')
        .header('content-disposition', attachmentHeader({ domain: host, rest: `-v${number}.zip` }))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  });
}
