import type { SiteGapCode } from '@sitecraft/shared/generation';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Texts of "Before you publish": what a site could not know about the business, and where to add it. */
export function siteGapsTextsOf(t: TFunction<'siteGaps'>) {
  return {
    heading: t('heading'),
    headingFor: (host: string) => t('headingFor', { host }),
    intro: t('intro'),
    /** One line per gap, for a person: what is missing and what the site does instead. */
    lines: t('lines', { returnObjects: true }) satisfies Record<SiteGapCode, string>,
    /** What its link does, in a few words. */
    actions: t('actions', { returnObjects: true }) satisfies Record<SiteGapCode, string>,
    inEditor: t('inEditor'),
    inMySites: t('inMySites'),
    inWizard: (step: number) => t('inWizard', { step }),
    /** Said after the place, for screen readers, where a list is one of several sites'. */
    forSite: (host: string) => t('forSite', { host }),
  };
}

export type SiteGapsTexts = ReturnType<typeof siteGapsTextsOf>;

/** The texts for a component, drawn again in the new language when the person switches. */
export function useSiteGapsTexts(): SiteGapsTexts {
  const { t } = useTranslation('siteGaps');
  return useMemo(() => siteGapsTextsOf(t), [t]);
}
