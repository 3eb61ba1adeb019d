import { parseOfferLines } from '@sitecraft/shared/generation';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { builderTexts as texts } from '../builder-texts.ts';
import { offersProblem } from '../wizard/business-facts-values.ts';
import type { WizardValues } from '../wizard/wizard-values.ts';
import { ListPreview, TextAreaField } from './fields.tsx';

/** Step 2, beside the description: the business name and what it offers, one offer a line; both optional. */
export function BusinessFields() {
  const { control, register } = useFormContext<WizardValues>();
  const offers = useWatch({ control, name: 'offers' });
  const problem = offersProblem(offers);
  const read = parseOfferLines(offers).map((offer) => (offer.price ? `${offer.name} · ${offer.price}` : offer.name));
  return (
    <div className="grid content-start gap-5">
      <TextField label={texts.businessNameLabel} maxLength={120} autoComplete="organization" placeholder={texts.businessNamePlaceholder} {...register('business_name')} />
      <div>
        <TextAreaField
          label={texts.offersLabel}
          rows={4}
          placeholder={texts.offersPlaceholder}
          hint={texts.offersHint}
          error={problem && `${problem} ${texts.leftOut}`}
          {...register('offers')}
        />
        <ListPreview label={texts.offersRead} entries={read} />
      </div>
    </div>
  );
}
