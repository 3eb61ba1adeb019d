import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Estonian. */
export const et: BookingTexts = {
  menu: 'Broneeri',
  title: 'Broneeri aeg',
  lead: 'Vali teenus ja sobiv aeg. See on päring: kinnitame selle e-posti või telefoni teel.',
  cta: 'Broneeri aeg',
  offer: 'Teenus',
  anyOffer: 'Ei ole veel otsustanud',
  day: 'Päev',
  time: 'Kellaaeg',
  slot: 'Päev ja kellaaeg',
  zone: (zone) => `Ajad on ajavööndis ${zone}.`,
  noSlots: 'Praegu vabu aegu ei ole. Palun võta meiega ühendust.',
  note: 'Märkus (valikuline)',
  submit: 'Saada päring',
  problemTitle: 'Palun vali teine aeg',
  problems: {
    slot_missing: 'Palun vali päev ja kellaaeg.',
    slot_taken: 'Selle aja broneeris just keegi teine.',
    slot_closed: 'Sellel ajal me broneeringuid ei võta.',
  },
  nearest: 'Lähimad vabad ajad:',
  choose: 'Küsi seda aega',
  none: 'Lähipäevil vabu aegu ei ole. Palun võta meiega ühendust.',
  privacyHeading: 'Broneerimispäringud',
  privacy: 'Kui saadad broneerimispäringu, säilitame teenuse, päeva ja kellaaja, sinu nime, e-posti aadressi või telefoninumbri ning märkuse sama kaua kui kontaktivormi sõnumid, arvestades broneeritud ajast, ja seejärel kustutame need.',
  mail: {
    greeting: (name) => `Tere, ${name}!`,
    receivedSubject: (business) => `Sinu broneerimispäring: ${business}`,
    received: (when) => `Saime sinu päringu ajale ${when}. Kinnitame selle peagi.`,
    confirmedSubject: (business) => `Sinu broneering on kinnitatud: ${business}`,
    confirmed: (when) => `Sinu broneering ajale ${when} on kinnitatud. Lisatud kutse lisab selle sinu kalendrisse.`,
    declinedSubject: (business) => `Sinu broneerimispäring: ${business}`,
    declined: (when) => `Kahjuks ei saa me sinu broneeringut ajale ${when} vastu võtta.`,
    ownerNote: 'Märkus meilt:',
  },
};
