import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Afrikaans. */
export const af: BookingTexts = {
  menu: 'Bespreek',
  title: 'Maak ’n afspraak',
  lead: 'Kies ’n diens en ’n tyd wat jou pas. Dit is ’n versoek: ons bevestig dit per e-pos of telefoon.',
  cta: 'Maak ’n afspraak',
  offer: 'Diens',
  anyOffer: 'Weet nog nie',
  day: 'Dag',
  time: 'Tyd',
  slot: 'Dag en tyd',
  zone: (zone) => `Tye is in die ${zone}-tydsone.`,
  noSlots: 'Daar is tans geen vrye tye nie. Kontak ons asseblief.',
  note: 'Nota (opsioneel)',
  submit: 'Stuur versoek',
  problemTitle: 'Kies asseblief ’n ander tyd',
  problems: {
    slot_missing: 'Kies asseblief ’n dag en ’n tyd.',
    slot_taken: 'Hierdie tyd is pas deur iemand anders bespreek.',
    slot_closed: 'Ons neem nie besprekings op hierdie tyd nie.',
  },
  nearest: 'Die naaste vrye tye:',
  choose: 'Vra hierdie tyd aan',
  none: 'Daar is geen vrye tye in die komende dae nie. Kontak ons asseblief.',
  privacyHeading: 'Besprekingsversoeke',
  privacy: 'Wanneer jy ’n besprekingsversoek stuur, hou ons die diens, die dag en tyd, jou naam, jou e-pos of telefoonnommer en jou nota net so lank as boodskappe van die kontakvorm, gereken van die bespreekte tyd, en skrap dit dan.',
  mail: {
    greeting: (name) => `Hallo ${name},`,
    receivedSubject: (business) => `Jou besprekingsversoek by ${business}`,
    received: (when) => `Ons het jou versoek vir ${when} ontvang en sal dit binnekort bevestig.`,
    confirmedSubject: (business) => `Jou bespreking by ${business} is bevestig`,
    confirmed: (when) => `Jou bespreking vir ${when} is bevestig. Die aangehegte uitnodiging voeg dit by jou kalender.`,
    declinedSubject: (business) => `Jou besprekingsversoek by ${business}`,
    declined: (when) => `Ongelukkig kan ons nie jou bespreking vir ${when} aanvaar nie.`,
    ownerNote: '’n Nota van ons:',
  },
};
