import type { TokenlessPosts } from '@sitecraft/shared/forms';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Texts of a site's setting for posts without a time token, on its inbox page. */
function tokenlessPostsTextsOf(t: TFunction<'sites', 'tokenlessPosts'>, noAnswer: (detail: string) => string) {
  return {
    heading: t('heading'),
    intro: t('intro'),
    /** Which rule applies to the site now. */
    status: ({ downloaded, allowed }: TokenlessPosts) => {
      if (!downloaded) return t('neverDownloaded');
      return allowed ? t('accepted') : t('turnedOff');
    },
    turnOff: t('turnOff'),
    turnOn: t('turnOn'),
    saving: t('saving'),
    failed: t('failed'),
    noAnswer,
  };
}

/** The setting's texts for a component, drawn again in the new language when the person switches. */
export function useTokenlessPostsTexts() {
  const { t } = useTranslation('sites', { keyPrefix: 'tokenlessPosts' });
  const { t: sitesT } = useTranslation('sites');
  return useMemo(() => tokenlessPostsTextsOf(t, (detail) => sitesT('noAnswer', { detail })), [t, sitesT]);
}
