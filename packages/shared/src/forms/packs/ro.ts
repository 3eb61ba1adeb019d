import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Romanian. */
export const ro: FormTexts = {
  thankYou: {
    title: 'Vă mulțumim',
    thanks: 'Vă mulțumim! Mesajul dumneavoastră a fost trimis.',
    writeAgain: 'Scrieți un alt mesaj',
    problemTitle: 'Mesajul dumneavoastră nu a fost trimis',
    back: 'Reveniți pe site cu butonul Înapoi al browserului.',
    problems: {
      name_missing: 'Vă rugăm să vă introduceți numele.',
      contact_missing: 'Vă rugăm să introduceți adresa de e-mail sau numărul de telefon, ca să vă putem răspunde.',
      contact_invalid: 'Aceasta nu pare o adresă de e-mail sau un număr de telefon. Vă rugăm să verificați.',
      message_missing: 'Vă rugăm să scrieți mesajul.',
      too_long: 'Mesajul este prea lung. Vă rugăm să îl scurtați (cel mult 5000 de caractere).',
      closed: 'Acest formular nu mai primește mesaje.',
      unreadable: 'Mesajul dumneavoastră nu a putut fi citit. Poate conține un caracter invizibil copiat împreună cu textul: vă rugăm să îl scrieți din nou sau să ne contactați în alt mod.',
    },
  },
  contactLabel: 'E-mailul sau telefonul dumneavoastră',
  privacyHeading: 'Formularul de contact',
  privacy: (days, spamDays) =>
    `Când trimiteți formularul de contact, păstrăm numele, adresa de e-mail sau numărul de telefon, mesajul și ora primirii lui timp de ${days} ${plural('ro', days, { one: 'zi', few: 'zile', other: 'de zile' })}, apoi le ștergem. Mesajele considerate spam sunt șterse după ${spamDays} ${plural('ro', spamDays, { one: 'zi', few: 'zile', other: 'de zile' })}. Adresa IP nu este păstrată împreună cu mesajul.`,
};
