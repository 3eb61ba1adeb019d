import { weekdays, type Weekday } from '@sitecraft/shared/generation';
import { useId } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useBuilderTexts } from '../builder-texts.ts';
import { dayProblem, emailProblem } from '../wizard/business-facts-values.ts';
import type { WizardValues } from '../wizard/wizard-values.ts';

// On a phone a tap opens the system's time picker, so its icon gives way to keep a day on one row at 390 px.
const timeClass = (invalid: boolean) =>
  `min-h-10 w-[5.75rem] rounded-lg border bg-white px-2 py-1.5 text-sm tabular-nums shadow-xs outline-none transition focus:ring-3 max-sm:[&::-webkit-calendar-picker-indicator]:hidden sm:w-[7.25rem] ${
    invalid ? 'border-red-400 focus:ring-red-100' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
  }`;

/**
 * Step 6: the contact email, optional; a bad one is named once the person has left the field. The message takes the
 * hint's place in room kept for it, so it never pushes Next or a day's switch from under a pointer pressing it just then.
 */
export function ContactEmailField() {
  const texts = useBuilderTexts();
  const { control, register } = useFormContext<WizardValues>();
  const email = useWatch({ control, name: 'contact_email' });
  const { touchedFields } = useFormState({ control, name: 'contact_email' });
  const problem = touchedFields.contact_email ? emailProblem(email) : undefined;
  const hintId = useId();
  return (
    <div className="min-h-29">
      <TextField
        label={texts.emailLabel}
        type="email"
        maxLength={254}
        autoComplete="email"
        placeholder={texts.emailPlaceholder}
        error={problem && `${problem} ${texts.leftOut}`}
        {...(problem ? {} : { 'aria-describedby': hintId })}
        {...register('contact_email')}
      />
      {!problem && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {texts.emailHint}
        </p>
      )}
    </div>
  );
}

/** One weekday: an open/closed switch, and when open its opening and closing times. */
function DayRow({ day }: { day: Weekday }) {
  const texts = useBuilderTexts();
  const { control, register } = useFormContext<WizardValues>();
  const hours = useWatch({ control, name: `opening_days.${day}` });
  const problem = dayProblem(hours);
  const errorId = useId();
  const name = texts.dayNames[day];
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1.5 px-3 py-2 sm:gap-x-3 sm:px-4">
      <label className="flex min-h-10 cursor-pointer items-center gap-2.5 sm:w-36 sm:gap-3">
        {/* The real checkbox lies see-through over the drawn switch, so it is what a pointer or a finger presses. */}
        <span className="relative flex shrink-0">
          <input type="checkbox" role="switch" className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0" {...register(`opening_days.${day}.open`)} />
          <span
            aria-hidden="true"
            className="relative h-6 w-10 rounded-full bg-slate-300 transition-colors after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow-sm after:transition-transform peer-checked:bg-brand-600 peer-checked:after:translate-x-4 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
          />
        </span>
        <span className="w-8 text-sm font-medium text-slate-800 sm:w-auto">
          <span aria-hidden="true" className="sm:hidden">
            {texts.dayShort[day]}
          </span>
          <span className="max-sm:sr-only">{name}</span>
        </span>
      </label>
      {hours.open ? (
        <div className="ml-auto flex items-center gap-1.5 sm:ml-0">
          <input type="time" aria-label={texts.opensLabel(name)} className={timeClass(false)} {...register(`opening_days.${day}.opens`)} />
          <span aria-hidden="true" className="text-slate-400">
            –
          </span>
          <input
            type="time"
            aria-label={texts.closesLabel(name)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            className={timeClass(problem !== undefined)}
            {...register(`opening_days.${day}.closes`)}
          />
        </div>
      ) : (
        <span className="ml-auto text-sm text-slate-500 sm:ml-0">{texts.closed}</span>
      )}
      {problem && (
        <p id={errorId} className="w-full text-sm text-red-700 sm:pl-39">
          {problem} {texts.leftOut}
        </p>
      )}
    </li>
  );
}

/** Step 6: opening hours by weekday, or a free note such as "by appointment", or both; all optional. */
export function OpeningHoursFields() {
  const texts = useBuilderTexts();
  const { register } = useFormContext<WizardValues>();
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="grid gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">{texts.hoursLegend}</legend>
      <p id={hintId} className="text-sm text-slate-500">
        {texts.hoursHint}
      </p>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-slate-50/50">
        {weekdays.map((day) => (
          <DayRow key={day} day={day} />
        ))}
      </ul>
      <TextField label={texts.hoursNoteLabel} maxLength={120} placeholder={texts.hoursNotePlaceholder} {...register('opening_note')} />
    </fieldset>
  );
}
