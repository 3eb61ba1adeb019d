import type { OwnerBooking } from '@sitecraft/shared/bookings';
import { csvCell } from '../forms/messages-csv.ts';

const columns = ['day', 'time', 'time_zone', 'starts_at_utc', 'status', 'offer', 'name', 'contact', 'note', 'received_at', 'decision_note', 'proposed_day', 'proposed_time'] as const;

/**
 * A site's bookings as CSV for a spreadsheet, as its messages are (see messagesCsv): a byte-order mark, CRLF line ends,
 * every cell quoted, and no cell read as a formula, whatever a visitor typed. Day and time (and those of a time the owner proposed instead) are local to the booking's zone.
 */
export function bookingsCsv(bookings: readonly OwnerBooking[]): string {
  const rows = bookings.map((booking) =>
    [
      booking.day,
      booking.time,
      booking.time_zone,
      new Date(booking.starts_at).toISOString(),
      booking.status,
      booking.offer ?? '',
      booking.name,
      booking.contact,
      booking.note,
      new Date(booking.received_at).toISOString(),
      booking.decision_note ?? '',
      booking.proposed?.day ?? '',
      booking.proposed?.time ?? '',
    ]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[columns.join(','), ...rows].join('\r\n')}\r\n`;
}
