import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Slovenian. */
export const sl: FormTexts = {
  thankYou: {
    title: 'Hvala',
    thanks: 'Hvala! Vaše sporočilo je bilo poslano.',
    writeAgain: 'Napišite novo sporočilo',
    problemTitle: 'Vaše sporočilo ni bilo poslano',
    back: 'Na spletno stran se vrnite z gumbom Nazaj v brskalniku.',
    problems: {
      name_missing: 'Vpišite svoje ime.',
      contact_missing: 'Vpišite e-poštni naslov ali telefonsko številko, da vam lahko odgovorimo.',
      contact_invalid: 'To ni videti kot e-poštni naslov ali telefonska številka. Prosimo, preverite.',
      message_missing: 'Napišite svoje sporočilo.',
      too_long: 'Sporočilo je predolgo. Prosimo, skrajšajte ga (največ 5000 znakov).',
      closed: 'Ta obrazec ne sprejema več sporočil.',
      unreadable: 'Vašega sporočila ni bilo mogoče prebrati. Morda vsebuje neviden znak, ki je bil kopiran skupaj z besedilom: prosimo, napišite ga znova ali nas kontaktirajte drugače.',
    },
  },
  contactLabel: 'Vaš e-poštni naslov ali telefon',
  privacyHeading: 'Kontaktni obrazec',
  privacy: (days, spamDays) =>
    `Ko pošljete kontaktni obrazec, vaše ime, e-poštni naslov ali telefonsko številko, sporočilo in čas prejema hranimo ${days} ${plural('sl', days, { one: 'dan', two: 'dneva', few: 'dni', other: 'dni' })}, nato jih izbrišemo. Sporočila, prepoznana kot neželena, izbrišemo po ${spamDays} ${plural('sl', spamDays, { one: 'dnevu', two: 'dneh', few: 'dneh', other: 'dneh' })}. Vašega naslova IP ne shranjujemo skupaj s sporočilom.`,
};
