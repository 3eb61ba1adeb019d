import type { OwnerBooking } from '@sitecraft/shared/bookings';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeApiError } from '../../shared/api/api-client.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { bookingsCsvUrl, useBookings, useDecideBooking, useProposeTime, type BookingDecision } from './bookings-api.ts';
import { useBookingsTexts } from './bookings-texts.ts';
import { ProposeTime } from './propose-time.tsx';

/** What the items of the lists do: decide, propose another time (then `done`), for the site at `trackId` and `host`. */
interface Actions {
  trackId: string;
  host: string;
  decide(booking: OwnerBooking, decision: BookingDecision, note?: string): void;
  propose(booking: OwnerBooking, slot: string, note: string, done: () => void): void;
  busy: boolean;
}

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

function BookingItem({ booking, actions }: { booking: OwnerBooking; actions: Actions }) {
  const texts = useBookingsTexts();
  const dayLabel = useDayLabel();
  const [mode, setMode] = useState<'buttons' | 'note' | 'propose'>('buttons');
  const { decide, busy } = actions;
  // A request waits for the owner, or (another time proposed) for the visitor; either may be declined or moved.
  const waiting = booking.status === 'requested' || booking.status === 'proposed';
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <p className="font-semibold text-slate-900">
        {booking.time} · {booking.name} · {booking.contact}
      </p>
      {booking.offer && <p className="text-sm text-slate-700">{booking.offer}</p>}
      {booking.note && <p className="whitespace-pre-wrap break-words text-sm text-slate-600">{booking.note}</p>}
      {booking.status === 'proposed' && booking.proposed && <p className="text-sm font-medium text-amber-800">{texts.proposedStatus(dayLabel(booking.proposed.day), booking.proposed.time)}</p>}
      {mode === 'note' && (
        <NoteAndConfirm label={waiting ? texts.confirmDecline : texts.confirmCancel} busy={busy} onKeep={() => setMode('buttons')} onConfirm={(note) => decide(booking, waiting ? 'decline' : 'cancel', note)} />
      )}
      {mode === 'propose' && (
        <ProposeTime
          trackId={actions.trackId}
          host={actions.host}
          booking={booking}
          dayLabel={dayLabel}
          busy={busy}
          onKeep={() => setMode('buttons')}
          onPropose={(slot, note) => actions.propose(booking, slot, note, () => setMode('buttons'))}
        />
      )}
      {mode === 'buttons' && (
        <div className="flex flex-wrap gap-2">
          {booking.status === 'requested' && (
            <Button size="sm" disabled={busy} onClick={() => decide(booking, 'accept')}>
              {texts.accept}
            </Button>
          )}
          {waiting && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setMode('propose')}>
              {texts.propose}
            </Button>
          )}
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setMode('note')}>
            {waiting ? texts.decline : texts.cancel}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The bookings of a list by local day, earliest first, each day under its heading. */
function ByDay({ bookings, actions, empty }: { bookings: OwnerBooking[]; actions: Actions; empty: string }) {
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
                <BookingItem key={booking.id} booking={booking} actions={actions} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** /sites/:trackId/:host/bookings: a site's booking requests (Accept, Propose another time, Decline with a note), its bookings to come by day (Cancel) and a CSV of all. */
export function BookingsPage() {
  const texts = useBookingsTexts();
  const { trackId = '', host = '' } = useParams();
  const bookings = useBookings(trackId, host);
  const decision = useDecideBooking(trackId, host);
  const proposal = useProposeTime(trackId, host);
  const actions: Actions = {
    trackId,
    host,
    decide: (booking, what, note) => decision.mutate({ id: booking.id, decision: what, note }),
    propose: (booking, slot, note, done) => proposal.mutate({ id: booking.id, slot, note }, { onSuccess: done }),
    busy: decision.isPending || proposal.isPending,
  };
  const failure = decision.error ?? proposal.error;
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
      {failure && <Alert tone="error">{describeApiError(failure, { fallback: texts.failed, noAnswer: texts.noAnswer })}</Alert>}
      {bookings.isPending && <p className="text-sm text-slate-600">{texts.loading}</p>}
      {bookings.isError && <Alert tone="error">{texts.loadFailed}</Alert>}
      {bookings.data && (
        <>
          <section aria-labelledby="requests-heading" className="flex flex-col gap-3">
            <h2 id="requests-heading" className="text-lg font-bold text-slate-900">
              {texts.requests(bookings.data.requests.length)}
            </h2>
            <ByDay bookings={bookings.data.requests} actions={actions} empty={texts.noRequests} />
          </section>
          <section aria-labelledby="upcoming-heading" className="flex flex-col gap-3">
            <h2 id="upcoming-heading" className="text-lg font-bold text-slate-900">
              {texts.upcoming}
            </h2>
            <ByDay bookings={bookings.data.upcoming} actions={actions} empty={texts.noUpcoming} />
          </section>
        </>
      )}
    </main>
  );
}
