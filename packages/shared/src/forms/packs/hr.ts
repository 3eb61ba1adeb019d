import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Croatian. */
export const hr: FormTexts = {
  thankYou: {
    title: 'Hvala',
    thanks: 'Hvala! Vaša je poruka poslana.',
    writeAgain: 'Napišite novu poruku',
    problemTitle: 'Vaša poruka nije poslana',
    back: 'Vratite se na web-stranicu gumbom Natrag u pregledniku.',
    problems: {
      name_missing: 'Molimo upišite svoje ime.',
      contact_missing: 'Molimo upišite adresu e-pošte ili broj telefona kako bismo vam mogli odgovoriti.',
      contact_invalid: 'Ovo ne izgleda kao adresa e-pošte ni broj telefona. Molimo provjerite.',
      message_missing: 'Molimo napišite svoju poruku.',
      too_long: 'Poruka je preduga. Molimo skratite je (najviše 5000 znakova).',
      closed: 'Ovaj obrazac više ne prima poruke.',
      unreadable: 'Vašu poruku nije bilo moguće pročitati. Možda sadrži nevidljiv znak kopiran zajedno s tekstom: molimo upišite je ponovno ili nas kontaktirajte na drugi način.',
    },
  },
  contactLabel: 'Vaša e-pošta ili telefon',
  privacyHeading: 'Obrazac za kontakt',
  privacy: (days, spamDays) =>
    `Kada pošaljete obrazac za kontakt, vaše ime, adresu e-pošte ili broj telefona, poruku i vrijeme primitka čuvamo ${days} ${plural('hr', days, { one: 'dan', few: 'dana', other: 'dana' })}, a zatim ih brišemo. Poruke prepoznate kao neželjene brišemo nakon ${spamDays} ${plural('hr', spamDays, { one: 'dana', few: 'dana', other: 'dana' })}. Vaša IP adresa ne sprema se uz poruku.`,
};
