import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Dutch. */
export const nl: BookingTexts = {
  menu: 'Boeken',
  title: 'Afspraak maken',
  lead: 'Kies een dienst en een tijd die u uitkomt. Dit is een aanvraag: we bevestigen die per e-mail of telefoon.',
  cta: 'Afspraak maken',
  offer: 'Dienst',
  anyOffer: 'Weet ik nog niet',
  day: 'Dag',
  time: 'Tijd',
  slot: 'Dag en tijd',
  zone: (zone) => `Tijden zijn in de tijdzone ${zone}.`,
  noSlots: 'Er zijn nu geen vrije tijden. Neem contact met ons op.',
  note: 'Opmerking (optioneel)',
  submit: 'Aanvraag versturen',
  problemTitle: 'Kies een andere tijd',
  problems: {
    slot_missing: 'Kies een dag en een tijd.',
    slot_taken: 'Deze tijd is net door iemand anders geboekt.',
    slot_closed: 'Op deze tijd nemen we geen afspraken aan.',
  },
  nearest: 'De eerstvolgende vrije tijden:',
  choose: 'Deze tijd aanvragen',
  none: 'De komende dagen zijn er geen vrije tijden. Neem contact met ons op.',
  privacyHeading: 'Afspraakaanvragen',
  privacy: 'Wanneer u een afspraakaanvraag verstuurt, bewaren we de dienst, de dag en tijd, uw naam, uw e-mailadres of telefoonnummer en uw opmerking even lang als berichten van het contactformulier, gerekend vanaf de geboekte tijd, en verwijderen ze daarna.',
  mail: {
    greeting: (name) => `Hallo ${name},`,
    receivedSubject: (business) => `Uw afspraakaanvraag bij ${business}`,
    received: (when) => `We hebben uw aanvraag voor ${when} ontvangen en bevestigen die binnenkort.`,
    confirmedSubject: (business) => `Uw afspraak bij ${business} is bevestigd`,
    confirmed: (when) => `Uw afspraak op ${when} is bevestigd. De bijgevoegde uitnodiging zet hem in uw agenda.`,
    declinedSubject: (business) => `Uw afspraakaanvraag bij ${business}`,
    declined: (when) => `Helaas kunnen we uw afspraak op ${when} niet aannemen.`,
    ownerNote: 'Een bericht van ons:',
  },
};
