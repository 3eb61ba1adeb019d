import { keywordIssue, parseOfferLines, splitDomains, stopWordConflicts, stopWordConflictTexts, type StopWordConflict } from '@sitecraft/shared/generation';
import { builderTexts, type StepNumber } from '../builder-texts.ts';
import { currentLanguage } from '../../../i18n/interface-language.ts';
import { homePageProblem } from './home-page-rules.ts';
import { siteCountOf, type WizardValues } from './wizard-values.ts';

export const totalSteps = 8;

const isBlank = (value: string) => value.trim().length === 0;

/**
 * The first stop word that is part of the business name, an offer or a keyword: the server refuses such a request,
 * so the wizard asks the person to choose first, in the server's words.
 */
export function stopWordConflict(values: Pick<WizardValues, 'stop_words' | 'business_name' | 'offers' | 'key_words'>): StopWordConflict | undefined {
  return stopWordConflicts({ stop_words: values.stop_words, business_name: values.business_name, offers: parseOfferLines(values.offers), key_words: values.key_words })[0];
}

const keywordsProblem = (keywords: string) => {
  const issue = keywordIssue(keywords);
  return issue && builderTexts().keywordProblem(issue);
};

const conflictProblem = (values: WizardValues) => {
  const conflict = stopWordConflict(values);
  return conflict && stopWordConflictTexts[currentLanguage()](conflict);
};

/**
 * Why Next (or Generate on step 8) is disabled, or undefined when it is enabled (spec section 5):
 * step 5 needs a language; step 6 a country, an address and a phone; step 7 at most 20 keywords of at most
 * 60 characters and no stop word inside the name, an offer or a keyword (both checked again on step 8, as step 7
 * can be skipped); step 8 exactly site_count domains and, for a PHP site, a usable home page name.
 */
export function stepBlocker(step: StepNumber, values: WizardValues): string | undefined {
  const texts = builderTexts();
  if (step === 5) return isBlank(values.site_language) ? texts.reasonLanguage : undefined;
  if (step === 6) {
    const missing = [
      isBlank(values.contact_country) ? texts.missingCountry : undefined,
      isBlank(values.contact_address) ? texts.missingAddress : undefined,
      isBlank(values.contact_phone) ? texts.missingPhone : undefined,
    ].filter((field) => field !== undefined);
    return missing.length > 0 ? texts.reasonContact(missing) : undefined;
  }
  if (step === 7) return keywordsProblem(values.key_words) ?? conflictProblem(values);
  if (step === 8) {
    const answers = keywordsProblem(values.key_words) ?? conflictProblem(values);
    if (answers) return answers;
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
