import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Swedish. */
export const sv: FormTexts = {
  thankYou: {
    title: 'Tack',
    thanks: 'Tack! Ditt meddelande har skickats.',
    writeAgain: 'Skriv ett nytt meddelande',
    problemTitle: 'Ditt meddelande skickades inte',
    back: 'Gå tillbaka till webbplatsen med webbläsarens bakåtknapp.',
    problems: {
      name_missing: 'Skriv ditt namn.',
      contact_missing: 'Skriv din e-postadress eller ditt telefonnummer så att vi kan svara dig.',
      contact_invalid: 'Det här ser inte ut som en e-postadress eller ett telefonnummer. Kontrollera det gärna.',
      message_missing: 'Skriv ditt meddelande.',
      too_long: 'Meddelandet är för långt. Korta det gärna (högst 5 000 tecken).',
      closed: 'Det här formuläret tar inte längre emot meddelanden.',
      unreadable: 'Ditt meddelande kunde inte läsas. Det kan innehålla ett osynligt tecken som kopierades med texten: skriv det igen eller kontakta oss på annat sätt.',
    },
  },
  contactLabel: 'Din e-post eller telefon',
  privacyHeading: 'Kontaktformuläret',
  privacy: (days, spamDays) =>
    `När du skickar kontaktformuläret sparar vi ditt namn, din e-postadress eller ditt telefonnummer, ditt meddelande och när det kom in i ${days} ${plural('sv', days, { one: 'dag', other: 'dagar' })} och raderar dem sedan. Meddelanden som bedöms som skräppost raderas efter ${spamDays} ${plural('sv', spamDays, { one: 'dag', other: 'dagar' })}. Din IP-adress sparas inte med ditt meddelande.`,
};
