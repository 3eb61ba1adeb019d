import { CREDIT_ADJUSTMENT_LIMIT, PLAN_MAX_LENGTH, REASON_MAX_LENGTH, type GenerationStatusName, type MailStatus } from '@sitecraft/shared/admin';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type AdminT = TFunction<'admin'>;

/** The keys the admin forms' checks give as messages, each the catalogue's `fieldErrors` text of that name. */
export const fieldErrorKeys = ['planRequired', 'planTooLong', 'planCharacters', 'deltaInteger', 'deltaLimit', 'deltaZero', 'reasonRequired', 'reasonTooLong'] as const;
export type FieldErrorKey = (typeof fieldErrorKeys)[number];

/**
 * Texts of the admin area, in the interface's language, from the `admin` catalogue. The spec does not show its
 * screens; the Russian is the product's. Texts that take values are functions.
 */
function adminTextsOf(t: AdminT) {
  const fieldErrors: Record<FieldErrorKey, string> = {
    planRequired: t('fieldErrors.planRequired'),
    planTooLong: t('fieldErrors.planTooLong', { max: PLAN_MAX_LENGTH }),
    planCharacters: t('fieldErrors.planCharacters'),
    deltaInteger: t('fieldErrors.deltaInteger'),
    deltaLimit: t('fieldErrors.deltaLimit', { limit: CREDIT_ADJUSTMENT_LIMIT }),
    deltaZero: t('fieldErrors.deltaZero'),
    reasonRequired: t('fieldErrors.reasonRequired'),
    reasonTooLong: t('fieldErrors.reasonTooLong', { max: REASON_MAX_LENGTH }),
  };
  return {
    title: t('title'),
    navLabel: t('navLabel'),
    nav: t('nav', { returnObjects: true }),
    loading: t('loading'),
    loadFailed: t('loadFailed'),
    noAnswer: (detail: string) => t('noAnswer', { detail }),
    empty: t('empty'),
    pager: {
      label: t('pager.label'),
      previous: t('pager.previous'),
      next: t('pager.next'),
      page: (page: string, pages: string) => t('pager.page', { page, pages }),
      total: (total: string) => t('pager.total', { total }),
    },
    search: t('search'),
    dashboard: { ...t('dashboard', { returnObjects: true }), updatedAt: (time: string) => t('dashboard.updatedAt', { time }) },
    status: t('status', { returnObjects: true }) satisfies Record<GenerationStatusName, string>,
    role: t('role', { returnObjects: true }),
    accounts: t('accounts', { returnObjects: true }),
    account: { ...t('account', { returnObjects: true }), balance: (credits: string) => t('account.balance', { credits }) },
    generations: t('generations', { returnObjects: true }),
    generation: {
      ...t('generation', { returnObjects: true }),
      repairFixes: t('generation.repairFixes', { returnObjects: true }) as Partial<Record<string, string>>,
      repairRound: (round: string) => t('generation.repairRound', { round }),
    },
    outbox: { ...t('outbox', { returnObjects: true }), status: t('outbox.status', { returnObjects: true }) satisfies Record<MailStatus, string> },
    audit: { columns: t('audit.columns', { returnObjects: true }), actions: t('audit.actions', { returnObjects: true }) as Partial<Record<string, string>> },
    /** A form check's message, by the key the form's schema gives (any other message as it is). */
    fieldError: (key: string | undefined) => (key === undefined ? undefined : ((fieldErrors as Partial<Record<string, string>>)[key] ?? key)),
  };
}

export type AdminTexts = ReturnType<typeof adminTextsOf>;

/** The admin area's texts for a component: it draws again in the new language when the person switches. */
export function useAdminTexts(): AdminTexts {
  const { t, i18n: instance } = useTranslation('admin');
  const language = instance.resolvedLanguage ?? instance.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts are made again in the new language
  return useMemo(() => adminTextsOf(t), [t, language]);
}
