import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingTextsFor, type BookingProposalTexts } from '@sitecraft/shared/bookings';
import { formLanguageOf } from '@sitecraft/shared/forms';
import { languages } from '@sitecraft/sitegen';
import type { BookingRow } from '../../infra/db/schema.ts';
import { escapeHtml } from '../../infra/mail/mail-layout.ts';
import { bookingWhen } from './booking-mails.ts';
import { answerProposal, type ProposalDeps } from './booking-proposals.ts';
import { expiredProposalBooking, readProposalToken, type ProposalAnswer } from './proposal-links.ts';
import { proposedWhen } from './proposal-mails.ts';

const params = z.object({ token: z.string().max(200) });

/** A page in the site's language (`lang`), noindex and uncached. */
function page(reply: FastifyReply, lang: string, status: number, body: string): FastifyReply {
  const language = formLanguageOf(lang);
  const rtl = languages.find((known) => known.code === language)?.rtl === true;
  const { title } = bookingTextsFor(language).proposal;
  const markup = `<!doctype html>
<html lang="${language}"${rtl ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font:18px/1.5 system-ui,sans-serif;color:#0f172a;max-width:36rem;margin:4rem auto;padding:0 1rem"><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return reply.code(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(markup);
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** The time asked for and the one proposed, and the owner's note. */
function summary(booking: BookingRow): string {
  const texts = bookingTextsFor(booking.language);
  const note = booking.decision_note ? paragraph(texts.mail.ownerNote) + paragraph(booking.decision_note) : '';
  return paragraph(texts.proposal.proposed(bookingWhen(booking.language, booking), proposedWhen(booking.language, booking))) + note;
}

/** The form whose POST answers: a link opened by a mail scanner or a preview answers nothing. */
function answerForm(texts: BookingProposalTexts, answer: ProposalAnswer): string {
  return `<form method="post"><button type="submit" style="font:inherit;font-weight:700;padding:.75rem 1.6rem">${escapeHtml(answer === 'accept' ? texts.accept : texts.decline)}</button></form>`;
}

/**
 * The visitor's Accept and Decline links of a proposed time, without sign-in: GET /bookings/proposal/<token> shows the
 * proposal and a button; only its POST accepts (booking the time through the database-decided accept: a time taken
 * meanwhile is refused, and nothing is booked) or declines (closing the request). A link is signed for proposals, lasts
 * 7 days and acts once: only on a request whose proposed time is still the one it names. Registered beside the owner's
 * decision links, whose form body parser it shares.
 */
export function proposalRoutes(app: FastifyInstance, deps: ProposalDeps): void {
  const { ctx } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const proposalOf = async (token: string) => {
    const read = readProposalToken(deps.secret, token, ctx.clock.now());
    const booking = read && (await ctx.db.selectFrom('bookings').selectAll().where('id', '=', read.id).executeTakeFirst());
    return read && booking ? { ...read, booking } : undefined;
  };
  // A link that names no proposal: an expired one of ours is answered in its booking's language, any other in English.
  const invalid = async (reply: FastifyReply, token: string) => {
    const id = expiredProposalBooking(deps.secret, token);
    const booking = id === undefined ? undefined : await ctx.db.selectFrom('bookings').select('language').where('id', '=', id).executeTakeFirst();
    const lang = booking?.language ?? 'en';
    return page(reply, lang, 404, paragraph(bookingTextsFor(lang).proposal.invalid));
  };
  // The proposal the link names, still open: that very time, still waiting for the visitor.
  const open = (found: NonNullable<Awaited<ReturnType<typeof proposalOf>>>) => found.booking.status === 'proposed' && Number(found.booking.proposed_start) === found.proposedStart;

  routes.get('/proposal/:token', {
    schema: { tags: ['bookings'], description: 'The page an Accept or Decline link of the visitor’s mail about a proposed time opens (HTML, in the site’s language): the proposal and a button that POSTs the answer.', params },
    handler: async (request, reply) => {
      const found = await proposalOf(request.params.token);
      if (!found) return invalid(reply, request.params.token);
      const texts = bookingTextsFor(found.booking.language).proposal;
      if (!open(found)) return page(reply, found.booking.language, 200, paragraph(texts.answered));
      return page(reply, found.booking.language, 200, summary(found.booking) + answerForm(texts, found.answer));
    },
  });

  routes.post('/proposal/:token', {
    schema: { tags: ['bookings'], description: 'Accepts or declines the time a link of the visitor’s mail proposes; answers with a page saying what happened (409 when the time was booked meanwhile, or the proposal was answered or withdrawn).', params },
    handler: async (request, reply) => {
      const found = await proposalOf(request.params.token);
      if (!found) return invalid(reply, request.params.token);
      const { language } = found.booking;
      const texts = bookingTextsFor(language).proposal;
      const outcome = await answerProposal(deps, found.id, found.answer, found.proposedStart);
      if (outcome.kind === 'slot_taken') return page(reply, language, 409, paragraph(texts.taken));
      if (outcome.kind === 'answered') return page(reply, language, 409, paragraph(texts.answered));
      if (outcome.kind === 'declined') return page(reply, language, 200, paragraph(texts.declined));
      return page(reply, language, 200, paragraph(texts.accepted(bookingWhen(language, outcome.booking))));
    },
  });
}
