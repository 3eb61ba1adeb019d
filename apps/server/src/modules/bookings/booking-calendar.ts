import { createEvent } from 'ics';
import type { BookingRow } from '../../infra/db/schema.ts';

export type CalendarEvent = { title: string; description: string; location: string | undefined; organizer: { name: string; email: string | undefined } };

/**
 * The iCalendar invitation of a confirmed booking: its exact instants (UTC, so any calendar shows them in its own zone)
 * and a stable UID, so a later change of the same booking replaces it in the visitor's calendar.
 */
export function bookingCalendar(booking: Pick<BookingRow, 'id' | 'form_id' | 'starts_at' | 'ends_at'>, event: CalendarEvent, stamp: number): string {
  const { error, value } = createEvent({
    productId: 'sitecraft/bookings',
    method: 'PUBLISH',
    uid: `booking-${booking.id}-${booking.form_id}@sitecraft`,
    start: Number(booking.starts_at),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Number(booking.ends_at),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    description: event.description,
    ...(event.location ? { location: event.location } : {}),
    status: 'CONFIRMED',
    // An organiser is an address in iCalendar: a business without an email has none.
    ...(event.organizer.email ? { organizer: { name: event.organizer.name, email: event.organizer.email } } : {}),
    created: stamp,
  });
  if (error || !value) throw error ?? new Error('the booking’s calendar event could not be written');
  return value;
}
