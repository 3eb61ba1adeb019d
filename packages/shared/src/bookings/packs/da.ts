import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Danish. */
export const da: BookingTexts = {
  menu: 'Book',
  title: 'Book en tid',
  lead: 'Vælg en ydelse og et tidspunkt, der passer dig. Det er en forespørgsel: vi bekræfter den på e-mail eller telefon.',
  cta: 'Book en tid',
  offer: 'Ydelse',
  anyOffer: 'Ved det ikke endnu',
  day: 'Dag',
  time: 'Tid',
  slot: 'Dag og tid',
  zone: (zone) => `Tiderne er i tidszonen ${zone}.`,
  noSlots: 'Der er ingen ledige tider lige nu. Kontakt os gerne.',
  note: 'Bemærkning (valgfri)',
  submit: 'Send forespørgsel',
  problemTitle: 'Vælg venligst et andet tidspunkt',
  problems: {
    slot_missing: 'Vælg venligst en dag og et tidspunkt.',
    slot_taken: 'Dette tidspunkt er netop blevet booket af en anden.',
    slot_closed: 'Vi tager ikke imod bookinger på dette tidspunkt.',
  },
  nearest: 'De nærmeste ledige tider:',
  choose: 'Bed om dette tidspunkt',
  none: 'Der er ingen ledige tider de næste dage. Kontakt os gerne.',
  privacyHeading: 'Bookingforespørgsler',
  privacy: 'Når du sender en bookingforespørgsel, gemmer vi ydelsen, dag og tid, dit navn, din e-mail eller dit telefonnummer og din bemærkning lige så længe som beskeder fra kontaktformularen, regnet fra den bookede tid, og sletter dem derefter.',
  mail: {
    greeting: (name) => `Hej ${name},`,
    receivedSubject: (business) => `Din bookingforespørgsel hos ${business}`,
    received: (when) => `Vi har modtaget din forespørgsel til ${when} og bekræfter den snart.`,
    confirmedSubject: (business) => `Din booking hos ${business} er bekræftet`,
    confirmed: (when) => `Din booking ${when} er bekræftet. Den vedhæftede invitation føjer den til din kalender.`,
    declinedSubject: (business) => `Din bookingforespørgsel hos ${business}`,
    declined: (when) => `Desværre kan vi ikke tage imod din booking ${when}.`,
    ownerNote: 'En besked fra os:',
  },
};
