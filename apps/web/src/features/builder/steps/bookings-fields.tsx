import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useBuilderTexts } from '../builder-texts.ts';
import { bookingsOn, hasOpenDays } from '../wizard/booking-values.ts';
import { TextAreaField } from './fields.tsx';
import type { WizardValues } from '../wizard/wizard-values.ts';

/**
 * "Take booking requests": shown once a day is open (a note alone gives no times to book). Until the owner answers,
 * the theme decides: on for the trades that work by appointment.
 */
export function BookingsToggle({ theme }: { theme: string }) {
  const texts = useBuilderTexts();
  const { control, setValue } = useFormContext<WizardValues>();
  const [answer, days] = useWatch({ control, name: ['bookings_on', 'opening_days'] });
  const hintId = useId();
  if (!hasOpenDays({ opening_days: days })) return null;
  return (
    <div className="grid gap-1">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          className="size-4"
          aria-describedby={hintId}
          checked={bookingsOn({ bookings_on: answer }, theme)}
          onChange={(event) => setValue('bookings_on', event.target.checked, { shouldDirty: true })}
        />
        {texts.bookingsLabel}
      </label>
      <p id={hintId} className="text-sm text-slate-500">
        {texts.bookingsHint}
      </p>
    </div>
  );
}

interface RuleLabels {
  legend: string;
  slotLabel: string;
  daysAheadLabel: string;
  noticeLabel: string;
  zoneLabel: string;
  zonePlaceholder: string;
  zoneHint: string;
  offerMinutesLabel: string;
  offerMinutesHint: string;
}

/** The editor's booking part: the toggle (no theme there: the site's own answer holds) and the rules while it is on, per-offer lengths among them. */
export function BookingRulesFields({ labels }: { labels: RuleLabels }) {
  const { control, register } = useFormContext<WizardValues>();
  const on = useWatch({ control, name: 'bookings_on' });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">{labels.legend}</legend>
      <BookingsToggle theme="" />
      {on && (
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField label={labels.slotLabel} type="number" inputMode="numeric" min={10} max={480} {...register('slot_minutes')} />
          <TextField label={labels.daysAheadLabel} type="number" inputMode="numeric" min={1} max={180} {...register('days_ahead')} />
          <TextField label={labels.noticeLabel} type="number" inputMode="numeric" min={0} max={336} {...register('notice_hours')} />
          <div className="sm:col-span-3">
            <TextField label={labels.zoneLabel} maxLength={60} placeholder={labels.zonePlaceholder} {...register('time_zone')} />
            <p className="mt-1.5 text-sm text-slate-500">{labels.zoneHint}</p>
          </div>
          <TextAreaField label={labels.offerMinutesLabel} hint={labels.offerMinutesHint} rows={3} maxLength={3000} className="sm:col-span-3" {...register('offer_minutes')} />
        </div>
      )}
    </fieldset>
  );
}
