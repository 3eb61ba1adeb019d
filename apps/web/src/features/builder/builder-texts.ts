import { keywordLimits, type KeywordIssue } from '@sitecraft/shared/generation';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n.ts';
import { contactCountries } from './data/countries.ts';
import { websiteLanguages, type WizardLanguage } from './data/languages.ts';
import type { LanguageSupport } from './language-support.ts';

type BuilderT = TFunction<['builder', 'common']>;

/**
 * Texts of the builder wizard and its generation, in the interface's language, from the `builder` catalogue (the
 * spec's quoted texts exact in their language). Texts that take values are functions, so callers pass numbers and
 * names, and the catalogue picks the plural form.
 */
function builderTextsOf(t: BuilderT, languageTag: string) {
  const languageNames = new Intl.DisplayNames([languageTag], { type: 'language', fallback: 'none' });
  const regionNames = new Intl.DisplayNames([languageTag], { type: 'region', fallback: 'none' });
  const capitalised = (name: string) => name.charAt(0).toLocaleUpperCase(languageTag) + name.slice(1);
  /** A site language in the interface's language, by the English name the request carries. */
  const siteLanguageName = (name: string) => {
    const code = websiteLanguages.find((language) => language.name === name)?.code;
    const named = code && languageNames.of(code);
    return named ? capitalised(named) : name;
  };
  const credits = (count: number) => t('common:credits', { count });
  const themes: Partial<Record<string, string>> = t('themes', { returnObjects: true });
  const styles: Partial<Record<string, { name: string; hint: string }>> = t('styles', { returnObjects: true });
  return {
    pageEyebrow: t('pageEyebrow'),
    stepOf: (step: number, total: number) => t('stepOf', { step, total }),
    wizardProgress: t('wizardProgress'),
    steps: t('steps', { returnObjects: true }),
    back: t('back'),
    skip: t('skip'),
    next: t('next'),
    generate: t('generate'),
    generating: t('generating'),
    support: t('support'),
    supportPrompt: t('supportPrompt'),
    supportHref: `mailto:support@sitecraft.ai?subject=${encodeURIComponent(t('supportSubject'))}`,

    describeTheme: t('describeTheme'),
    describeThemeHint: t('describeThemeHint'),
    describeStyle: t('describeStyle'),
    describeStyleHint: t('describeStyleHint'),
    /** A theme of step 1 in words, by the English value the request carries (the owner's own theme as written). */
    themeName: (value: string) => themes[value] ?? value,
    /** A named style of step 3 in words, by the value the request carries. */
    styleName: (value: string) => styles[value]?.name ?? value,
    styleHint: (value: string) => styles[value]?.hint,
    selected: t('selected'),
    descriptionLabel: t('descriptionLabel'),
    descriptionPlaceholder: t('descriptionPlaceholder'),
    featuresLabel: t('featuresLabel'),
    featuresPlaceholder: t('featuresPlaceholder'),
    characters: (count: number, max: number) => t('characters', { count, max }),
    businessNameLabel: t('businessNameLabel'),
    businessNamePlaceholder: t('businessNamePlaceholder'),
    offersLabel: t('offersLabel'),
    offersPlaceholder: t('offersPlaceholder'),
    offersHint: t('offersHint'),
    offersRead: t('offersRead'),
    offersTooMany: (count: number, max: number) => t('offersTooMany', { count, max }),
    offerTooLong: t('offerTooLong'),
    factsPrompt: t('factsPrompt'),
    yearLabel: t('yearLabel'),
    yearPlaceholder: t('yearPlaceholder'),
    reviewsLegend: t('reviewsLegend'),
    reviewsHint: (max: number) => t('reviewsHint', { max }),
    reviewLegend: (number: number) => t('reviewLegend', { number }),
    reviewQuoteLabel: t('reviewQuoteLabel'),
    reviewQuotePlaceholder: t('reviewQuotePlaceholder'),
    reviewNameLabel: t('reviewNameLabel'),
    reviewNamePlaceholder: t('reviewNamePlaceholder'),
    reviewNameHint: t('reviewNameHint'),
    reviewSourceLabel: t('reviewSourceLabel'),
    reviewSourcePlaceholder: t('reviewSourcePlaceholder'),
    addReview: t('addReview'),
    removeReview: t('removeReview'),
    removeReviewLabel: (number: number) => t('removeReviewLabel', { number }),
    reviewsFull: (max: number) => t('reviewsFull', { max }),
    areasLabel: t('areasLabel'),
    areasPlaceholder: t('areasPlaceholder'),
    areasHint: t('areasHint'),
    paymentsLabel: t('paymentsLabel'),
    paymentsPlaceholder: t('paymentsPlaceholder'),
    paymentsHint: t('paymentsHint'),

    languageLabel: t('languageLabel'),
    secondLanguageLabel: t('secondLanguageLabel'),
    fullTextsMark: t('fullTextsMark'),
    fullTextsHint: t('fullTextsHint'),
    chooseLanguage: t('chooseLanguage'),
    noSecondLanguage: t('noSecondLanguage'),
    /** What the pages of a site language will contain, the language named in the interface's language. */
    contentNote: ({ name, fullTexts }: Pick<LanguageSupport, 'name' | 'fullTexts'>) => t(fullTexts ? 'contentFull' : 'contentPartial', { language: siteLanguageName(name) }),
    siteLanguageName,
    /** A site language as the list shows it: in the interface's language, and in its own where that differs. */
    siteLanguageLabel: ({ name, native }: WizardLanguage) => (siteLanguageName(name) === native ? native : `${siteLanguageName(name)} (${native})`),
    /** A contact country in the interface's language, by the English name the request carries. */
    countryName: (name: string) => {
      const code = contactCountries.find((country) => country.name === name)?.code;
      return (code && regionNames.of(code)) || name;
    },
    countryLabel: t('countryLabel'),
    chooseCountry: t('chooseCountry'),
    addressLabel: t('addressLabel'),
    addressPlaceholder: t('addressPlaceholder'),
    phoneLabel: t('phoneLabel'),
    phonePlaceholder: t('phonePlaceholder'),
    emailLabel: t('emailLabel'),
    emailPlaceholder: t('emailPlaceholder'),
    emailHint: t('emailHint'),
    emailInvalid: t('emailInvalid'),
    hoursLegend: t('hoursLegend'),
    hoursHint: t('hoursHint'),
    dayNames: t('dayNames', { returnObjects: true }),
    dayShort: t('dayShort', { returnObjects: true }),
    opensLabel: (day: string) => t('opensLabel', { day }),
    closesLabel: (day: string) => t('closesLabel', { day }),
    closed: t('closed'),
    timeMissing: t('timeMissing'),
    closesBeforeOpens: t('closesBeforeOpens'),
    bookingsLabel: t('bookingsLabel'),
    bookingsHint: t('bookingsHint'),
    /** The summary's line for bookings turned on, with the default rules the wizard sends. */
    bookingsSummaryOn: (minutes: number, days: number) => t('bookingsSummaryOn', { minutes, days }),
    bookingsSummaryOff: t('bookingsSummaryOff'),
    bookingsNeedDays: t('bookingsNeedDays'),
    /** The editor's per-offer slot lengths: a line that is not "Offer: minutes". */
    bookingOfferLine: (line: string) => t('bookingOfferLine', { line }),
    /** A booking rule out of range, by the rule's field. */
    bookingRule: (field: string) => t(`bookingRules.${field}`, { defaultValue: t('bookingRules.other') }),
    hoursNoteLabel: t('hoursNoteLabel'),
    hoursNotePlaceholder: t('hoursNotePlaceholder'),
    keywordsLabel: t('keywordsLabel'),
    keywordsPlaceholder: t('keywordsPlaceholder'),
    keywordsHint: t('keywordsHint'),
    /** Why the keywords cannot be used, by the request schema's own check. */
    keywordProblem: (issue: KeywordIssue) => {
      if (issue.kind === 'too_many') return t('keywordsTooMany', { count: issue.count, max: keywordLimits.count });
      if (issue.kind === 'too_long') return t('keywordTooLong', { keyword: issue.keyword.slice(0, 40), length: issue.keyword.length, max: keywordLimits.length });
      return t('keywordWordless', { keyword: issue.keyword });
    },
    stopWordsLabel: t('stopWordsLabel'),
    stopWordsPlaceholder: t('stopWordsPlaceholder'),
    stopWordsHint: t('stopWordsHint'),
    conflictChange: t('conflictChange', { returnObjects: true }),
    conflictEditStopWords: t('conflictEditStopWords'),
    domainLabel: t('domainLabel'),
    entriesOf: (label: string) => t('entriesOf', { label }),
    domainPlaceholder: (count: number) => (count === 1 ? t('domainPlaceholder') : Array.from({ length: count }, (_, index) => `my-site-${index + 1}.com`).join(', ')),
    domainHint: t('domainHint'),
    domainsCounted: (count: number, wanted: number) => t('domainsCounted', { entered: count, count: wanted }),
    siteCountLabel: t('siteCountLabel'),
    fewerSites: t('fewerSites'),
    moreSites: t('moreSites'),
    fileTypeLegend: t('fileTypeLegend'),
    fileTypeHint: t('fileTypeHint'),
    fileTypes: t('fileTypes', { returnObjects: true }),
    homePageLabel: t('homePageLabel'),
    homePageHint: t('homePageHint'),
    homePageFormat: t('homePageFormat'),
    homePageTooLong: (max: number) => t('homePageTooLong', { max }),
    homePageTaken: (name: string) => t('homePageTaken', { name }),
    homePageStopWord: (word: string) => t('homePageStopWord', { word }),

    reasonLanguage: t('reasonLanguage'),
    reasonContact: (missing: readonly string[]) => t('reasonContact', { missing: missing.join(', ') }),
    missingCountry: t('missingCountry'),
    missingAddress: t('missingAddress'),
    missingPhone: t('missingPhone'),
    reasonNoDomain: t('reasonNoDomain'),
    reasonDomainCount: (count: number, wanted: number) =>
      t('reasonDomainCount', { entered: t('domainCount', { count }), chosen: t('siteCount', { count: wanted }), exact: t('exactDomains', { count: wanted }) }),

    credits,
    creditsLabel: t('creditsLabel'),
    creditsShort: (balance: number, needed: number) => t('creditsShort', { needed: credits(needed), balance }),
    creditsCost: (needed: number) => t('creditsCost', { credits: credits(needed) }),

    summaryTitle: t('summaryTitle'),
    edit: t('edit'),
    editLabel: (field: string) => t('editLabel', { field }),
    notGiven: t('notGiven'),
    notSent: (problem: string) => t('notSent', { problem }),
    leftOut: t('leftOut'),
    summary: t('summary', { returnObjects: true }),
    customTheme: t('customTheme'),
    customStyle: t('customStyle'),
    baseTemplateNote: t('baseTemplateNote'),
    withoutTemplate: t('withoutTemplate'),
    noOffersNote: t('noOffersNote'),
    /** A named style of step 3 (`style`), else the person's own description of step 4 (no `style`). */
    styleSetAside: (template: string, style: string | undefined) =>
      style === undefined ? t('styleSetAsideOwn', { template }) : t('styleSetAsideNamed', { template, style: styles[style]?.name ?? style }),

    progressTitle: t('progressTitle'),
    progressWarning: t('progressWarning'),
    progressLabel: t('progressLabel'),
    completionTitle: t('completionTitle'),
    completionText: t('completionText'),
    completionSites: (count: number) => t('completionSites', { count }),
    download: t('download'),
    downloading: t('downloading'),
    downloadFailed: (detail: string) => t('downloadFailed', { detail }),
    close: t('close'),
    editSite: t('editSite'),
    publishSite: t('publishSite'),
    publishing: t('publishing'),
    /** Said after a button's visible word, for screen readers: which site it acts on. */
    forSite: (host: string) => ` ${host}`,
    publishedAt: t('publishedAt'),
    publishFailed: (detail: string) => t('publishFailed', { detail }),
    noAnswer: (detail: string) => t('noAnswer', { detail }),
    actionFailed: t('actionFailed'),
    editOrPublishAll: t('editOrPublishAll'),

    regenerateTitle: t('regenerateTitle'),
    /** A site costs one credit. */
    regenerateSame: (sites: number) => t('regenerateSame', { count: sites }),
    regenerateChanged: (sites: number) => t('regenerateChanged', { count: sites }),
    regenerateConfirm: t('regenerateConfirm'),
    cancel: t('cancel'),

    lastSiteTitle: t('lastSiteTitle'),
    lastSiteText: (domains: string) => t('lastSiteText', { domains }),
    startNewSite: t('startNewSite'),
    dismiss: t('dismiss'),
  };
}

export type BuilderTexts = ReturnType<typeof builderTextsOf>;
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** The builder's texts for a component: it draws again in the new language when the person switches. */
export function useBuilderTexts(): BuilderTexts {
  const { t, i18n: instance } = useTranslation(['builder', 'common']);
  const language = instance.resolvedLanguage ?? instance.language;
  return useMemo(() => builderTextsOf(t, language), [t, language]);
}

/** The builder's texts in the current language, for rules outside components (read while a component draws). */
export const builderTexts = (): BuilderTexts => builderTextsOf(i18n.getFixedT(null, ['builder', 'common']), i18n.resolvedLanguage ?? 'ru');
