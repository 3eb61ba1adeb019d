import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in German. */
export const de: BookingTexts = {
  menu: 'Termin',
  title: 'Termin buchen',
  lead: 'Wählen Sie eine Leistung und eine passende Zeit. Dies ist eine Anfrage: Wir bestätigen sie per E-Mail oder Telefon.',
  cta: 'Termin anfragen',
  offer: 'Leistung',
  anyOffer: 'Noch nicht entschieden',
  day: 'Tag',
  time: 'Uhrzeit',
  slot: 'Tag und Uhrzeit',
  zone: (zone) => `Zeiten gelten in der Zeitzone ${zone}.`,
  noSlots: 'Zurzeit sind keine Termine frei. Bitte kontaktieren Sie uns.',
  note: 'Anmerkung (optional)',
  submit: 'Terminanfrage senden',
  problemTitle: 'Bitte wählen Sie eine andere Zeit',
  problems: {
    slot_missing: 'Bitte wählen Sie einen Tag und eine Uhrzeit.',
    slot_taken: 'Diese Zeit wurde gerade von jemand anderem gebucht.',
    slot_closed: 'Zu dieser Zeit nehmen wir keine Termine an.',
  },
  nearest: 'Die nächsten freien Zeiten:',
  choose: 'Diese Zeit anfragen',
  none: 'In den nächsten Tagen sind keine Zeiten frei. Bitte kontaktieren Sie uns.',
  privacyHeading: 'Terminanfragen',
  privacy: 'Wenn Sie eine Terminanfrage senden, speichern wir die Leistung, Tag und Uhrzeit, Ihren Namen, Ihre E-Mail-Adresse oder Telefonnummer und Ihre Anmerkung so lange wie Nachrichten des Kontaktformulars, gerechnet ab dem gebuchten Termin, und löschen sie dann.',
  mail: {
    greeting: (name) => `Hallo ${name},`,
    receivedSubject: (business) => `Ihre Terminanfrage bei ${business}`,
    received: (when) => `Wir haben Ihre Anfrage für ${when} erhalten und bestätigen sie in Kürze.`,
    confirmedSubject: (business) => `Ihr Termin bei ${business} ist bestätigt`,
    confirmed: (when) => `Ihr Termin am ${when} ist bestätigt. Die angehängte Einladung trägt ihn in Ihren Kalender ein.`,
    declinedSubject: (business) => `Ihre Terminanfrage bei ${business}`,
    declined: (when) => `Leider können wir Ihren Termin am ${when} nicht annehmen.`,
    ownerNote: 'Eine Notiz von uns:',
  },
};
