import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Romanian. */
export const ro: BookingTexts = {
  menu: 'Programare',
  title: 'Fă o programare',
  lead: 'Alege un serviciu și o oră potrivită. Este o cerere: o confirmăm prin e-mail sau telefon.',
  cta: 'Fă o programare',
  offer: 'Serviciu',
  anyOffer: 'Încă nu știu',
  day: 'Ziua',
  time: 'Ora',
  slot: 'Ziua și ora',
  zone: (zone) => `Orele sunt în fusul orar ${zone}.`,
  noSlots: 'Momentan nu sunt ore libere. Te rugăm să ne contactezi.',
  note: 'Notă (opțional)',
  submit: 'Trimite cererea',
  problemTitle: 'Te rugăm să alegi altă oră',
  problems: {
    slot_missing: 'Te rugăm să alegi o zi și o oră.',
    slot_taken: 'Această oră tocmai a fost rezervată de altcineva.',
    slot_closed: 'La această oră nu facem programări.',
  },
  nearest: 'Cele mai apropiate ore libere:',
  choose: 'Cere această oră',
  none: 'Nu sunt ore libere în zilele următoare. Te rugăm să ne contactezi.',
  privacyHeading: 'Cereri de programare',
  privacy: 'Când trimiți o cerere de programare, păstrăm serviciul, ziua și ora, numele tău, e-mailul sau telefonul și nota ta la fel de mult ca mesajele formularului de contact, socotit de la ora rezervată, apoi le ștergem.',
  mail: {
    greeting: (name) => `Bună, ${name},`,
    receivedSubject: (business) => `Cererea ta de programare la ${business}`,
    received: (when) => `Am primit cererea ta pentru ${when}. O vom confirma în curând.`,
    confirmedSubject: (business) => `Programarea ta la ${business} este confirmată`,
    confirmed: (when) => `Programarea ta pentru ${when} este confirmată. Invitația atașată o adaugă în calendarul tău.`,
    declinedSubject: (business) => `Cererea ta de programare la ${business}`,
    declined: (when) => `Din păcate nu putem accepta programarea pentru ${when}.`,
    ownerNote: 'Un mesaj de la noi:',
  },
};
