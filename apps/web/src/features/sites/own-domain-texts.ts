import type { DnsRecord } from '@sitecraft/shared/domains';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Texts of "Use my own domain" in My sites. */
function ownDomainTextsOf(t: TFunction<'sites', 'ownDomain'>, language: string) {
  return {
    open: t('open'),
    intro: (domain: string) => t('intro', { domain }),
    bind: (domain: string) => t('bind', { domain }),
    statusVerified: t('statusVerified'),
    statusPending: t('statusPending'),
    statusHeld: t('statusHeld'),
    recordsTitle: t('recordsTitle'),
    type: t('type'),
    name: t('name'),
    value: t('value'),
    /** How a record type reads; DNS hosts call an ALIAS an ANAME too. */
    typeLabel: (type: DnsRecord['type']) => (type === 'ALIAS' ? t('aliasType') : type),
    copy: t('copy'),
    copied: t('copied'),
    /** Read after "Copy" by screen readers: which field of which record. */
    copyWhat: (field: string, record: DnsRecord) => t('copyWhat', { field: field.toLocaleLowerCase(language), type: record.type, name: record.name }),
    copiedStatus: (field: string) => t('copiedStatus', { field }),
    selected: t('selected'),
    selectedStatus: (field: string) => t('selectedStatus', { field }),
    aliasOrRedirect: (domain: string) => t('aliasOrRedirect', { domain }),
    preferWwwForRedirect: (domain: string) => t('preferWwwForRedirect', { domain }),
    check: t('check'),
    checking: t('checking'),
    resultsTitle: t('resultsTitle'),
    expected: t('expected'),
    found: t('found'),
    ok: t('ok'),
    wrong: t('wrong'),
    nothing: t('nothing'),
    anyValue: t('anyValue'),
    checkedAt: (time: string) => t('checkedAt', { time }),
    allGood: t('allGood'),
    preferLegend: t('preferLegend'),
    preferNote: t('preferNote'),
    remove: t('remove'),
    removeConfirm: (domain: string) => t('removeConfirm', { domain }),
    removeYes: t('removeYes'),
    cancel: t('cancel'),
    failed: t('failed'),
  };
}

export type OwnDomainTexts = ReturnType<typeof ownDomainTextsOf>;

/** The own-domain texts for a component, drawn again in the new language when the person switches. */
export function useOwnDomainTexts(): OwnDomainTexts {
  const { t, i18n } = useTranslation('sites', { keyPrefix: 'ownDomain' });
  return useMemo(() => ownDomainTextsOf(t, i18n.language), [t, i18n.language]);
}
