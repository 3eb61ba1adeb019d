import { useState } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { BookingRulesFields } from '../builder/steps/bookings-fields.tsx';
import { OffersField } from '../builder/steps/business-fields.tsx';
import { ContactEmailField, OpeningHoursFields } from '../builder/steps/contact-facts-fields.tsx';
import { AreasServedField, PaymentMethodsField, YearFoundedField } from '../builder/steps/owner-facts-fields.tsx';
import { ReviewsFields } from '../builder/steps/reviews-fields.tsx';
import type { WizardValues } from '../builder/wizard/wizard-values.ts';
import { detailsEdits, detailsProblem, detailsValues, type DetailsValues } from './business-details.ts';
import type { SectionEdit } from './editor-api.ts';
import type { EditorModel } from './editor-model.ts';
import { useEditorTexts } from './editor-texts.ts';

interface BusinessPanelProps {
  business: EditorModel['business'];
  busy: boolean;
  onSave(edits: SectionEdit[]): void;
}

/**
 * The business's facts as a form: name, phone, address, the contact email, the opening hours, the offers, reviews,
 * areas served, payment methods and year founded (the wizard's own fields), and booking requests with their rules, added, changed or taken off on every page
 * at once. Saved as a new version.
 */
export function BusinessPanel({ business, busy, onSave }: BusinessPanelProps) {
  const texts = useEditorTexts().details;
  const [shown] = useState(() => detailsValues(business));
  const form = useForm<DetailsValues>({ defaultValues: shown, mode: 'onTouched' });
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string }>();
  const submit = form.handleSubmit((values) => {
    const problem = detailsProblem(values, shown);
    const edits = problem ? [] : detailsEdits(shown, values, business);
    if (problem) setMessage({ tone: 'error', text: problem });
    else if (edits.length === 0) setMessage({ tone: 'info', text: texts.unchanged });
    else {
      setMessage(undefined);
      onSave(edits);
    }
  });
  return (
    <section aria-labelledby="details-heading" className="flex flex-col gap-3">
      <h2 id="details-heading" className="text-lg font-bold text-slate-900">
        {texts.heading}
      </h2>
      <p className="text-sm text-slate-600">{texts.intro}</p>
      {/* The wizard's fields read the form from context, by the same field names. */}
      <FormProvider {...(form as unknown as UseFormReturn<WizardValues>)}>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
          {/* Each fact a site can lack is marked with its gap's code: "Before you publish" links to it (see useDetailsLink). */}
          <TextField label={texts.nameLabel} required maxLength={120} autoComplete="organization" {...form.register('business_name')} />
          <div data-gap-field="phone">
            <TextField label={texts.phoneLabel} type="tel" maxLength={40} autoComplete="tel" {...form.register('phone')} />
          </div>
          <div data-gap-field="address">
            <TextField label={texts.addressLabel} maxLength={300} autoComplete="street-address" {...form.register('address')} />
          </div>
          <div data-gap-field="email">
            <ContactEmailField />
          </div>
          <div data-gap-field="hours">
            <OpeningHoursFields />
          </div>
          <BookingRulesFields labels={{ ...texts, legend: texts.bookingsLegend }} />
          <div data-gap-field="offers">
            <OffersField />
          </div>
          <div data-gap-field="reviews">
            <ReviewsFields />
          </div>
          <div data-gap-field="areas_served">
            <AreasServedField />
          </div>
          <div data-gap-field="payment_methods">
            <PaymentMethodsField />
          </div>
          <div data-gap-field="year_founded">
            <YearFoundedField />
          </div>
          <p className="text-sm text-slate-600">{texts.emptied}</p>
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
          <div>
            <Button type="submit" size="sm" disabled={busy}>
              {texts.save}
            </Button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
