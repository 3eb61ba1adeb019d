import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n.ts';

type ScreenshotsT = TFunction<'screenshots'>;

/** Texts of the screenshot tool, in the interface's language, from the `screenshots` catalogue (the spec's quoted ones exact in Russian). */
function screenshotTextsOf(t: ScreenshotsT) {
  return {
    title: t('title'),
    tabsLabel: t('tabsLabel'),
    improvedTab: t('improvedTab'),
    standardTab: t('standardTab'),
    instructionsTitle: t('instructionsTitle'),
    instructions: t('instructions', { returnObjects: true }) as readonly string[],
    warning: t('warning'),
    improvedAbout: t('improvedAbout'),
    standardAbout: t('standardAbout'),
    start: t('start'),
    running: t('running'),
    progressLabel: t('progressLabel'),
    processing: (template: string, position: string, total: string) => t('processing', { template, position, total }),
    finished: t('finished'),
    results: (ok: string, total: string) => t('results', { ok, total }),
    resultsRunning: t('resultsRunning'),
    downloadAll: t('downloadAll'),
    download: t('download'),
    screenshotAlt: (template: string) => t('screenshotAlt', { template }),
    error: t('error'),
    errorImproved: t('errorImproved'),
    fallbackUsed: t('fallbackUsed'),
    loadFailed: t('loadFailed'),
    frameClosed: t('frameClosed'),
    publish: t('publish'),
    publishing: t('publishing'),
    publishHint: t('publishHint'),
    publishFailed: t('publishFailed'),
    publishNoAnswer: (detail: string) => t('publishNoAnswer', { detail }),
    openGallery: t('openGallery'),
  };
}

export type ScreenshotTexts = ReturnType<typeof screenshotTextsOf>;

/** The tool's texts for a component: it draws again in the new language when the person switches. */
export function useScreenshotTexts(): ScreenshotTexts {
  const { t, i18n: instance } = useTranslation('screenshots');
  const language = instance.resolvedLanguage ?? instance.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts are made again in the new language
  return useMemo(() => screenshotTextsOf(t), [t, language]);
}

/** The tool's texts in the current language, for the run outside components (a failed template's reason). */
export const screenshotTexts = (): ScreenshotTexts => screenshotTextsOf(i18n.getFixedT(null, 'screenshots'));

/**
 * What is not an interface text, the same in every language (spec section 7): the console's labels of a failed
 * capture and the words drawn on the improved generator's fallback picture.
 */
export const captureLabels = {
  logCaptureError: 'Ошибка скриншота',
  logDomError: 'Ошибка dom-to-image для',
  fallbackTitle: (number: string) => `Template ${number}`,
  fallbackSubtitle: 'Website Preview',
} as const;
