import { useId } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useBuilderTexts } from '../builder-texts.ts';
import { emptyReview, fullReviews, maxReviews, reviewProblems } from '../wizard/owner-facts-values.ts';
import type { WizardValues } from '../wizard/wizard-values.ts';
import { TextAreaField } from './fields.tsx';

/** One review: the words, the name as allowed, where it was given; each field's problem under it once the person has left it. */
function ReviewFields({ index, onRemove }: { index: number; onRemove(): void }) {
  const texts = useBuilderTexts();
  const { control, register } = useFormContext<WizardValues>();
  const [review] = fullReviews([useWatch({ control, name: `reviews.${index}` })]);
  const { touchedFields, isSubmitted } = useFormState({ control, name: `reviews.${index}` });
  const touched = touchedFields.reviews?.[index];
  const problems = review ? reviewProblems(review) : {};
  const shown = (field: 'quote' | 'name' | 'source') => (isSubmitted || touched?.[field] ? problems[field] : undefined) && `${problems[field]} ${texts.leftOut}`;
  const nameHintId = useId();
  const number = index + 1;
  const nameProblem = shown('name');
  return (
    <li>
      <fieldset className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50/50 p-3 @lg:grid-cols-2 @lg:p-4">
        <legend className="sr-only">{texts.reviewLegend(number)}</legend>
        <div className="flex items-center justify-between gap-3 @lg:col-span-2">
          <span aria-hidden="true" className="text-sm font-semibold text-slate-800">
            {texts.reviewLegend(number)}
          </span>
          <Button type="button" variant="ghost" size="sm" aria-label={texts.removeReviewLabel(number)} onClick={onRemove}>
            {texts.removeReview}
          </Button>
        </div>
        <TextAreaField label={texts.reviewQuoteLabel} rows={3} maxLength={600} placeholder={texts.reviewQuotePlaceholder} error={shown('quote')} className="@lg:col-span-2 [&>textarea]:min-h-24" {...register(`reviews.${index}.quote`)} />
        <div>
          <TextField label={texts.reviewNameLabel} maxLength={60} placeholder={texts.reviewNamePlaceholder} error={nameProblem} {...(nameProblem ? {} : { 'aria-describedby': nameHintId })} {...register(`reviews.${index}.name`)} />
          {!nameProblem && (
            <p id={nameHintId} className="mt-1.5 text-sm text-slate-500">
              {texts.reviewNameHint}
            </p>
          )}
        </div>
        <TextField label={texts.reviewSourceLabel} maxLength={60} placeholder={texts.reviewSourcePlaceholder} error={shown('source')} {...register(`reviews.${index}.source`)} />
      </fieldset>
    </li>
  );
}

/** Up to six reviews, each added and removed on its own; all optional. */
export function ReviewsFields() {
  const texts = useBuilderTexts();
  const { control } = useFormContext<WizardValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'reviews' });
  const hintId = useId();
  const full = fields.length >= maxReviews;
  return (
    <fieldset aria-describedby={hintId} className="@container grid gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">{texts.reviewsLegend}</legend>
      <p id={hintId} className="text-sm text-slate-500">
        {texts.reviewsHint(maxReviews)}
      </p>
      {fields.length > 0 && (
        <ol className="grid gap-3">
          {fields.map((field, index) => (
            <ReviewFields key={field.id} index={index} onRemove={() => remove(index)} />
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" size="sm" disabled={full} onClick={() => append({ ...emptyReview })}>
          {texts.addReview}
        </Button>
        {full && <span className="text-sm text-slate-500">{texts.reviewsFull(maxReviews)}</span>}
      </div>
    </fieldset>
  );
}
