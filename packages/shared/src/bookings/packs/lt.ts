import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Lithuanian. */
export const lt: BookingTexts = {
  menu: 'Rezervuoti',
  title: 'Užsiregistruoti vizitui',
  lead: 'Pasirinkite paslaugą ir jums patogų laiką. Tai užklausa: ją patvirtinsime el. paštu arba telefonu.',
  cta: 'Užsiregistruoti',
  offer: 'Paslauga',
  anyOffer: 'Dar nenusprendžiau',
  day: 'Diena',
  time: 'Laikas',
  slot: 'Diena ir laikas',
  zone: (zone) => `Laikas nurodytas ${zone} laiko juostoje.`,
  noSlots: 'Šiuo metu laisvo laiko nėra. Susisiekite su mumis.',
  note: 'Pastaba (neprivaloma)',
  submit: 'Siųsti užklausą',
  problemTitle: 'Pasirinkite kitą laiką',
  problems: {
    slot_missing: 'Pasirinkite dieną ir laiką.',
    slot_taken: 'Šį laiką ką tik rezervavo kažkas kitas.',
    slot_closed: 'Šiuo laiku rezervacijų nepriimame.',
  },
  nearest: 'Artimiausi laisvi laikai:',
  choose: 'Prašyti šio laiko',
  none: 'Artimiausiomis dienomis laisvo laiko nėra. Susisiekite su mumis.',
  privacyHeading: 'Rezervacijos užklausos',
  privacy: 'Kai siunčiate rezervacijos užklausą, paslaugą, dieną ir laiką, jūsų vardą, el. paštą ar telefono numerį bei pastabą saugome tiek pat, kiek kontaktų formos žinutes, skaičiuojant nuo rezervuoto laiko, o tada juos ištriname.',
  mail: {
    greeting: (name) => `Sveiki, ${name},`,
    receivedSubject: (business) => `Jūsų rezervacijos užklausa: ${business}`,
    received: (when) => `Gavome jūsų užklausą ${when}. Netrukus ją patvirtinsime.`,
    confirmedSubject: (business) => `Jūsų rezervacija patvirtinta: ${business}`,
    confirmed: (when) => `Jūsų rezervacija ${when} patvirtinta. Pridėtas kvietimas ją įtrauks į jūsų kalendorių.`,
    declinedSubject: (business) => `Jūsų rezervacijos užklausa: ${business}`,
    declined: (when) => `Deja, negalime priimti jūsų rezervacijos ${when}.`,
    ownerNote: 'Pastaba iš mūsų:',
  },
};
