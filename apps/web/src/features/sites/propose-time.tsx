import type { OwnerBooking } from '@sitecraft/shared/bookings';
import { useId, useState } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { useProposalSlots } from './bookings-api.ts';
import { useBookingsTexts } from './bookings-texts.ts';

/**
 * "Propose another time" for a request: one of the free times for its offer's length, in a select grouped by day
 * (the days as the interface's language writes them), and a note for the visitor's mail.
 */
export function ProposeTime({ trackId, host, booking, dayLabel, busy, onPropose, onKeep }: {
  trackId: string;
  host: string;
  booking: OwnerBooking;
  dayLabel: (day: string) => string;
  busy: boolean;
  onPropose(slot: string, note: string): void;
  onKeep(): void;
}) {
  const texts = useBookingsTexts();
  const slots = useProposalSlots(trackId, host, booking.id);
  const [slot, setSlot] = useState('');
  const [note, setNote] = useState('');
  const slotId = useId();
  const noteId = useId();
  const hintId = useId();
  const free = slots.data?.slots ?? [];
  const days = [...new Set(free.map((each) => each.day))];
  return (
    <form
      className="flex w-full flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (slot) onPropose(slot, note);
      }}
    >
      {slots.isPending && <p className="text-sm text-slate-600">{texts.loadingSlots}</p>}
      {slots.isError && <p className="text-sm text-red-700">{texts.failed}</p>}
      {slots.data && free.length === 0 && <p className="text-sm text-slate-600">{texts.noFreeSlots}</p>}
      {free.length > 0 && (
        <>
          <label htmlFor={slotId} className="text-sm font-medium text-slate-700">
            {texts.proposeSlot(slots.data!.time_zone)}
          </label>
          <select id={slotId} required value={slot} aria-describedby={hintId} onChange={(event) => setSlot(event.target.value)} className="rounded-lg border border-slate-300 bg-white p-2 text-sm">
            <option value="">{texts.proposeChoose}</option>
            {days.map((day) => (
              <optgroup key={day} label={dayLabel(day)}>
                {free
                  .filter((each) => each.day === day)
                  .map((each) => (
                    <option key={each.start} value={`${each.day}T${each.time}`}>
                      {each.time}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          <p id={hintId} className="text-sm text-slate-600">
            {texts.proposeHint}
          </p>
          <label htmlFor={noteId} className="text-sm font-medium text-slate-700">
            {texts.noteLabel}
          </label>
          <textarea id={noteId} value={note} maxLength={1000} rows={3} onChange={(event) => setNote(event.target.value)} className="rounded-lg border border-slate-300 p-2 text-sm" />
        </>
      )}
      <div className="flex gap-2">
        {free.length > 0 && (
          <Button size="sm" type="submit" disabled={busy || !slot}>
            {texts.proposeSend}
          </Button>
        )}
        <Button size="sm" variant="secondary" type="button" onClick={onKeep}>
          {texts.keep}
        </Button>
      </div>
    </form>
  );
}
