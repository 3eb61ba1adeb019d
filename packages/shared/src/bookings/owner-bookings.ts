import { z } from 'zod';

export const bookingStatuses = ['requested', 'accepted', 'declined', 'cancelled'] as const;

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
});
export type OwnerBooking = z.infer<typeof ownerBookingSchema>;

/** A site's Bookings page: the requests waiting, and the accepted bookings to come, both earliest first. */
export const ownerBookingsSchema = z.object({ requests: z.array(ownerBookingSchema), upcoming: z.array(ownerBookingSchema) });
export type OwnerBookings = z.infer<typeof ownerBookingsSchema>;

/** The requests waiting for a decision on each of the account's sites (sites with none are left out), for My sites' badges. */
export const waitingRequestsSchema = z.object({ sites: z.array(z.object({ track_id: z.string(), host: z.string(), requests: z.number() })) });
export type WaitingRequests = z.infer<typeof waitingRequestsSchema>;

/** Decline or Cancel, with a note the visitor's mail carries. */
export const bookingDecisionSchema = z.object({ note: z.string({ error: 'The note must be text.' }).trim().max(1000, { error: 'The note may be at most 1,000 characters long.' }).default('') });

/** The server's answers about bookings, shown to the owner as they are. */
export const bookingsServerTexts = {
  notFound: 'This booking does not exist, or it is not yours.',
  slotTaken: 'Another accepted booking already holds this time: this request cannot be accepted. Decline it, or ask the visitor for another time.',
  notWaiting: 'This request has already been decided.',
  notAccepted: 'Only an accepted booking can be cancelled.',
} as const;
