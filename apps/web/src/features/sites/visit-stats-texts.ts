import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Texts of a site's visit statistics (/sites/<trackId>/<host>/stats) and of its link on the site cards. */
function visitStatsTextsOf(t: TFunction<'sites', 'visitStats'>, noAnswer: (detail: string) => string) {
  return {
    link: t('link'),
    back: t('back'),
    title: (host: string) => t('title', { host }),
    intro: t('intro'),
    loading: t('loading'),
    loadFailed: t('loadFailed'),
    noAnswer,
    retry: t('retry'),
    nothingYet: t('nothingYet'),
    totalViews: t('totalViews'),
    visitorsToday: t('visitorsToday'),
    daysTitle: t('daysTitle'),
    showAs: t('showAs'),
    chart: t('chart'),
    table: t('table'),
    views: t('views'),
    visitors: t('visitors'),
    day: t('day'),
    /** The chart as one sentence, for screen readers; the Table button shows every number. */
    chartSummary: (views: number, busiest: { day: string; views: number } | undefined) =>
      t('chartSummary', { count: views, busiest: busiest ? t('busiest', { day: busiest.day, views: busiest.views }) : '' }),
    barTitle: (day: string, views: number, visitors: number) =>
      t('barTitle', { day, views: t('pageViews', { count: views }), visitors: t('uniqueVisitors', { count: visitors }) }),
    pagesTitle: t('pagesTitle'),
    page: t('page'),
    noPages: t('noPages'),
    referrersTitle: t('referrersTitle'),
    referrer: t('referrer'),
    noReferrers: t('noReferrers'),
  };
}

export type VisitStatsTexts = ReturnType<typeof visitStatsTextsOf>;

/** The statistics' texts for a component, drawn again in the new language when the person switches. */
export function useVisitStatsTexts(): VisitStatsTexts {
  const { t } = useTranslation('sites', { keyPrefix: 'visitStats' });
  const { t: sitesT } = useTranslation('sites');
  return useMemo(() => visitStatsTextsOf(t, (detail) => sitesT('noAnswer', { detail })), [t, sitesT]);
}
