import { splitList } from '@sitecraft/shared/generation';
import { useId } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useBuilderTexts } from '../builder-texts.ts';
import { areasProblem, paymentsProblem, yearProblem } from '../wizard/owner-facts-values.ts';
import type { WizardValues } from '../wizard/wizard-values.ts';
import { ListPreview } from './fields.tsx';

/** The year the business was founded, optional; a year that cannot be is named once the person has left the field. */
export function YearFoundedField() {
  const texts = useBuilderTexts();
  const { control, register } = useFormContext<WizardValues>();
  const year = useWatch({ control, name: 'year_founded' });
  const { touchedFields } = useFormState({ control, name: 'year_founded' });
  const problem = touchedFields.year_founded ? yearProblem(year) : undefined;
  return (
    <TextField
      label={texts.yearLabel}
      inputMode="numeric"
      maxLength={4}
      placeholder={texts.yearPlaceholder}
      error={problem && `${problem} ${texts.leftOut}`}
      className="sm:max-w-48"
      {...register('year_founded')}
    />
  );
}

interface ListFactFieldProps {
  name: 'areas_served' | 'payment_methods';
  label: string;
  placeholder: string;
  hint: string;
  problemOf(text: string): string | undefined;
}

/** A comma-separated fact, its entries shown as chips as they are read; what the server would refuse is named under it. */
function ListFactField({ name, label, placeholder, hint, problemOf }: ListFactFieldProps) {
  const texts = useBuilderTexts();
  const { control, register } = useFormContext<WizardValues>();
  const value = useWatch({ control, name });
  const problem = problemOf(value);
  const hintId = useId();
  return (
    <div>
      <TextField label={label} maxLength={1000} placeholder={placeholder} error={problem && `${problem} ${texts.leftOut}`} {...(problem ? {} : { 'aria-describedby': hintId })} {...register(name)} />
      {!problem && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
      <ListPreview label={label} entries={splitList(value)} />
    </div>
  );
}

/** The towns or districts the business works in, comma separated; optional. */
export function AreasServedField() {
  const texts = useBuilderTexts();
  return <ListFactField name="areas_served" label={texts.areasLabel} placeholder={texts.areasPlaceholder} hint={texts.areasHint} problemOf={areasProblem} />;
}

/** How customers can pay, comma separated; optional. */
export function PaymentMethodsField() {
  const texts = useBuilderTexts();
  return <ListFactField name="payment_methods" label={texts.paymentsLabel} placeholder={texts.paymentsPlaceholder} hint={texts.paymentsHint} problemOf={paymentsProblem} />;
}
