import { z } from 'zod';

/**
 * Where a booking stands: waiting for the owner, another time proposed by the owner and waiting for the visitor,
 * accepted, declined (by the owner, or by the visitor of a proposed time), or cancelled after accepting.
 */
export const bookingStatuses = ['requested', 'proposed', 'accepted', 'declined', 'cancelled'] as const;

/** One booking request as its site's owner sees it in My sites: the local day and time are in `time_zone`. */
export const ownerBookingSchema = z.object({
  id: z.number(),
  status: z.enum(bookingStatuses),
  offer: z.string().nullable(),
  starts_at: z.number(),
  ends_at: z.number(),
  time_zone: z.string(),
  day: z.string(),
  time: z.string(),
  name: z.string(),
  contact: z.string(),
  note: z.string(),
  received_at: z.number(),
  decision_note: z.string().nullable(),
  /** The time the owner proposed instead, while it waits for the visitor: its instant and its local day and time in `time_zone`. */
  proposed: z.object({ starts_at: z.number(), ends_at: z.number(), day: z.string(), time: z.string() }).nullable(),
});
export type OwnerBooking = z.infer<typeof ownerBookingSchema>;

/** A site's Bookings page: the requests waiting (for the owner, or for the visitor's answer to a proposed time), and the accepted bookings to come, both earliest first. */
export const ownerBookingsSchema = z.object({ requests: z.array(ownerBookingSchema), upcoming: z.array(ownerBookingSchema) });
export type OwnerBookings = z.infer<typeof ownerBookingsSchema>;

/** The requests waiting for a decision on each of the account's sites (sites with none are left out), for My sites' badges. */
export const waitingRequestsSchema = z.object({ sites: z.array(z.object({ track_id: z.string(), host: z.string(), requests: z.number() })) });
export type WaitingRequests = z.infer<typeof waitingRequestsSchema>;

/** Decline or Cancel, with a note the visitor's mail carries. */
export const bookingDecisionSchema = z.object({ note: z.string({ error: 'The note must be text.' }).trim().max(1000, { error: 'The note may be at most 1,000 characters long.' }).default('') });

/** The free times a request could be moved to, by the site's rules for its offer's length: local days and times in `time_zone`. */
export const proposalSlotsSchema = z.object({ time_zone: z.string(), slots: z.array(z.object({ start: z.string(), day: z.string(), time: z.string() })) });
export type ProposalSlots = z.infer<typeof proposalSlotsSchema>;

/** "Propose another time": one of the free times (`2027-03-28T10:00`, local to the business) and a note the visitor's mail carries. */
export const bookingProposalSchema = z.object({
  slot: z.string({ error: 'Choose a day and time.' }).regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, { error: 'Choose a day and time.' }),
  note: z.string({ error: 'The note must be text.' }).trim().max(1000, { error: 'The note may be at most 1,000 characters long.' }).default(''),
});
export type BookingProposal = z.infer<typeof bookingProposalSchema>;

/** The server's answers about bookings, shown to the owner as they are. */
export const bookingsServerTexts = {
  notFound: 'This booking does not exist, or it is not yours.',
  slotTaken: 'Another accepted booking already holds this time: this request cannot be accepted. Decline it, or ask the visitor for another time.',
  notWaiting: 'This request has already been decided.',
  notRequested: 'Another time can only be proposed for a request that waits for your decision.',
  notAccepted: 'Only an accepted booking can be cancelled.',
  slotNotFree: 'This time is not free any more (or not bookable by the site’s rules). Choose another one.',
} as const;
