import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Polish. */
export const pl: FormTexts = {
  thankYou: {
    title: 'Dziękujemy',
    thanks: 'Dziękujemy! Wiadomość została wysłana.',
    writeAgain: 'Napisz kolejną wiadomość',
    problemTitle: 'Wiadomość nie została wysłana',
    back: 'Wróć do strony przyciskiem „Wstecz” w przeglądarce.',
    problems: {
      name_missing: 'Podaj swoje imię.',
      contact_missing: 'Podaj adres e-mail lub numer telefonu, abyśmy mogli odpowiedzieć.',
      contact_invalid: 'To nie wygląda na adres e-mail ani numer telefonu. Sprawdź, proszę.',
      message_missing: 'Napisz swoją wiadomość.',
      too_long: 'Wiadomość jest za długa. Skróć ją, proszę (maksymalnie 5000 znaków).',
      closed: 'Ten formularz nie przyjmuje już wiadomości.',
      unreadable: 'Nie udało się odczytać wiadomości. Być może zawiera niewidoczny znak skopiowany razem z tekstem: wpisz ją ponownie lub skontaktuj się z nami w inny sposób.',
    },
  },
  contactLabel: 'Twój e-mail lub telefon',
  privacyHeading: 'Formularz kontaktowy',
  privacy: (days, spamDays) =>
    `Gdy wysyłasz formularz kontaktowy, przechowujemy Twoje imię, adres e-mail lub numer telefonu, wiadomość i czas jej otrzymania przez ${days} ${plural('pl', days, { one: 'dzień', few: 'dni', many: 'dni', other: 'dnia' })}, a następnie je usuwamy. Wiadomości uznane za spam usuwamy po ${spamDays} ${plural('pl', spamDays, { one: 'dniu', few: 'dniach', many: 'dniach', other: 'dnia' })}. Twój adres IP nie jest zapisywany razem z wiadomością.`,
};
