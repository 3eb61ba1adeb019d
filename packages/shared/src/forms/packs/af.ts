import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Afrikaans. */
export const af: FormTexts = {
  thankYou: {
    title: 'Dankie',
    thanks: 'Dankie! U boodskap is gestuur.',
    writeAgain: 'Skryf nog ’n boodskap',
    problemTitle: 'U boodskap is nie gestuur nie',
    back: 'Gaan terug na die webwerf met u blaaier se Terug-knoppie.',
    problems: {
      name_missing: 'Vul asseblief u naam in.',
      contact_missing: 'Vul asseblief u e-posadres of telefoonnommer in sodat ons u kan antwoord.',
      contact_invalid: 'Dit lyk nie soos ’n e-posadres of telefoonnommer nie. Kontroleer dit asseblief.',
      message_missing: 'Skryf asseblief u boodskap.',
      too_long: 'Die boodskap is te lank. Maak dit asseblief korter (hoogstens 5 000 karakters).',
      closed: 'Hierdie vorm aanvaar nie meer boodskappe nie.',
      unreadable: 'U boodskap kon nie gelees word nie. Dit bevat dalk ’n onsigbare karakter wat saam met die teks gekopieer is: tik dit asseblief weer, of kontak ons op ’n ander manier.',
    },
  },
  contactLabel: 'U e-pos of telefoon',
  privacyHeading: 'Die kontakvorm',
  privacy: (days, spamDays) =>
    `Wanneer u die kontakvorm stuur, hou ons u naam, e-posadres of telefoonnommer, u boodskap en die tyd waarop dit ontvang is vir ${days} ${plural('af', days, { one: 'dag', other: 'dae' })} en skrap dit daarna. Boodskappe wat as gemorspos beskou word, skrap ons ná ${spamDays} ${plural('af', spamDays, { one: 'dag', other: 'dae' })}. U IP-adres word nie saam met u boodskap gestoor nie.`,
};
