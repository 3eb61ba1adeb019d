import type { StageStatus } from '@sitecraft/shared/generation';
import { MESSAGE_MAX, MESSAGE_TYPE_MAX, type MessageStatus } from '@sitecraft/shared/pro-messages';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n.ts';

type ProMessagesT = TFunction<['proMessages', 'common']>;

/** What the message form's checks say, by the catalogue key the form's schema gives as its message. */
export const fieldErrorKeys = ['typeRequired', 'typeTooLong', 'messageRequired', 'messageTooLong'] as const;
export type FieldErrorKey = (typeof fieldErrorKeys)[number];

/** Texts of the older message page, in the interface's language, from the `proMessages` catalogue. */
function proMessagesTextsOf(t: ProMessagesT) {
  const fieldErrors: Record<FieldErrorKey, string> = {
    typeRequired: t('fieldErrors.typeRequired'),
    typeTooLong: t('fieldErrors.typeTooLong', { max: MESSAGE_TYPE_MAX }),
    messageRequired: t('fieldErrors.messageRequired'),
    messageTooLong: t('fieldErrors.messageTooLong', { max: MESSAGE_MAX }),
  };
  return {
    title: t('title'),
    intro: t('intro'),
    messageLabel: t('messageLabel'),
    messagePlaceholder: t('messagePlaceholder'),
    typeLabel: t('typeLabel'),
    send: t('send'),
    sending: t('sending'),
    cost: t('cost', { credits: t('common:credits', { count: 1 }) }),
    statusLabel: t('statusLabel'),
    generatingTitle: t('generatingTitle'),
    generatingWarning: t('generatingWarning'),
    generatingStart: t('generatingStart'),
    progressLabel: t('progressLabel'),
    sentTitle: t('sentTitle'),
    sentText: t('sentText'),
    download: t('download'),
    close: t('close'),
    statusText: t('statusText', { returnObjects: true }) satisfies Record<MessageStatus, string>,
    noAnswer: (detail: string) => t('noAnswer', { detail }),
    connectionLost: t('connectionLost'),
    /** A named generation stage's progress line, in the interface's language. */
    stage: (status: StageStatus) => t(`common:stages.${status}`),
    /** A form check's message, by the key the schema gives (any other message as it is). */
    fieldError: (key: string | undefined) => (key === undefined ? undefined : ((fieldErrors as Partial<Record<string, string>>)[key] ?? key)),
  };
}

export type ProMessagesTexts = ReturnType<typeof proMessagesTextsOf>;

/** The message page's texts for components, made again when the interface's language changes. */
export function useProMessagesTexts(): ProMessagesTexts {
  const { t, i18n: instance } = useTranslation(['proMessages', 'common']);
  const language = instance.resolvedLanguage ?? instance.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts are made again in the new language
  return useMemo(() => proMessagesTextsOf(t), [t, language]);
}

/** The message page's texts in the interface's current language, for code outside components (the sender). */
export const proMessagesTexts = (): ProMessagesTexts => proMessagesTextsOf(i18n.getFixedT(null, ['proMessages', 'common']));
