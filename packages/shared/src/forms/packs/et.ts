import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Estonian. */
export const et: FormTexts = {
  thankYou: {
    title: 'Aitäh',
    thanks: 'Aitäh! Teie sõnum on saadetud.',
    writeAgain: 'Kirjutage uus sõnum',
    problemTitle: 'Teie sõnumit ei saadetud',
    back: 'Pöörduge veebilehele tagasi brauseri nupuga Tagasi.',
    problems: {
      name_missing: 'Palun sisestage oma nimi.',
      contact_missing: 'Palun sisestage oma e-posti aadress või telefoninumber, et saaksime teile vastata.',
      contact_invalid: 'See ei näe välja nagu e-posti aadress ega telefoninumber. Palun kontrollige.',
      message_missing: 'Palun kirjutage oma sõnum.',
      too_long: 'Sõnum on liiga pikk. Palun lühendage seda (kuni 5000 tähemärki).',
      closed: 'See vorm ei võta enam sõnumeid vastu.',
      unreadable: 'Teie sõnumit ei õnnestunud lugeda. Selles võib olla koos tekstiga kopeeritud nähtamatu märk: palun tippige see uuesti või võtke meiega ühendust muul viisil.',
    },
  },
  contactLabel: 'Teie e-post või telefon',
  privacyHeading: 'Kontaktivorm',
  privacy: (days, spamDays) =>
    `Kui saadate kontaktivormi, säilitame teie nime, e-posti aadressi või telefoninumbri, sõnumi ja selle saabumise aja ${days} ${plural('et', days, { one: 'päeva', other: 'päeva' })} jooksul ning kustutame need seejärel. Rämpspostiks peetud sõnumid kustutatakse ${spamDays} ${plural('et', spamDays, { one: 'päeva', other: 'päeva' })} pärast. Teie IP-aadressi sõnumiga koos ei salvestata.`,
};
