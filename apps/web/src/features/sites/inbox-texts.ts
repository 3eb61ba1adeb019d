import type { SpamReason } from '@sitecraft/shared/forms';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Texts of a site's inbox (/sites/<trackId>/<host>/inbox) and of its entry on the site cards. */
function inboxTextsOf(t: TFunction<'sites', 'inbox'>, noAnswer: (detail: string) => string) {
  return {
    inbox: t('inbox'),
    spam: t('spam'),
    /** Said after an inbox link's visible words, for screen readers ("Inbox example.com (3 unread)"): its badge shows the number alone. */
    unreadNote: (count: number) => t('unreadNote', { count }),
    title: (host: string) => t('title', { host }),
    back: t('back'),
    folders: t('folders'),
    folderCount: (count: number) => t('folderCount', { count }),
    loading: t('loading'),
    loadFailed: t('loadFailed'),
    retry: t('retry'),
    emptyInbox: t('emptyInbox'),
    emptySpam: t('emptySpam'),
    older: t('older'),
    loadingOlder: t('loadingOlder'),
    exportCsv: (folder: 'inbox' | 'spam') => t(`exportCsv.${folder}`),
    unread: t('unread'),
    spamBecause: t('spamBecause'),
    spamReasons: t('spamReasons', { returnObjects: true }) satisfies Record<SpamReason, string>,
    markUnread: t('markUnread'),
    markSpam: t('markSpam'),
    notSpam: t('notSpam'),
    delete: t('delete'),
    /** Said after an action's visible word, for screen readers: which message it acts on. */
    fromName: (name: string) => t('fromName', { name }),
    deleteTitle: t('deleteTitle'),
    deleteText: (name: string) => t('deleteText', { name }),
    deleteConfirm: t('deleteConfirm'),
    cancel: t('cancel'),
    markedUnread: t('markedUnread'),
    movedToSpam: t('movedToSpam'),
    movedToInbox: t('movedToInbox'),
    deleted: t('deleted'),
    actionFailed: t('actionFailed'),
    noAnswer,
  };
}

export type InboxTexts = ReturnType<typeof inboxTextsOf>;

/** The inbox's texts for a component, drawn again in the new language when the person switches. */
export function useInboxTexts(): InboxTexts {
  const { t } = useTranslation('sites', { keyPrefix: 'inbox' });
  const { t: sitesT } = useTranslation('sites');
  return useMemo(() => inboxTextsOf(t, (detail) => sitesT('noAnswer', { detail })), [t, sitesT]);
}
