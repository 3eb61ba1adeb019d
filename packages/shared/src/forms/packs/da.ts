import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Danish. */
export const da: FormTexts = {
  thankYou: {
    title: 'Tak',
    thanks: 'Tak! Din besked er sendt.',
    writeAgain: 'Skriv en ny besked',
    problemTitle: 'Din besked blev ikke sendt',
    back: 'Gå tilbage til hjemmesiden med browserens tilbageknap.',
    problems: {
      name_missing: 'Skriv venligst dit navn.',
      contact_missing: 'Skriv venligst din e-mailadresse eller dit telefonnummer, så vi kan svare dig.',
      contact_invalid: 'Det ligner ikke en e-mailadresse eller et telefonnummer. Tjek det venligst.',
      message_missing: 'Skriv venligst din besked.',
      too_long: 'Beskeden er for lang. Gør den venligst kortere (højst 5.000 tegn).',
      closed: 'Denne formular tager ikke længere imod beskeder.',
      unreadable: 'Din besked kunne ikke læses. Den indeholder måske et usynligt tegn, der blev kopieret med teksten: skriv den venligst igen, eller kontakt os på en anden måde.',
    },
  },
  contactLabel: 'Din e-mail eller telefon',
  privacyHeading: 'Kontaktformularen',
  privacy: (days, spamDays) =>
    `Når du sender kontaktformularen, gemmer vi dit navn, din e-mailadresse eller dit telefonnummer, din besked og tidspunktet, den blev modtaget, i ${days} ${plural('da', days, { one: 'dag', other: 'dage' })} og sletter dem derefter. Beskeder, der vurderes som spam, slettes efter ${spamDays} ${plural('da', spamDays, { one: 'dag', other: 'dage' })}. Din IP-adresse gemmes ikke sammen med din besked.`,
};
