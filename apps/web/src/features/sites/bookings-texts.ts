/** Texts of a site's Bookings page (/sites/<trackId>/<host>/bookings). */
export const bookingsTexts = {
  link: 'Bookings',
  /** Said after a Bookings link's visible words, for screen readers: its badge shows the number alone. */
  waitingNote: (count: number) => `(${count} waiting)`,
  title: (host: string) => `Bookings of ${host}`,
  back: '← My sites',
  requests: 'Requests',
  upcoming: 'Upcoming bookings',
  loading: 'Loading bookings…',
  loadFailed: 'The bookings could not be loaded.',
  noRequests: 'No requests wait for you. Visitors ask for a time on your site’s Book page.',
  noUpcoming: 'No bookings to come.',
  zone: (zone: string) => `Times in ${zone}`,
  accept: 'Accept',
  decline: 'Decline',
  cancel: 'Cancel booking',
  noteLabel: 'Note to the visitor (optional)',
  confirmDecline: 'Decline request',
  confirmCancel: 'Cancel booking',
  keep: 'Keep',
  failed: 'That did not work. Try again.',
  noAnswer: (detail: string) => `No answer from the server: ${detail}`,
} as const;
