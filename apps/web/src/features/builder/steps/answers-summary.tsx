import { splitDomains, splitList } from '@sitecraft/shared/generation';
import { defaultBookingRules } from '@sitecraft/shared/bookings';
import { findTemplate } from '@sitecraft/shared/templates';
import { useBuilderTexts, type BuilderTexts, type StepNumber } from '../builder-texts.ts';
import { bookingsRequest, hasOpenDays } from '../wizard/booking-values.ts';
import { emailProblem, hoursProblem, hoursSummary, offersProblem, offersSummary } from '../wizard/business-facts-values.ts';
import { areasProblem, paymentsProblem, reviewsProblem, reviewsSummary, yearProblem } from '../wizard/owner-facts-values.ts';
import { styleSetAside } from '../wizard/look-source.ts';
import { homePageName, siteCountOf, type WizardValues } from '../wizard/wizard-values.ts';
import { contentNotes, useLanguageSupport } from '../language-support.ts';

interface SummaryRow {
  label: string;
  value: string;
  /** The step where the answer is given; absent for answers of this step. */
  step?: StepNumber;
  /** Why the answer is left out of the request, when it is. */
  problem?: string | undefined;
  /** What the answer does, when it is not what one would expect (a style beside a template is not used). */
  note?: string | undefined;
}

function summaryRows(texts: BuilderTexts, values: WizardValues, baseTemplate: string | undefined, contents: string): SummaryRow[] {
  const template = baseTemplate ? findTemplate(baseTemplate) : undefined;
  const theme = values.site_theme ? texts.themeName(values.site_theme) : values.description.trim() ? texts.customTheme : '';
  const style = values.design_style ? texts.styleName(values.design_style) : values.features.trim() ? texts.customStyle : '';
  const languages = [values.site_language, values.second_site_language].filter(Boolean).map(texts.siteLanguageName).join(' + ');
  const { summary } = texts;
  return [
    ...(template ? [{ label: summary.baseTemplate, value: `${template.title} (${template.fileName})` }] : []),
    { label: summary.theme, value: theme, step: 1 },
    { label: summary.description, value: values.description, step: 2 },
    { label: summary.businessName, value: values.business_name, step: 2 },
    { label: summary.yearFounded, value: yearProblem(values.year_founded) ? '' : values.year_founded.trim(), step: 2, problem: yearProblem(values.year_founded) },
    { label: summary.offers, value: offersSummary(values.offers), step: 2, problem: offersProblem(values.offers), note: offersSummary(values.offers) ? undefined : texts.noOffersNote },
    { label: summary.reviews, value: reviewsSummary(values.reviews), step: 2, problem: reviewsProblem(values.reviews) },
    { label: summary.style, value: style, step: 3, note: styleSetAside({ baseTemplate, design_style: values.design_style, features: values.features }) },
    { label: summary.features, value: values.features, step: 4 },
    { label: summary.language, value: languages, step: 5 },
    ...(contents ? [{ label: summary.contents, value: contents }] : []),
    { label: summary.country, value: values.contact_country && texts.countryName(values.contact_country), step: 6 },
    { label: summary.address, value: values.contact_address, step: 6 },
    { label: summary.phone, value: values.contact_phone, step: 6 },
    { label: summary.email, value: values.contact_email, step: 6, problem: emailProblem(values.contact_email) },
    { label: summary.areasServed, value: splitList(values.areas_served).join(', '), step: 6, problem: areasProblem(values.areas_served) },
    { label: summary.paymentMethods, value: splitList(values.payment_methods).join(', '), step: 6, problem: paymentsProblem(values.payment_methods) },
    { label: summary.hours, value: hoursSummary(values), step: 6, problem: hoursProblem(values) },
    bookingsRow(texts, values),
    { label: summary.keywords, value: values.key_words, step: 7 },
    { label: summary.stopWords, value: values.stop_words, step: 7 },
    { label: texts.domainLabel, value: splitDomains(values.domain_name).join(', ') },
    { label: texts.siteCountLabel, value: String(siteCountOf(values)) },
    { label: summary.fileType, value: texts.fileTypes[values.file_extension].label },
    { label: summary.homePage, value: `${homePageName(values)}.${values.file_extension.toLowerCase()}` },
  ];
}

/** Whether the site takes booking requests: as the theme decides until the owner answers; never without open days. */
function bookingsRow(texts: BuilderTexts, values: WizardValues): SummaryRow {
  const row = { label: texts.summary.bookings, step: 6 as const };
  if (!hasOpenDays(values)) return { ...row, value: '', note: texts.bookingsNeedDays };
  const on = bookingsRequest(values, values.site_theme)?.enabled === true;
  return { ...row, value: on ? texts.bookingsSummaryOn(defaultBookingRules.slot_minutes, defaultBookingRules.days_ahead) : texts.bookingsSummaryOff };
}

/** Everything the person entered, each answer with a way back to the step that asks it. */
export function AnswersSummary({ values, baseTemplate, goTo }: { values: WizardValues; baseTemplate: string | undefined; goTo(step: StepNumber): void }) {
  const texts = useBuilderTexts();
  const contents = contentNotes(texts, useLanguageSupport().data?.languages, [values.site_language, values.second_site_language]).join(' ');
  return (
    <section aria-labelledby="summary-title" className="rounded-xl border border-slate-200 bg-slate-50/70">
      <h2 id="summary-title" className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900">
        {texts.summaryTitle}
      </h2>
      <dl className="divide-y divide-slate-200">
        {summaryRows(texts, values, baseTemplate, contents).map((row) => (
          <div key={row.label} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-0.5 px-4 py-2 sm:grid-cols-[11rem_1fr_auto]">
            <dt className="text-sm text-slate-500">{row.label}</dt>
            <dd className={`col-start-1 min-w-0 break-words text-sm sm:col-start-2 sm:row-start-1 ${row.value.trim() ? 'font-medium text-slate-900' : 'italic text-slate-500'}`}>
              <span className="line-clamp-3">{row.value.trim() || texts.notGiven}</span>
              {row.problem && <span className="mt-0.5 block font-normal not-italic text-amber-800">{texts.notSent(row.problem)}</span>}
              {row.note && <span className="mt-0.5 block font-normal not-italic text-slate-600">{row.note}</span>}
            </dd>
            {row.step !== undefined && (
              <dd className="col-start-2 row-span-2 row-start-1 self-center sm:col-start-3 sm:row-span-1">
                <button
                  type="button"
                  aria-label={texts.editLabel(row.label.toLowerCase())}
                  onClick={() => row.step !== undefined && goTo(row.step)}
                  className="min-h-9 rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {texts.edit}
                </button>
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
