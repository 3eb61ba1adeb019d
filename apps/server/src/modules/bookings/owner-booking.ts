import type { OwnerBooking } from '@sitecraft/shared/bookings';
import { DateTime } from 'luxon';
import type { BookingRow } from '../../infra/db/schema.ts';

/** A booking as the owner's list shows it, its local day and time in its zone. */
export function toOwnerBooking(row: BookingRow): OwnerBooking {
  const local = DateTime.fromMillis(Number(row.starts_at), { zone: row.time_zone });
  const proposed = row.proposed_start === null || row.proposed_end === null ? undefined : DateTime.fromMillis(Number(row.proposed_start), { zone: row.time_zone });
  return {
    id: Number(row.id),
    status: row.status,
    offer: row.offer,
    starts_at: Number(row.starts_at),
    ends_at: Number(row.ends_at),
    time_zone: row.time_zone,
    day: local.toISODate()!,
    time: local.toFormat('HH:mm'),
    name: row.name,
    contact: row.contact,
    note: row.note,
    received_at: Number(row.received_at),
    decision_note: row.decision_note,
    proposed: proposed ? { starts_at: Number(row.proposed_start), ends_at: Number(row.proposed_end), day: proposed.toISODate()!, time: proposed.toFormat('HH:mm') } : null,
  };
}
