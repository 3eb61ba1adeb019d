import { keywordProblem, splitDomains } from '@sitecraft/shared/generation';
import { builderTexts as texts, type StepNumber } from '../builder-texts.ts';
import { homePageProblem } from './home-page-rules.ts';
import { siteCountOf, type WizardValues } from './wizard-values.ts';

export const totalSteps = 8;

const isBlank = (value: string) => value.trim().length === 0;

/**
 * Why Next (or Generate on step 8) is disabled, or undefined when it is enabled (spec section 5):
 * step 5 needs a language; step 6 a country, an address and a phone; step 7 at most 20 keywords of at most
 * 60 characters (checked again on step 8, as step 7 can be skipped); step 8 exactly site_count domains and,
 * for a PHP site, a usable home page name.
 */
export function stepBlocker(step: StepNumber, values: WizardValues): string | undefined {
  if (step === 5) return isBlank(values.site_language) ? texts.reasonLanguage : undefined;
  if (step === 6) {
    const missing = [
      isBlank(values.contact_country) ? texts.missingCountry : undefined,
      isBlank(values.contact_address) ? texts.missingAddress : undefined,
      isBlank(values.contact_phone) ? texts.missingPhone : undefined,
    ].filter((field) => field !== undefined);
    return missing.length > 0 ? texts.reasonContact(missing) : undefined;
  }
  if (step === 7) return keywordProblem(values.key_words);
  if (step === 8) {
    const keywords = keywordProblem(values.key_words);
    if (keywords) return keywords;
    if (isBlank(values.domain_name)) return texts.reasonNoDomain;
    const count = splitDomains(values.domain_name).length;
    const wanted = siteCountOf(values);
    if (count !== wanted) return texts.reasonDomainCount(count, wanted);
    return homePageProblem(values);
  }
  return undefined;
}

/** Steps 1 to 7 may be skipped; the last one is where the generation starts. */
export function isSkippable(step: StepNumber): boolean {
  return step < totalSteps;
}

export function nextStep(step: StepNumber): StepNumber {
  return Math.min(totalSteps, step + 1) as StepNumber;
}

export function previousStep(step: StepNumber): StepNumber {
  return Math.max(1, step - 1) as StepNumber;
}
