import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Texts of a site's webhook settings, on its inbox page. */
function webhookTextsOf(t: TFunction<'sites', 'webhook'>, noAnswer: (detail: string) => string) {
  return {
    heading: t('heading'),
    intro: t('intro'),
    loading: t('loading'),
    loadFailed: t('loadFailed'),
    url: t('url'),
    urlHint: t('urlHint'),
    save: t('save'),
    saving: t('saving'),
    saved: (url: string) => t('saved', { url }),
    secret: t('secret'),
    secretHint: t('secretHint'),
    remove: t('remove'),
    removeTitle: t('removeTitle'),
    removeText: (url: string) => t('removeText', { url }),
    cancel: t('cancel'),
    removed: t('removed'),
    failed: t('failed'),
    noAnswer,
  };
}

export type WebhookTexts = ReturnType<typeof webhookTextsOf>;

/** The webhook texts for a component, drawn again in the new language when the person switches. */
export function useWebhookTexts(): WebhookTexts {
  const { t } = useTranslation('sites', { keyPrefix: 'webhook' });
  const { t: sitesT } = useTranslation('sites');
  return useMemo(() => webhookTextsOf(t, (detail) => sitesT('noAnswer', { detail })), [t, sitesT]);
}
