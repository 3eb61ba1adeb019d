import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Texts of a site's Bookings page (/sites/<trackId>/<host>/bookings) and of its link on the site cards. */
function bookingsTextsOf(t: TFunction<'sites', 'bookings'>, noAnswer: (detail: string) => string) {
  return {
    link: t('link'),
    /** Said after a Bookings link's visible words, for screen readers: its badge shows the number alone. */
    waitingNote: (count: number) => t('waitingNote', { count }),
    title: (host: string) => t('title', { host }),
    back: t('back'),
    /** The heading of the requests waiting, with their number. */
    requests: (number: number) => t('requests', { number }),
    upcoming: t('upcoming'),
    loading: t('loading'),
    loadFailed: t('loadFailed'),
    noRequests: t('noRequests'),
    noUpcoming: t('noUpcoming'),
    zone: (zone: string) => t('zone', { zone }),
    accept: t('accept'),
    decline: t('decline'),
    cancel: t('cancel'),
    noteLabel: t('noteLabel'),
    confirmDecline: t('confirmDecline'),
    confirmCancel: t('confirmCancel'),
    keep: t('keep'),
    exportCsv: t('exportCsv'),
    propose: t('propose'),
    proposeSlot: (zone: string) => t('proposeSlot', { zone }),
    proposeChoose: t('proposeChoose'),
    proposeSend: t('proposeSend'),
    proposeHint: t('proposeHint'),
    loadingSlots: t('loadingSlots'),
    noFreeSlots: t('noFreeSlots'),
    /** A request with another time proposed: that time (its day written out), waiting for the visitor. */
    proposedStatus: (day: string, time: string) => t('proposedStatus', { day, time }),
    failed: t('failed'),
    noAnswer,
  };
}

export type BookingsTexts = ReturnType<typeof bookingsTextsOf>;

/** The Bookings page's texts for a component, drawn again in the new language when the person switches. */
export function useBookingsTexts(): BookingsTexts {
  const { t } = useTranslation('sites', { keyPrefix: 'bookings' });
  const { t: sitesT } = useTranslation('sites');
  return useMemo(() => bookingsTextsOf(t, (detail) => sitesT('noAnswer', { detail })), [t, sitesT]);
}
