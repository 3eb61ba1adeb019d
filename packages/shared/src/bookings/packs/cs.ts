import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Czech. */
export const cs: BookingTexts = {
  menu: 'Rezervace',
  title: 'Objednat se',
  lead: 'Vyberte službu a čas, který vám vyhovuje. Jde o žádost: potvrdíme ji e-mailem nebo telefonicky.',
  cta: 'Objednat se',
  offer: 'Služba',
  anyOffer: 'Zatím nevím',
  day: 'Den',
  time: 'Čas',
  slot: 'Den a čas',
  zone: (zone) => `Časy jsou v časovém pásmu ${zone}.`,
  noSlots: 'Momentálně nejsou volné termíny. Kontaktujte nás prosím.',
  note: 'Poznámka (nepovinné)',
  submit: 'Odeslat žádost',
  problemTitle: 'Vyberte prosím jiný čas',
  problems: {
    slot_missing: 'Vyberte prosím den a čas.',
    slot_taken: 'Tento čas si právě zarezervoval někdo jiný.',
    slot_closed: 'V tuto dobu rezervace nepřijímáme.',
  },
  nearest: 'Nejbližší volné termíny:',
  choose: 'Požádat o tento čas',
  none: 'V nejbližších dnech nejsou volné termíny. Kontaktujte nás prosím.',
  privacyHeading: 'Žádosti o rezervaci',
  privacy: 'Když odešlete žádost o rezervaci, uchováváme službu, den a čas, vaše jméno, e-mail nebo telefonní číslo a poznámku stejně dlouho jako zprávy z kontaktního formuláře, počítáno od rezervovaného času, a poté je smažeme.',
  mail: {
    greeting: (name) => `Dobrý den, ${name},`,
    receivedSubject: (business) => `Vaše žádost o rezervaci u ${business}`,
    received: (when) => `Vaši žádost na ${when} jsme obdrželi. Brzy ji potvrdíme.`,
    confirmedSubject: (business) => `Vaše rezervace u ${business} je potvrzena`,
    confirmed: (when) => `Vaše rezervace na ${when} je potvrzena. Přiložená pozvánka ji přidá do vašeho kalendáře.`,
    declinedSubject: (business) => `Vaše žádost o rezervaci u ${business}`,
    declined: (when) => `Bohužel vaši rezervaci na ${when} nemůžeme přijmout.`,
    ownerNote: 'Poznámka od nás:',
  },
};
