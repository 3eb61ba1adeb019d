import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Croatian. */
export const hr: BookingTexts = {
  menu: 'Rezervacija',
  title: 'Rezervirajte termin',
  lead: 'Odaberite uslugu i vrijeme koje vam odgovara. Ovo je zahtjev: potvrdit ćemo ga e-poštom ili telefonom.',
  cta: 'Rezervirajte termin',
  offer: 'Usluga',
  anyOffer: 'Još ne znam',
  day: 'Dan',
  time: 'Vrijeme',
  slot: 'Dan i vrijeme',
  zone: (zone) => `Vremena su u vremenskoj zoni ${zone}.`,
  noSlots: 'Trenutačno nema slobodnih termina. Molimo, javite nam se.',
  note: 'Napomena (nije obavezno)',
  submit: 'Pošalji zahtjev',
  problemTitle: 'Odaberite drugo vrijeme',
  problems: {
    slot_missing: 'Odaberite dan i vrijeme.',
    slot_taken: 'Ovaj je termin upravo rezervirao netko drugi.',
    slot_closed: 'U to vrijeme ne primamo rezervacije.',
  },
  nearest: 'Najbliži slobodni termini:',
  choose: 'Zatraži ovaj termin',
  none: 'Sljedećih dana nema slobodnih termina. Molimo, javite nam se.',
  privacyHeading: 'Zahtjevi za rezervaciju',
  privacy: 'Kada pošaljete zahtjev za rezervaciju, čuvamo uslugu, dan i vrijeme, vaše ime, e-poštu ili broj telefona i napomenu jednako dugo kao poruke kontaktnog obrasca, računajući od rezerviranog vremena, a zatim ih brišemo.',
  mail: {
    greeting: (name) => `Pozdrav, ${name},`,
    receivedSubject: (business) => `Vaš zahtjev za rezervaciju u ${business}`,
    received: (when) => `Primili smo vaš zahtjev za ${when}. Uskoro ćemo ga potvrditi.`,
    confirmedSubject: (business) => `Vaša rezervacija u ${business} je potvrđena`,
    confirmed: (when) => `Vaša rezervacija za ${when} je potvrđena. Priložena pozivnica dodaje je u vaš kalendar.`,
    declinedSubject: (business) => `Vaš zahtjev za rezervaciju u ${business}`,
    declined: (when) => `Nažalost, ne možemo prihvatiti vašu rezervaciju za ${when}.`,
    ownerNote: 'Poruka od nas:',
  },
};
