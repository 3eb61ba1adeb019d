import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Latvian. */
export const lv: BookingTexts = {
  menu: 'Rezervēt',
  title: 'Pieteikties vizītei',
  lead: 'Izvēlieties pakalpojumu un sev ērtu laiku. Tas ir pieprasījums: to apstiprināsim pa e-pastu vai tālruni.',
  cta: 'Pieteikties',
  offer: 'Pakalpojums',
  anyOffer: 'Vēl neesmu izlēmis(-usi)',
  day: 'Diena',
  time: 'Laiks',
  slot: 'Diena un laiks',
  zone: (zone) => `Laiki norādīti laika joslā ${zone}.`,
  noSlots: 'Pašlaik brīvu laiku nav. Lūdzu, sazinieties ar mums.',
  note: 'Piezīme (nav obligāta)',
  submit: 'Nosūtīt pieprasījumu',
  problemTitle: 'Lūdzu, izvēlieties citu laiku',
  problems: {
    slot_missing: 'Lūdzu, izvēlieties dienu un laiku.',
    slot_taken: 'Šo laiku tikko rezervēja kāds cits.',
    slot_closed: 'Šajā laikā rezervācijas nepieņemam.',
  },
  nearest: 'Tuvākie brīvie laiki:',
  choose: 'Pieprasīt šo laiku',
  none: 'Tuvākajās dienās brīvu laiku nav. Lūdzu, sazinieties ar mums.',
  privacyHeading: 'Rezervācijas pieprasījumi',
  privacy: 'Kad nosūtāt rezervācijas pieprasījumu, mēs glabājam pakalpojumu, dienu un laiku, jūsu vārdu, e-pastu vai tālruņa numuru un piezīmi tikpat ilgi kā saziņas formas ziņas, skaitot no rezervētā laika, un pēc tam tos dzēšam.',
  mail: {
    greeting: (name) => `Labdien, ${name}!`,
    receivedSubject: (business) => `Jūsu rezervācijas pieprasījums: ${business}`,
    received: (when) => `Esam saņēmuši jūsu pieprasījumu uz ${when}. Drīz to apstiprināsim.`,
    confirmedSubject: (business) => `Jūsu rezervācija apstiprināta: ${business}`,
    confirmed: (when) => `Jūsu rezervācija uz ${when} ir apstiprināta. Pievienotais ielūgums to pievienos jūsu kalendāram.`,
    declinedSubject: (business) => `Jūsu rezervācijas pieprasījums: ${business}`,
    declined: (when) => `Diemžēl nevaram pieņemt jūsu rezervāciju uz ${when}.`,
    ownerNote: 'Piezīme no mums:',
  },
};
