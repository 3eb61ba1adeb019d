import { findTemplate } from '@sitecraft/shared/templates';
import type { WizardRequest } from '../generation-client/index.ts';

/** The answers of the wizard, as the form holds them: every field is text, site_count too (spec section 3). */
export interface WizardValues {
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

/** The generation request of spec section 3 with its defaults; the generation client adds webhook, track_id and user_id. */
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
    file_extension: 'HTML',
    rename_index: 'index',
    site_count: String(siteCountOf(values)),
    edit_after_generation: 'true',
    key_words: answer(values.key_words),
    stop_words: answer(values.stop_words),
    domain_name: answer(values.domain_name),
    ...(baseTemplate ? { baseTemplate } : {}),
  };
}
