import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  formMessageSchema,
  formsServerTexts,
  messageExportQuerySchema,
  messageListQuerySchema,
  messageListResponseSchema,
  messageUpdateRequestSchema,
  unreadCountsResponseSchema,
} from '@sitecraft/shared/forms';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { requireSession, sessionAccount } from '../../plugins/session-auth.ts';
import { attachmentHeader } from '../../attachment.ts';
import { deleteMessage, folderCounts, listMessages, messagesToExport, toFormMessage, unreadCounts, updateMessage } from './message-store.ts';
import { messagesCsv } from './messages-csv.ts';
import { errors, ownSiteForm, siteParams, type SiteParams } from './own-site-form.ts';

const messageParams = siteParams.extend({ id: z.coerce.number({ error: 'The message id must be a whole number.' }).int().min(1).max(2 ** 31 - 1) });
const done = z.object({ success: z.literal(true) });
const noMessage = () => new AppError(404, 'NO_SUCH_MESSAGE', formsServerTexts.messageNotFound);

/**
 * The inbox of each site in My sites, for its owner only (another account's site answers 404): its messages by folder
 * with the unread count, read / unread, spam / not spam, delete, CSV export; and the unread counts of all the
 * account's sites.
 */
export async function inboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const session = requireSession(ctx);
  const siteForm = (request: FastifyRequest, site: SiteParams) => ownSiteForm(ctx, sessionAccount(request), site);

  routes.get('/unread-messages', {
    schema: { tags: ['forms'], description: "Unread inbox messages of each of the account's sites (sites with none are left out).", response: { 200: unreadCountsResponseSchema, ...errors } },
    onRequest: session,
    handler: async (request) => ({ sites: await unreadCounts(ctx.db, sessionAccount(request).id) }),
  });

  routes.get('/:trackId/sites/:host/messages', {
    schema: {
      tags: ['forms'],
      description: "One page of a site's messages in a folder (inbox or spam), newest first, with the unread count and the size of each folder.",
      params: siteParams,
      querystring: messageListQuerySchema,
      response: { 200: messageListResponseSchema, ...errors },
    },
    onRequest: session,
    handler: async (request) => {
      const form = await siteForm(request, request.params);
      if (!form) return { messages: [], unread: 0, counts: { inbox: 0, spam: 0 }, next_before: null };
      const [{ rows, nextBefore }, counts] = await Promise.all([listMessages(ctx.db, form.form_id, request.query), folderCounts(ctx.db, form.form_id)]);
      return { messages: rows.map(toFormMessage), unread: counts.unread, counts: { inbox: counts.inbox, spam: counts.spam }, next_before: nextBefore };
    },
  });

  routes.patch('/:trackId/sites/:host/messages/:id', {
    schema: { tags: ['forms'], description: 'Marks a message read or unread, and moves it to spam or back to the inbox (not spam).', params: messageParams, body: messageUpdateRequestSchema, response: { 200: formMessageSchema, ...errors } },
    onRequest: session,
    handler: async (request) => {
      const form = await siteForm(request, request.params);
      const row = form && (await updateMessage(ctx.db, form.form_id, request.params.id, request.body, ctx.clock.now()));
      if (!row) throw noMessage();
      return toFormMessage(row);
    },
  });

  routes.delete('/:trackId/sites/:host/messages/:id', {
    schema: { tags: ['forms'], description: 'Deletes a message for good.', params: messageParams, response: { 200: done, ...errors } },
    onRequest: session,
    handler: async (request) => {
      const form = await siteForm(request, request.params);
      if (!form || !(await deleteMessage(ctx.db, form.form_id, request.params.id))) throw noMessage();
      return { success: true as const };
    },
  });

  routes.get('/:trackId/sites/:host/messages.csv', {
    schema: {
      tags: ['forms'],
      description: "A folder's messages as CSV (UTF-8, every cell quoted, cells that a spreadsheet would take for a formula defused with an apostrophe). The session cookie counts, so a link downloads it.",
      params: siteParams,
      querystring: messageExportQuerySchema,
    },
    onRequest: requireSession(ctx, { allowCookie: true }),
    handler: async (request, reply) => {
      const form = await siteForm(request, request.params);
      const rows = form ? await messagesToExport(ctx.db, form.form_id, request.query.folder) : [];
      const name = { domain: request.params.host, rest: `-${request.query.folder}.csv` };
      return reply.type('text/csv; charset=utf-8').header('content-disposition', attachmentHeader(name)).header('cache-control', 'no-store').send(messagesCsv(rows.map(toFormMessage)));
    },
  });
}
