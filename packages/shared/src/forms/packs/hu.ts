import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Hungarian. */
export const hu: FormTexts = {
  thankYou: {
    title: 'Köszönjük',
    thanks: 'Köszönjük! Üzenetét elküldtük.',
    writeAgain: 'Újabb üzenet írása',
    problemTitle: 'Az üzenet nem ment el',
    back: 'A böngésző Vissza gombjával térjen vissza a weboldalra.',
    problems: {
      name_missing: 'Kérjük, adja meg a nevét.',
      contact_missing: 'Kérjük, adja meg e-mail-címét vagy telefonszámát, hogy válaszolni tudjunk.',
      contact_invalid: 'Ez nem tűnik e-mail-címnek vagy telefonszámnak. Kérjük, ellenőrizze.',
      message_missing: 'Kérjük, írja meg üzenetét.',
      too_long: 'Az üzenet túl hosszú. Kérjük, rövidítse le (legfeljebb 5000 karakter).',
      closed: 'Ez az űrlap már nem fogad üzeneteket.',
      unreadable: 'Üzenetét nem sikerült beolvasni. Lehet, hogy a szöveggel együtt egy láthatatlan karaktert is bemásolt: kérjük, gépelje be újra, vagy keressen minket más módon.',
    },
  },
  contactLabel: 'E-mail-címe vagy telefonszáma',
  privacyHeading: 'A kapcsolatfelvételi űrlap',
  privacy: (days, spamDays) =>
    `Amikor elküldi a kapcsolatfelvételi űrlapot, nevét, e-mail-címét vagy telefonszámát, üzenetét és beérkezésének idejét ${days} napig őrizzük meg, majd töröljük. A kéretlennek ítélt üzeneteket ${spamDays} nap után töröljük. IP-címét nem tároljuk az üzenettel együtt.`,
};
