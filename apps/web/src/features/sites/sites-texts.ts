import type { SiteSummary } from '@sitecraft/shared/sites';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Texts of My sites (/sites), from the `sites` catalogue in the interface's language. */
function sitesTextsOf(t: TFunction<'sites'>) {
  return {
    title: t('title'),
    intro: t('intro'),
    loading: t('loading'),
    loadFailed: t('loadFailed'),
    noAnswer: (detail: string) => t('noAnswer', { detail }),
    retry: t('retry'),
    empty: t('empty'),
    emptyHint: t('emptyHint'),
    toBuilder: t('toBuilder'),
    created: t('created'),
    language: t('language'),
    fileType: t('fileType'),
    status: t('status', { returnObjects: true }) satisfies Record<SiteSummary['status'], string>,
    notEditable: t('notEditable'),
    noPreview: t('noPreview'),
    open: t('open'),
    edit: t('edit'),
    /** Said after a button's visible word, for screen readers: which site it acts on. */
    forSite: (domains: string) => ` ${domains}`,
    inNewTab: t('inNewTab'),
    download: t('download'),
    /** Which versions the download holds, said once a site has been edited. */
    downloadHolds: (edited: SiteSummary['edited'], severalSites: boolean) =>
      severalSites
        ? t('downloadHoldsSeveral', { versions: edited.map((site) => t('editedVersion', { host: site.host, version: site.version })).join(', ') })
        : t('downloadHoldsOne', { version: edited[0]?.version ?? 1 }),
    publish: t('publish'),
    republish: t('republish'),
    unpublish: t('unpublish'),
    publishedAt: t('publishedAt'),
    notPublished: t('notPublished'),
    phpNeedsHost: t('phpNeedsHost'),
    actionFailed: t('actionFailed'),
    delete: t('delete'),
    deleteTitle: t('deleteTitle'),
    deleteText: (domains: string) => t('deleteText', { domains }),
    deleteConfirm: t('deleteConfirm'),
    cancel: t('cancel'),
    deleted: (domains: string) => t('deleted', { domains }),
  };
}

export type SitesTexts = ReturnType<typeof sitesTextsOf>;

/** My sites' texts for a component, drawn again in the new language when the person switches. */
export function useSitesTexts(): SitesTexts {
  const { t } = useTranslation('sites');
  return useMemo(() => sitesTextsOf(t), [t]);
}
