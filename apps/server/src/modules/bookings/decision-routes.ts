import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InterfaceLanguage } from '@sitecraft/shared/i18n';
import type { AppContext } from '../../app-context.ts';
import type { BookingRow } from '../../infra/db/schema.ts';
import { escapeHtml } from '../../infra/mail/mail-layout.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { decideBooking } from './booking-decisions.ts';
import { bookingWhen } from './booking-mails.ts';
import { readDecisionToken, type Decision } from './decision-links.ts';
import { formOwnerLanguage } from '../forms/notification-recipient.ts';
import { decisionTexts, type DecisionTexts } from './decision-texts.ts';
import { proposalRoutes } from './proposal-routes.ts';

export interface DecisionRouteDeps {
  ctx: AppContext;
  artifacts: ArtifactStore;
  /** The key the links of the owner's mails are signed with. */
  secret: string;
}

const params = z.object({ token: z.string().max(200) });

/** A page in the owner's language (`texts`, of `language`). */
function page(reply: FastifyReply, language: InterfaceLanguage, status: number, body: string): FastifyReply {
  const texts = decisionTexts[language];
  const markup = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(texts.title)}</title></head>
<body style="font:18px/1.5 system-ui,sans-serif;color:#0f172a;max-width:36rem;margin:4rem auto;padding:0 1rem"><main><h1>${escapeHtml(texts.title)}</h1>${body}</main></body></html>`;
  return reply.code(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(markup);
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

function summary(language: InterfaceLanguage, booking: BookingRow): string {
  const texts = decisionTexts[language];
  return paragraph(texts.request(booking.name, booking.contact, bookingWhen(language, booking), booking.offer)) + (booking.note ? paragraph(texts.note(booking.note)) : '');
}

/** The form whose POST makes the decision: a link opened by a mail scanner or a preview decides nothing. */
function decisionForm(texts: DecisionTexts, decision: Decision): string {
  if (decision === 'accept') return `<form method="post"><button type="submit" style="font:inherit;font-weight:700;padding:.75rem 1.6rem">${escapeHtml(texts.accept)}</button></form>`;
  return `<form method="post"><label style="display:grid;gap:.4rem">${escapeHtml(texts.declineNote)}<textarea name="note" maxlength="1000" rows="4" style="font:inherit"></textarea></label><p><button type="submit" style="font:inherit;font-weight:700;padding:.75rem 1.6rem">${escapeHtml(texts.decline)}</button></p></form>`;
}

/**
 * The owner's Accept and Decline links, without sign-in: GET /bookings/decision/<token> shows the request and a
 * button; only its POST accepts (a database-decided accept: a second one for a held time is refused) or declines (with
 * a note), and mails the visitor. A link is signed, lasts 7 days and works once: a decision applies only to a waiting request.
 * The visitor's links about a time the owner proposed are served here too (see proposalRoutes).
 */
export async function decisionRoutes(app: FastifyInstance, deps: DecisionRouteDeps): Promise<void> {
  const { ctx } = deps;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  proposalRoutes(app, deps);
  // The booking a link names and the language of its owner; a link that names none is answered in Russian, the spec's.
  const bookingOf = async (token: string) => {
    const read = readDecisionToken(deps.secret, token, ctx.clock.now());
    const booking = read && (await ctx.db.selectFrom('bookings').selectAll().where('id', '=', read.id).executeTakeFirst());
    if (!read || !booking) return { found: undefined, language: 'ru' as const };
    return { found: { decision: read.decision, booking }, language: await formOwnerLanguage(ctx.db, booking.form_id) };
  };

  routes.get('/decision/:token', {
    schema: { tags: ['bookings'], description: 'The page an Accept or Decline link of the owner’s mail opens (HTML): the request and a button that POSTs the decision.', params },
    handler: async (request, reply) => {
      const { found, language } = await bookingOf(request.params.token);
      const texts = decisionTexts[language];
      if (!found) return page(reply, language, 404, paragraph(texts.invalid));
      const { booking, decision } = found;
      if (booking.status !== 'requested') return page(reply, language, 200, summary(language, booking) + paragraph(texts.decided[booking.status]));
      return page(reply, language, 200, summary(language, booking) + decisionForm(texts, decision));
    },
  });

  routes.post('/decision/:token', {
    schema: { tags: ['bookings'], description: 'Accepts or declines the request a link of the owner’s mail names (form-encoded, an optional `note` for a decline); answers with a page saying what happened (409 when another booking holds the time).', params },
    handler: async (request, reply) => {
      const { found, language } = await bookingOf(request.params.token);
      const texts = decisionTexts[language];
      if (!found) return page(reply, language, 404, paragraph(texts.invalid));
      const { booking, decision } = found;
      // A request the owner proposed another time for is answered by the visitor now, not by this link.
      if (booking.status !== 'requested') return page(reply, language, 409, summary(language, booking) + paragraph(texts.decided[booking.status]));
      const body = (request.body ?? {}) as Record<string, unknown>;
      const note = decision === 'decline' && typeof body.note === 'string' ? body.note.trim().slice(0, 1000) : '';
      const decided = await decideBooking(deps, booking.id, decision, note);
      if (decided === 'slot_taken') return page(reply, language, 409, summary(language, booking) + paragraph(texts.slotTaken));
      if (typeof decided !== 'object') {
        const now = await ctx.db.selectFrom('bookings').select('status').where('id', '=', booking.id).executeTakeFirst();
        return page(reply, language, 409, summary(language, booking) + paragraph(texts.decided[now?.status ?? booking.status]));
      }
      return page(reply, language, 200, summary(language, decided) + paragraph(decision === 'accept' ? texts.accepted(decided.name) : texts.declined(decided.name)));
    },
  });
}
