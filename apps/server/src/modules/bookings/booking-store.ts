import { PostgresAdapter } from 'kysely';
import type { Db } from '../../infra/db/database.ts';
import type { BookingRow, BookingStatus } from '../../infra/db/schema.ts';
import { isUniqueViolation } from '../../infra/db/unique-violation.ts';
import type { TakenTime } from './free-slots.ts';

export type BookingRequest = {
  formId: string;
  offer: string | undefined;
  startsAt: number;
  endsAt: number;
  timeZone: string;
  name: string;
  contact: string;
  note: string;
  language: string;
  receivedAt: number;
};

/** Why a booking could not be accepted: another booking holds its time, or it is no longer waiting (at that time). */
export type AcceptRefusal = 'slot_taken' | 'not_waiting';

export async function addBookingRequest(db: Db, request: BookingRequest): Promise<BookingRow> {
  return db
    .insertInto('bookings')
    .values({
      form_id: request.formId,
      status: 'requested',
      offer: request.offer ?? null,
      starts_at: request.startsAt,
      ends_at: request.endsAt,
      time_zone: request.timeZone,
      name: request.name,
      contact: request.contact,
      note: request.note,
      language: request.language,
      received_at: request.receivedAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The times accepted bookings of a form hold from `from` on, for the free slots. */
export async function acceptedTimes(db: Db, formId: string, from: number): Promise<TakenTime[]> {
  const rows = await db.selectFrom('bookings').select(['starts_at', 'ends_at']).where('form_id', '=', formId).where('status', '=', 'accepted').where('ends_at', '>', from).execute();
  return rows.map((row) => ({ start: Number(row.starts_at), end: Number(row.ends_at) }));
}

/** An accept of the time proposed for a request, by the visitor's link: only while that very time is proposed. */
export type ProposalAccept = { proposedStart: number };

/**
 * Accepts a waiting request at its own time, or a request whose owner proposed another time at that time, unless an
 * accepted booking of its form overlaps it. Two accepts at once of one slot: the unique index on (form, accepted_start)
 * lets one commit; of overlapping slots that start apart, the form's row, locked first (PostgreSQL; SQLite has one
 * writer), makes the second see the first. With `proposal` (the visitor's answer) only that proposed time is accepted.
 */
export async function acceptBooking(db: Db, id: number, now: number, proposal?: ProposalAccept): Promise<BookingRow | AcceptRefusal> {
  try {
    return await db.transaction().execute(async (trx) => {
      const booking = await trx.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
      if (!booking) return 'not_waiting';
      const proposed = booking.status === 'proposed' && booking.proposed_start !== null && booking.proposed_end !== null;
      // The visitor's answer accepts only the proposal it names; the owner accepts a request at its time or at the one proposed.
      const acceptable = proposal ? proposed && Number(booking.proposed_start) === proposal.proposedStart : booking.status === 'requested' || proposed;
      if (!acceptable) return 'not_waiting';
      const [start, end] = proposed ? [Number(booking.proposed_start), Number(booking.proposed_end)] : [Number(booking.starts_at), Number(booking.ends_at)];
      const lockForm = trx.selectFrom('site_forms').select('form_id').where('form_id', '=', booking.form_id);
      await (trx.getExecutor().adapter instanceof PostgresAdapter ? lockForm.forUpdate() : lockForm).execute();
      const overlapping = await trx
        .selectFrom('bookings')
        .select('id')
        .where('form_id', '=', booking.form_id)
        .where('status', '=', 'accepted')
        .where('starts_at', '<', end)
        .where('ends_at', '>', start)
        .executeTakeFirst();
      if (overlapping) return 'slot_taken';
      const accepted = await trx
        .updateTable('bookings')
        .set({ status: 'accepted', starts_at: start, ends_at: end, accepted_start: start, decided_at: now })
        .where('id', '=', id)
        .where('status', '=', booking.status)
        // A proposal changed meanwhile is not the one accepted.
        .$if(proposed, (query) => query.where('proposed_start', '=', start))
        .returningAll()
        .executeTakeFirst();
      return accepted ?? 'not_waiting';
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'slot_taken';
    throw error;
  }
}

/**
 * Proposes another time for a request that waits (for the owner, or for the visitor's answer to an earlier proposal,
 * whose links then no longer act), with the owner's note; undefined when the request no longer waits.
 */
export async function proposeTime(db: Db, id: number, time: TakenTime, note: string, now: number): Promise<BookingRow | undefined> {
  return db
    .updateTable('bookings')
    .set({ status: 'proposed', proposed_start: time.start, proposed_end: time.end, decided_at: now, decision_note: note || null })
    .where('id', '=', id)
    .where('status', 'in', ['requested', 'proposed'])
    .returningAll()
    .executeTakeFirst();
}

/** The visitor declines the time proposed for their request (that very time): the request is closed; undefined when it was not proposed. */
export async function declineProposal(db: Db, id: number, proposedStart: number, now: number): Promise<BookingRow | undefined> {
  return db
    .updateTable('bookings')
    .set({ status: 'declined', decided_at: now })
    .where('id', '=', id)
    .where('status', '=', 'proposed')
    .where('proposed_start', '=', proposedStart)
    .returningAll()
    .executeTakeFirst();
}

/** Declines a waiting request (or withdraws a time proposed for it), or cancels an accepted booking, with the owner’s note; undefined when it was neither. */
export async function closeBooking(db: Db, id: number, status: Extract<BookingStatus, 'declined' | 'cancelled'>, note: string, now: number): Promise<BookingRow | undefined> {
  return db
    .updateTable('bookings')
    .set({ status, accepted_start: null, decided_at: now, decision_note: note || null })
    .where('id', '=', id)
    .where('status', 'in', status === 'declined' ? ['requested', 'proposed'] : ['accepted'])
    .returningAll()
    .executeTakeFirst();
}

/**
 * Deletes the bookings whose time ended more than the form's retention ago (FORM_RETENTION_DAYS, as its messages), in
 * whatever state; returns how many.
 */
export async function deleteExpiredBookings(db: Db, now: number, retentionDays: number): Promise<number> {
  const before = now - retentionDays * 24 * 3_600_000;
  // A time proposed later than the one asked for counts as well.
  const deleted = await db
    .deleteFrom('bookings')
    .where('ends_at', '<', before)
    .where((eb) => eb.or([eb('proposed_end', 'is', null), eb('proposed_end', '<', before)]))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
