import { findTemplate } from '@sitecraft/shared/templates';
import type { StepNumber } from '../builder-texts.ts';
import type { StoredGeneration, WizardRequest } from '../generation-client/index.ts';
import { bookingsRequest } from './booking-values.ts';
import { businessFactsDefaults, factsFromRequest, factsRequest, type BusinessFactsValues } from './business-facts-values.ts';

export const fileTypes = ['HTML', 'PHP'] as const;
export type FileType = (typeof fileTypes)[number];

/** The home page's name when none is given (spec section 9). */
export const defaultHomePageName = 'index';

/** The answers of the wizard, as the form holds them: the spec's fields are text, site_count too (spec section 3). */
export interface WizardValues extends BusinessFactsValues {
  site_theme: string;
  description: string;
  design_style: string;
  features: string;
  site_language: string;
  second_site_language: string;
  contact_country: string;
  contact_address: string;
  contact_phone: string;
  key_words: string;
  stop_words: string;
  domain_name: string;
  site_count: string;
  file_extension: FileType;
  /** The PHP home page's name without the extension; blank means `index`. HTML sites always use `index`. */
  rename_index: string;
}

export const wizardDefaults: WizardValues = {
  site_theme: '',
  description: '',
  design_style: '',
  features: '',
  site_language: '',
  second_site_language: '',
  contact_country: '',
  contact_address: '',
  contact_phone: '',
  key_words: '',
  stop_words: '',
  domain_name: '',
  site_count: '1',
  file_extension: 'HTML',
  rename_index: '',
  ...businessFactsDefaults,
};

export const minSiteCount = 1;
export const maxSiteCount = 10;

/** site_count as a number from 1 to 10, whatever the field holds. */
export function siteCountOf(values: Pick<WizardValues, 'site_count'>): number {
  const count = Number.parseInt(values.site_count, 10);
  if (!Number.isFinite(count)) return minSiteCount;
  return Math.min(maxSiteCount, Math.max(minSiteCount, count));
}

/** The gallery template named by the navigation state `{ baseTemplate }`, if it names one. */
export function baseTemplateFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('baseTemplate' in state)) return undefined;
  const { baseTemplate } = state;
  return typeof baseTemplate === 'string' && findTemplate(baseTemplate) ? baseTemplate : undefined;
}

/**
 * The generation request of spec section 3 with its defaults, and the owner's facts given; the generation client adds
 * webhook, track_id and user_id.
 */
export function toWizardRequest(values: WizardValues, baseTemplate: string | undefined): WizardRequest {
  const answer = (value: string) => value.trim();
  return {
    site_type: 'Landing',
    site_theme: answer(values.site_theme),
    description: answer(values.description),
    design_style: answer(values.design_style),
    features: answer(values.features),
    site_language: answer(values.site_language),
    second_site_language: answer(values.second_site_language),
    contact_country: answer(values.contact_country),
    contact_address: answer(values.contact_address),
    contact_phone: answer(values.contact_phone),
    file_extension: values.file_extension,
    rename_index: homePageName(values),
    site_count: String(siteCountOf(values)),
    edit_after_generation: 'true',
    key_words: answer(values.key_words),
    stop_words: answer(values.stop_words),
    domain_name: answer(values.domain_name),
    ...(baseTemplate ? { baseTemplate } : {}),
    ...factsRequest(values),
    ...optional('bookings', bookingsRequest(values, values.site_theme)),
  };
}

const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

/** The rename_index sent: the given name for a PHP site, `index` otherwise. */
export function homePageName(values: Pick<WizardValues, 'file_extension' | 'rename_index'>): string {
  const name = values.rename_index.trim();
  return values.file_extension === 'PHP' && name ? name : defaultHomePageName;
}

/** The wizard's answers behind a request it sent, for showing a stored generation's answers again. */
export function valuesFromRequest(request: WizardRequest): { values: WizardValues; baseTemplate: string | undefined } {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const fileType: FileType = text(request.file_extension).toUpperCase() === 'PHP' ? 'PHP' : 'HTML';
  const homePage = text(request.rename_index);
  const baseTemplate = text(request.baseTemplate);
  return {
    values: {
      site_theme: text(request.site_theme),
      description: text(request.description),
      design_style: text(request.design_style),
      features: text(request.features),
      site_language: text(request.site_language),
      second_site_language: text(request.second_site_language),
      contact_country: text(request.contact_country),
      contact_address: text(request.contact_address),
      contact_phone: text(request.contact_phone),
      key_words: text(request.key_words),
      stop_words: text(request.stop_words),
      domain_name: text(request.domain_name),
      site_count: String(siteCountOf({ site_count: text(request.site_count) })),
      file_extension: fileType,
      rename_index: fileType === 'PHP' && homePage !== defaultHomePageName ? homePage : '',
      ...factsFromRequest(request),
    },
    baseTemplate: findTemplate(baseTemplate) ? baseTemplate : undefined,
  };
}

/**
 * Where the wizard opens: a gallery template chosen for this visit starts an empty wizard on it; otherwise a
 * stored generation's answers come back on the confirmation step, as they were sent; else an empty wizard.
 */
export function initialWizard(
  navigationState: unknown,
  stored: StoredGeneration | undefined,
): { values: WizardValues; baseTemplate: string | undefined; step: StepNumber } {
  const chosenTemplate = baseTemplateFrom(navigationState);
  if (chosenTemplate || !stored) return { values: wizardDefaults, baseTemplate: chosenTemplate, step: 1 };
  return { ...valuesFromRequest(stored.request), step: 8 };
}
