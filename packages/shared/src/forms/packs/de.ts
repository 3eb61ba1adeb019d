import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in German. */
export const de: FormTexts = {
  thankYou: {
    title: 'Vielen Dank',
    thanks: 'Vielen Dank! Ihre Nachricht wurde gesendet.',
    writeAgain: 'Weitere Nachricht schreiben',
    problemTitle: 'Ihre Nachricht wurde nicht gesendet',
    back: 'Kehren Sie mit der Zurück-Taste Ihres Browsers zur Website zurück.',
    problems: {
      name_missing: 'Bitte geben Sie Ihren Namen ein.',
      contact_missing: 'Bitte geben Sie Ihre E-Mail-Adresse oder Telefonnummer an, damit wir Ihnen antworten können.',
      contact_invalid: 'Das sieht nicht nach einer E-Mail-Adresse oder Telefonnummer aus. Bitte prüfen Sie Ihre Angabe.',
      message_missing: 'Bitte schreiben Sie Ihre Nachricht.',
      too_long: 'Die Nachricht ist zu lang. Bitte kürzen Sie Ihren Text (höchstens 5000 Zeichen).',
      closed: 'Über dieses Formular können keine Nachrichten mehr gesendet werden.',
      unreadable: 'Ihre Nachricht konnte nicht gelesen werden. Vielleicht enthält sie ein unsichtbares Zeichen, das mit dem Text kopiert wurde: Bitte tippen Sie die Nachricht erneut ein oder kontaktieren Sie uns auf anderem Weg.',
    },
  },
  contactLabel: 'Ihre E-Mail-Adresse oder Telefonnummer',
  privacyHeading: 'Das Kontaktformular',
  privacy: (days, spamDays) =>
    `Wenn Sie das Kontaktformular absenden, speichern wir Ihren Namen, Ihre E-Mail-Adresse oder Telefonnummer, Ihre Nachricht und den Zeitpunkt ihres Eingangs ${days} ${plural('de', days, { one: 'Tag', other: 'Tage' })} lang und löschen sie danach. Als Spam eingestufte Nachrichten werden nach ${spamDays} ${plural('de', spamDays, { one: 'Tag', other: 'Tagen' })} gelöscht. Ihre IP-Adresse wird nicht mit Ihrer Nachricht gespeichert.`,
};
