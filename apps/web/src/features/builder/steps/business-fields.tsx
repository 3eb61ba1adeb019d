import { parseOfferLines } from '@sitecraft/shared/generation';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useBuilderTexts } from '../builder-texts.ts';
import { offersProblem } from '../wizard/business-facts-values.ts';
import type { WizardValues } from '../wizard/wizard-values.ts';
import { ListPreview, TextAreaField } from './fields.tsx';
import { YearFoundedField } from './owner-facts-fields.tsx';

/** What the business offers, one offer a line with an optional price, shown as it is read; optional. */
export function OffersField() {
  const texts = useBuilderTexts();
  const { control, register } = useFormContext<WizardValues>();
  const offers = useWatch({ control, name: 'offers' });
  const problem = offersProblem(offers);
  const read = parseOfferLines(offers).map((offer) => (offer.price ? `${offer.name} · ${offer.price}` : offer.name));
  return (
    <div>
      <TextAreaField label={texts.offersLabel} rows={4} placeholder={texts.offersPlaceholder} hint={texts.offersHint} error={problem && `${problem} ${texts.leftOut}`} {...register('offers')} />
      <ListPreview label={texts.offersRead} entries={read} />
    </div>
  );
}

/** Step 2, beside the description: the business name, the year it was founded and what it offers; all optional. */
export function BusinessFields() {
  const texts = useBuilderTexts();
  const { register } = useFormContext<WizardValues>();
  return (
    <div className="grid content-start gap-5">
      <TextField label={texts.businessNameLabel} maxLength={120} autoComplete="organization" placeholder={texts.businessNamePlaceholder} {...register('business_name')} />
      <YearFoundedField />
      <OffersField />
    </div>
  );
}
