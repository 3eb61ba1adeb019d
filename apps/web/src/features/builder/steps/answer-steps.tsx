import { splitList } from '@sitecraft/shared/generation';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useBuilderTexts, type StepNumber } from '../builder-texts.ts';
import { contactCountries } from '../data/countries.ts';
import { websiteLanguages } from '../data/languages.ts';
import type { WizardValues } from '../wizard/wizard-values.ts';
import { contentNotes, useLanguageSupport } from '../language-support.ts';
import { BookingsToggle } from './bookings-fields.tsx';
import { BusinessFields } from './business-fields.tsx';
import { ContactEmailField, OpeningHoursFields } from './contact-facts-fields.tsx';
import { ListPreview, SelectField, TextAreaField } from './fields.tsx';
import { AreasServedField, PaymentMethodsField } from './owner-facts-fields.tsx';
import { ReviewsFields } from './reviews-fields.tsx';
import { StopWordConflictNote } from './stop-word-conflict-note.tsx';

// The server's limits (the shared request schema), so the form never collects what it would refuse.
const descriptionMax = 4000;
const featuresMax = 2000;

interface DescriptionFieldProps {
  name: 'description' | 'features';
  label: string;
  placeholder: string;
  max: number;
  className?: string;
}

function DescriptionField({ name, label, placeholder, max, className }: DescriptionFieldProps) {
  const texts = useBuilderTexts();
  const { control, register } = useFormContext<WizardValues>();
  const value = useWatch({ control, name });
  return <TextAreaField label={label} placeholder={placeholder} maxLength={max} hint={texts.characters(value.length, max)} className={className} {...register(name)} />;
}

/** Step 2: the description, and beside it the business name, its year and what it offers; under both, what customers said. */
export function ThemeDescriptionStep() {
  const texts = useBuilderTexts();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {/* Beside the facts the description grows to their height, so both columns end together. */}
      <DescriptionField name="description" label={texts.descriptionLabel} placeholder={texts.descriptionPlaceholder} max={descriptionMax} className="flex flex-col [&>textarea]:flex-1" />
      <BusinessFields />
      <div className="md:col-span-2">
        <ReviewsFields />
      </div>
    </div>
  );
}

/** Step 4: the style description travels as `features`. */
export function StyleDescriptionStep() {
  const texts = useBuilderTexts();
  return <DescriptionField name="features" label={texts.featuresLabel} placeholder={texts.featuresPlaceholder} max={featuresMax} />;
}

/** Step 5: the language is required; a second one is optional. */
export function LanguageStep() {
  const texts = useBuilderTexts();
  const { control, register } = useFormContext<WizardValues>();
  const [language, second] = useWatch({ control, name: ['site_language', 'second_site_language'] });
  const support = useLanguageSupport().data?.languages;
  const label = (entry: (typeof websiteLanguages)[number]) =>
    support?.find((known) => known.name === entry.name)?.fullTexts ? `${texts.siteLanguageLabel(entry)} · ${texts.fullTextsMark}` : texts.siteLanguageLabel(entry);
  const notes = contentNotes(texts, support, [language, second]);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField label={texts.languageLabel} required {...register('site_language')}>
        <option value="">{texts.chooseLanguage}</option>
        {websiteLanguages.map((entry) => (
          <option key={entry.name} value={entry.name}>
            {label(entry)}
          </option>
        ))}
      </SelectField>
      <SelectField label={texts.secondLanguageLabel} {...register('second_site_language')}>
        <option value="">{texts.noSecondLanguage}</option>
        {websiteLanguages
          .filter((entry) => entry.name !== language)
          .map((entry) => (
            <option key={entry.name} value={entry.name}>
              {label(entry)}
            </option>
          ))}
      </SelectField>
      <div className="text-sm text-slate-600 sm:col-span-2" aria-live="polite" data-testid="language-content">
        <p>{texts.fullTextsHint}</p>
        {notes.map((note) => (
          <p key={note} className="mt-1 font-medium text-slate-800">
            {note}
          </p>
        ))}
      </div>
    </div>
  );
}

/** Step 6: country, address and phone are all required; the email, areas served, payment methods and opening hours are optional. */
export function ContactStep() {
  const texts = useBuilderTexts();
  const { control, register } = useFormContext<WizardValues>();
  const theme = useWatch({ control, name: 'site_theme' });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField label={texts.countryLabel} required autoComplete="country-name" className="sm:col-span-2" {...register('contact_country')}>
        <option value="">{texts.chooseCountry}</option>
        {contactCountries.map((country) => (
          <option key={country.name} value={country.name}>
            {texts.countryName(country.name)}
          </option>
        ))}
      </SelectField>
      <TextField label={texts.addressLabel} required maxLength={300} autoComplete="street-address" placeholder={texts.addressPlaceholder} className="sm:col-span-2" {...register('contact_address')} />
      <TextField label={texts.phoneLabel} required type="tel" maxLength={40} autoComplete="tel" placeholder={texts.phonePlaceholder} {...register('contact_phone')} />
      <ContactEmailField />
      <AreasServedField />
      <PaymentMethodsField />
      <div className="sm:col-span-2">
        <OpeningHoursFields />
      </div>
      <div className="sm:col-span-2">
        <BookingsToggle theme={theme} />
      </div>
    </div>
  );
}

function ListField({ name, label, placeholder, hint }: { name: 'key_words' | 'stop_words'; label: string; placeholder: string; hint: string }) {
  const { control, register } = useFormContext<WizardValues>();
  const value = useWatch({ control, name });
  const hintId = useId();
  return (
    <div>
      <TextField label={label} maxLength={1000} placeholder={placeholder} aria-describedby={hintId} {...register(name)} />
      <p id={hintId} className="mt-1.5 text-sm text-slate-500">
        {hint}
      </p>
      <ListPreview label={label} entries={splitList(value)} />
    </div>
  );
}

/** Step 7: both lists are comma separated and optional; a stop word inside the name, an offer or a keyword is named. */
export function KeywordsStep({ goTo }: { goTo(step: StepNumber): void }) {
  const texts = useBuilderTexts();
  return (
    <div className="grid gap-6">
      <ListField name="key_words" label={texts.keywordsLabel} placeholder={texts.keywordsPlaceholder} hint={texts.keywordsHint} />
      <ListField name="stop_words" label={texts.stopWordsLabel} placeholder={texts.stopWordsPlaceholder} hint={texts.stopWordsHint} />
      <StopWordConflictNote step={7} goTo={goTo} />
    </div>
  );
}
