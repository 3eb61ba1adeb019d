import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingDecisionSchema, bookingsServerTexts, ownerBookingSchema, ownerBookingsSchema, waitingRequestsSchema } from '@sitecraft/shared/bookings';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { BookingRow } from '../../infra/db/schema.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { requireSession, sessionAccount } from '../../plugins/session-auth.ts';
import { attachmentHeader } from '../../attachment.ts';
import { errors, ownSiteForm, siteParams } from '../forms/own-site-form.ts';
import { bookingsCsv } from './bookings-csv.ts';
import { decideBooking } from './booking-decisions.ts';
import { toOwnerBooking } from './owner-booking.ts';
import { registerProposalRoutes } from './propose-routes.ts';

const bookingParams = siteParams.extend({ id: z.coerce.number({ error: 'The booking id must be a whole number.' }).int().min(1).max(2 ** 31 - 1) });

/**
 * Each site's Bookings page in My sites, for its owner only (another account's site answers 404): the requests that
 * wait and the accepted bookings to come; Accept, Propose another time (see registerProposalRoutes), Decline with a
 * note, and Cancel with a note, each mailing the visitor; a CSV of all its bookings.
 */
export async function ownerBookingRoutes(app: FastifyInstance, deps: { ctx: AppContext; artifacts: ArtifactStore; secret: string }): Promise<void> {
  const { ctx } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const session = requireSession(ctx);
  /** The booking `id` of the owner's site, or a 404. */
  const ownBooking = async (request: FastifyRequest, params: z.infer<typeof bookingParams>): Promise<BookingRow> => {
    const form = await ownSiteForm(ctx, sessionAccount(request), params);
    const row = form && (await ctx.db.selectFrom('bookings').selectAll().where('id', '=', params.id).where('form_id', '=', form.form_id).executeTakeFirst());
    if (!row) throw new AppError(404, 'NO_SUCH_BOOKING', bookingsServerTexts.notFound);
    return row;
  };

  routes.get('/booking-requests', {
    schema: { tags: ['bookings'], description: "The booking requests waiting for a decision on each of the account's sites (sites with none are left out).", response: { 200: waitingRequestsSchema, ...errors } },
    onRequest: session,
    handler: async (request) => {
      const rows = await ctx.db
        .selectFrom('bookings')
        .innerJoin('site_forms', 'site_forms.form_id', 'bookings.form_id')
        .innerJoin('generations', 'generations.track_id', 'site_forms.track_id')
        .select((eb) => ['site_forms.track_id', 'site_forms.host', eb.fn.countAll<number>().as('requests')])
        .where('generations.account_id', '=', sessionAccount(request).id)
        .where('bookings.status', '=', 'requested')
        .where('bookings.ends_at', '>', ctx.clock.now())
        .groupBy(['site_forms.track_id', 'site_forms.host'])
        .orderBy('site_forms.track_id')
        .orderBy('site_forms.host')
        .execute();
      return { sites: rows.map((row) => ({ track_id: row.track_id, host: row.host, requests: Number(row.requests) })) };
    },
  });

  routes.get('/:trackId/sites/:host/bookings', {
    schema: {
      tags: ['bookings'],
      description: "A site's booking requests that wait (for the owner, or with another time proposed, for the visitor) and its accepted bookings to come, earliest first.",
      params: siteParams,
      response: { 200: ownerBookingsSchema, ...errors },
    },
    onRequest: session,
    handler: async (request) => {
      const form = await ownSiteForm(ctx, sessionAccount(request), request.params);
      if (!form) return { requests: [], upcoming: [] };
      const now = ctx.clock.now();
      const rows = await ctx.db
        .selectFrom('bookings')
        .selectAll()
        .where('form_id', '=', form.form_id)
        .where('status', 'in', ['requested', 'proposed', 'accepted'])
        .where((eb) => eb.or([eb('ends_at', '>', now), eb('proposed_end', '>', now)]))
        .orderBy('starts_at')
        .orderBy('id')
        .execute();
      const shown = rows.map(toOwnerBooking);
      return { requests: shown.filter((each) => each.status !== 'accepted'), upcoming: shown.filter((each) => each.status === 'accepted') };
    },
  });

  routes.get('/:trackId/sites/:host/bookings.csv', {
    schema: {
      tags: ['bookings'],
      description: "All of a site's bookings and requests as CSV, earliest first (UTF-8, every cell quoted, cells that a spreadsheet would take for a formula defused with an apostrophe). The session cookie counts, so a link downloads it.",
      params: siteParams,
    },
    onRequest: requireSession(ctx, { allowCookie: true }),
    handler: async (request, reply) => {
      const form = await ownSiteForm(ctx, sessionAccount(request), request.params);
      const rows = form ? await ctx.db.selectFrom('bookings').selectAll().where('form_id', '=', form.form_id).orderBy('starts_at').orderBy('id').execute() : [];
      const name = { domain: request.params.host, rest: '-bookings.csv' };
      return reply.type('text/csv; charset=utf-8').header('content-disposition', attachmentHeader(name)).header('cache-control', 'no-store').send(bookingsCsv(rows.map(toOwnerBooking)));
    },
  });

  for (const decision of ['accept', 'decline', 'cancel'] as const) {
    routes.post(`/:trackId/sites/:host/bookings/:id/${decision}`, {
      schema: {
        tags: ['bookings'],
        description: { accept: 'Accepts a waiting request, or the time proposed for it (409 when another accepted booking holds the time), and mails the visitor a confirmation with a calendar invitation.', decline: 'Declines a waiting request (or withdraws the time proposed for it) and mails the visitor, with the note.', cancel: 'Cancels an accepted booking, freeing its time, and mails the visitor, with the note.' }[decision],
        params: bookingParams,
        body: bookingDecisionSchema.nullish(),
        response: { 200: ownerBookingSchema, ...errors },
      },
      onRequest: session,
      handler: async (request) => {
        const booking = await ownBooking(request, request.params);
        const decided = await decideBooking(deps, booking.id, decision, request.body?.note ?? '');
        if (decided === 'slot_taken') throw new AppError(409, 'SLOT_TAKEN', bookingsServerTexts.slotTaken);
        if (decided === 'not_waiting') throw new AppError(409, 'NOT_WAITING', bookingsServerTexts.notWaiting);
        if (decided === 'not_accepted') throw new AppError(409, 'NOT_ACCEPTED', bookingsServerTexts.notAccepted);
        return toOwnerBooking(decided);
      },
    });
  }

  registerProposalRoutes(app, deps, { session, ownBooking });
}
