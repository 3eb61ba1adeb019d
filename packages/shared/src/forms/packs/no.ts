import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Norwegian. */
export const no: FormTexts = {
  thankYou: {
    title: 'Takk',
    thanks: 'Takk! Meldingen din er sendt.',
    writeAgain: 'Skriv en ny melding',
    problemTitle: 'Meldingen din ble ikke sendt',
    back: 'Gå tilbake til nettstedet med tilbakeknappen i nettleseren.',
    problems: {
      name_missing: 'Skriv inn navnet ditt.',
      contact_missing: 'Skriv inn e-postadressen eller telefonnummeret ditt, så vi kan svare deg.',
      contact_invalid: 'Dette ser ikke ut som en e-postadresse eller et telefonnummer. Vennligst sjekk det.',
      message_missing: 'Skriv meldingen din.',
      too_long: 'Meldingen er for lang. Vennligst gjør den kortere (maks 5000 tegn).',
      closed: 'Dette skjemaet tar ikke lenger imot meldinger.',
      unreadable: 'Meldingen din kunne ikke leses. Den kan inneholde et usynlig tegn som ble kopiert med teksten: skriv den inn på nytt, eller kontakt oss på en annen måte.',
    },
  },
  contactLabel: 'E-post eller telefon',
  privacyHeading: 'Kontaktskjemaet',
  privacy: (days, spamDays) =>
    `Når du sender kontaktskjemaet, lagrer vi navnet ditt, e-postadressen eller telefonnummeret ditt, meldingen og tidspunktet den kom inn i ${days} ${plural('no', days, { one: 'dag', other: 'dager' })}, og sletter dem deretter. Meldinger som regnes som søppelpost, slettes etter ${spamDays} ${plural('no', spamDays, { one: 'dag', other: 'dager' })}. IP-adressen din lagres ikke sammen med meldingen.`,
};
