import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Catalan. */
export const ca: FormTexts = {
  thankYou: {
    title: 'Gràcies',
    thanks: 'Gràcies! El vostre missatge s’ha enviat.',
    writeAgain: 'Escriviu un altre missatge',
    problemTitle: 'El vostre missatge no s’ha enviat',
    back: 'Torneu al lloc web amb el botó Enrere del navegador.',
    problems: {
      name_missing: 'Si us plau, escriviu el vostre nom.',
      contact_missing: 'Si us plau, indiqueu el vostre correu electrònic o número de telèfon perquè us puguem respondre.',
      contact_invalid: 'Això no sembla una adreça de correu electrònic ni un número de telèfon. Comproveu-ho, si us plau.',
      message_missing: 'Si us plau, escriviu el vostre missatge.',
      too_long: 'El missatge és massa llarg. Escurceu-lo, si us plau (5.000 caràcters com a màxim).',
      closed: 'Aquest formulari ja no accepta missatges.',
      unreadable: 'No s’ha pogut llegir el vostre missatge. Potser conté un caràcter invisible copiat amb el text: torneu-lo a escriure o poseu-vos en contacte amb nosaltres d’una altra manera.',
    },
  },
  contactLabel: 'El vostre correu o telèfon',
  privacyHeading: 'El formulari de contacte',
  privacy: (days, spamDays) =>
    `Quan envieu el formulari de contacte, conservem el vostre nom, el correu electrònic o número de telèfon, el missatge i l’hora en què el vam rebre durant ${days} ${plural('ca', days, { one: 'dia', other: 'dies' })}, i després els esborrem. Els missatges considerats brossa s’esborren al cap de ${spamDays} ${plural('ca', spamDays, { one: 'dia', other: 'dies' })}. La vostra adreça IP no es desa amb el missatge.`,
};
