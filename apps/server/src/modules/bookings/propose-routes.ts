import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingProposalSchema, bookingsServerTexts, ownerBookingSchema, proposalSlotsSchema } from '@sitecraft/shared/bookings';
import { AppError } from '../../app-error.ts';
import type { BookingRow } from '../../infra/db/schema.ts';
import { errors, siteParams } from '../forms/own-site-form.ts';
import { findForm } from '../forms/site-forms.ts';
import { proposalSlots, proposeAnotherTime, type ProposalDeps } from './booking-proposals.ts';
import { toOwnerBooking } from './owner-booking.ts';

const bookingParams = siteParams.extend({ id: z.coerce.number({ error: 'The booking id must be a whole number.' }).int().min(1).max(2 ** 31 - 1) });

interface OwnerHelpers {
  session: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The booking of the owner's site, or a 404. */
  ownBooking: (request: FastifyRequest, params: z.infer<typeof bookingParams>) => Promise<BookingRow>;
}

/**
 * "Propose another time" on the owner's Bookings page: the free times a waiting request could be moved to (for its
 * offer's length), and the proposal of one of them with a note, mailed to the visitor with signed Accept and Decline links.
 */
export function registerProposalRoutes(app: FastifyInstance, deps: ProposalDeps, { session, ownBooking }: OwnerHelpers): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const formOf = async (booking: BookingRow) => {
    const form = await findForm(deps.ctx.db, booking.form_id);
    if (!form) throw new AppError(404, 'NO_SUCH_BOOKING', bookingsServerTexts.notFound);
    return form;
  };

  routes.get('/:trackId/sites/:host/bookings/:id/free-slots', {
    schema: {
      tags: ['bookings'],
      description: "The free times a request could be moved to, by the site's rules for the length of its offer (times held by accepted bookings and the time asked for left out), local to the business's zone.",
      params: bookingParams,
      response: { 200: proposalSlotsSchema, ...errors },
    },
    onRequest: session,
    handler: async (request) => {
      const booking = await ownBooking(request, request.params);
      const offered = await proposalSlots(deps, await formOf(booking), booking);
      return { time_zone: offered?.time_zone ?? booking.time_zone, slots: offered?.slots ?? [] };
    },
  });

  routes.post('/:trackId/sites/:host/bookings/:id/propose', {
    schema: {
      tags: ['bookings'],
      description:
        'Proposes another time (one of the free-slots) for a request that waits, with a note: the request waits for the visitor then, who is mailed signed 7-day links to accept it (booking it, unless it was taken meanwhile) or decline it. 409 when the time is not free, or the request was decided.',
      params: bookingParams,
      body: bookingProposalSchema,
      response: { 200: ownerBookingSchema, ...errors },
    },
    onRequest: session,
    handler: async (request) => {
      const booking = await ownBooking(request, request.params);
      if (booking.status !== 'requested' && booking.status !== 'proposed') throw new AppError(409, 'NOT_REQUESTED', bookingsServerTexts.notRequested);
      const proposed = await proposeAnotherTime(deps, await formOf(booking), booking, request.body.slot, request.body.note);
      if (proposed === 'slot_not_free') throw new AppError(409, 'SLOT_NOT_FREE', bookingsServerTexts.slotNotFree);
      if (proposed === 'not_waiting') throw new AppError(409, 'NOT_REQUESTED', bookingsServerTexts.notRequested);
      return toOwnerBooking(proposed);
    },
  });
}
