import type { OpeningHours } from '@sitecraft/shared/generation';
import { dayProblem, emailProblem, factsRequest, fullWeek, type BusinessFactsValues } from '../builder/wizard/business-facts-values.ts';
import type { SectionEdit } from './editor-api.ts';
import type { EditorModel } from './editor-model.ts';
import { editorTexts } from './editor-texts.ts';

/** The business details form: the wizard's email and opening hours fields, with the name, phone and address. */
export type DetailsValues = Pick<BusinessFactsValues, 'contact_email' | 'opening_days' | 'opening_note'> & { business_name: string; phone: string; address: string };

type Business = EditorModel['business'];

/** The form's values from the business as the site's version holds it. */
export function detailsValues(business: Business): DetailsValues {
  const given = Object.fromEntries((business.hours?.days ?? []).map((day) => [day.day, { open: true, opens: day.opens, closes: day.closes }]));
  return {
    business_name: business.name,
    phone: business.phone ?? '',
    address: business.address ?? '',
    contact_email: business.email ?? '',
    opening_days: fullWeek(given),
    opening_note: business.hours?.note ?? '',
  };
}

/** What keeps the details from being saved, or undefined: a name left empty, an email that is not one, a day's hours. */
export function detailsProblem(values: DetailsValues): string | undefined {
  if (!values.business_name.trim()) return editorTexts.details.nameMissing;
  if (emailProblem(values.contact_email)) return editorTexts.details.emailInvalid;
  return Object.values(values.opening_days).some((day) => dayProblem(day) !== undefined) ? editorTexts.details.hoursInvalid : undefined;
}

const hoursOf = (values: DetailsValues): OpeningHours | undefined => factsRequest({ ...values, offers: '' }).opening_hours;

/**
 * The edits of what was changed in the form since it was filled (`shown`): a fact changed elsewhere meanwhile (in the
 * preview, not saved yet) is left as it is there. An emptied phone, address or email is taken off; hours are compared
 * as the form sends them, whatever order the model holds them in.
 */
export function detailsEdits(shown: DetailsValues, values: DetailsValues): SectionEdit[] {
  const edits: SectionEdit[] = [];
  const fields = { name: 'business_name', phone: 'phone', address: 'address', email: 'contact_email' } as const;
  for (const [key, field] of Object.entries(fields) as [keyof typeof fields, (typeof fields)[keyof typeof fields]][]) {
    const value = values[field].trim();
    if (value !== shown[field].trim()) edits.push({ op: 'text', path: `/business/${key}`, value });
  }
  const hours = hoursOf(values);
  if (JSON.stringify(hours ?? null) !== JSON.stringify(hoursOf(shown) ?? null)) edits.push({ op: 'hours', hours: hours ?? null });
  return edits;
}
