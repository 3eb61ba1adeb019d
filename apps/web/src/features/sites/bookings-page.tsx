import type { OwnerBooking } from '@sitecraft/shared/bookings';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeApiError } from '../../shared/api/api-client.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { bookingsCsvUrl, useBookings, useDecideBooking, type BookingDecision } from './bookings-api.ts';
import { useBookingsTexts } from './bookings-texts.ts';

type Decide = (booking: OwnerBooking, decision: BookingDecision, note?: string) => void;

/** "Monday 24 November": a booking's local day, as the interface's language writes it. */
function useDayLabel() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    return (day: string) => format.format(new Date(`${day}T12:00:00Z`));
  }, [language]);
}

/** Decline or Cancel: asks for the note the visitor's mail carries before it is sent. */
function NoteAndConfirm({ label, onConfirm, onKeep, busy }: { label: string; onConfirm(note: string): void; onKeep(): void; busy: boolean }) {
  const texts = useBookingsTexts();
  const [note, setNote] = useState('');
  const id = useId();
  return (
    <div className="flex w-full flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {texts.noteLabel}
      </label>
      <textarea id={id} value={note} maxLength={1000} rows={3} onChange={(event) => setNote(event.target.value)} className="rounded-lg border border-slate-300 p-2 text-sm" />
      <div className="flex gap-2">
        <Button size="sm" disabled={busy} onClick={() => onConfirm(note)}>
          {label}
        </Button>
        <Button size="sm" variant="secondary" onClick={onKeep}>
          {texts.keep}
        </Button>
      </div>
    </div>
  );
}

function BookingItem({ booking, decide, busy }: { booking: OwnerBooking; decide: Decide; busy: boolean }) {
  const texts = useBookingsTexts();
  const [asking, setAsking] = useState(false);
  const waiting = booking.status === 'requested';
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <p className="font-semibold text-slate-900">
        {booking.time} · {booking.name} · {booking.contact}
      </p>
      {booking.offer && <p className="text-sm text-slate-700">{booking.offer}</p>}
      {booking.note && <p className="whitespace-pre-wrap break-words text-sm text-slate-600">{booking.note}</p>}
      {asking ? (
        <NoteAndConfirm label={waiting ? texts.confirmDecline : texts.confirmCancel} busy={busy} onKeep={() => setAsking(false)} onConfirm={(note) => decide(booking, waiting ? 'decline' : 'cancel', note)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          {waiting && (
            <Button size="sm" disabled={busy} onClick={() => decide(booking, 'accept')}>
              {texts.accept}
            </Button>
          )}
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setAsking(true)}>
            {waiting ? texts.decline : texts.cancel}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The bookings of a list by local day, earliest first, each day under its heading. */
function ByDay({ bookings, decide, busy, empty }: { bookings: OwnerBooking[]; decide: Decide; busy: boolean; empty: string }) {
  const texts = useBookingsTexts();
  const dayLabel = useDayLabel();
  if (bookings.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  const days = [...new Set(bookings.map((booking) => booking.day))];
  return (
    <div className="flex flex-col gap-4">
      {days.map((day) => (
        <section key={day} aria-label={dayLabel(day)} className="flex flex-col gap-2">
          <h3 className="text-sm font-bold uppercase tracking-wide text-slate-500">
            {dayLabel(day)} <span className="font-normal normal-case">({texts.zone(bookings.find((booking) => booking.day === day)!.time_zone)})</span>
          </h3>
          <ul className="flex flex-col gap-2">
            {bookings
              .filter((booking) => booking.day === day)
              .map((booking) => (
                <BookingItem key={booking.id} booking={booking} decide={decide} busy={busy} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** /sites/:trackId/:host/bookings: a site's booking requests (Accept, Decline with a note), its bookings to come by day (Cancel) and a CSV of all. */
export function BookingsPage() {
  const texts = useBookingsTexts();
  const { trackId = '', host = '' } = useParams();
  const bookings = useBookings(trackId, host);
  const decision = useDecideBooking(trackId, host);
  const decide: Decide = (booking, what, note) => decision.mutate({ id: booking.id, decision: what, note });
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-1">
        <Link to="/sites" className="self-start text-sm font-semibold text-brand-700 underline">
          {texts.back}
        </Link>
        <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl">{texts.title(host)}</h1>
      </div>
      <a href={bookingsCsvUrl(trackId, host)} download className={`${buttonClass('secondary', '', 'sm')} self-start`}>
        {texts.exportCsv}
      </a>
      {decision.isError && <Alert tone="error">{describeApiError(decision.error, { fallback: texts.failed, noAnswer: texts.noAnswer })}</Alert>}
      {bookings.isPending && <p className="text-sm text-slate-600">{texts.loading}</p>}
      {bookings.isError && <Alert tone="error">{texts.loadFailed}</Alert>}
      {bookings.data && (
        <>
          <section aria-labelledby="requests-heading" className="flex flex-col gap-3">
            <h2 id="requests-heading" className="text-lg font-bold text-slate-900">
              {texts.requests(bookings.data.requests.length)}
            </h2>
            <ByDay bookings={bookings.data.requests} decide={decide} busy={decision.isPending} empty={texts.noRequests} />
          </section>
          <section aria-labelledby="upcoming-heading" className="flex flex-col gap-3">
            <h2 id="upcoming-heading" className="text-lg font-bold text-slate-900">
              {texts.upcoming}
            </h2>
            <ByDay bookings={bookings.data.upcoming} decide={decide} busy={decision.isPending} empty={texts.noUpcoming} />
          </section>
        </>
      )}
    </main>
  );
}
