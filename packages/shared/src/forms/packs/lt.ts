import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Lithuanian. */
export const lt: FormTexts = {
  thankYou: {
    title: 'Ačiū',
    thanks: 'Ačiū! Jūsų žinutė išsiųsta.',
    writeAgain: 'Rašyti kitą žinutę',
    problemTitle: 'Jūsų žinutė neišsiųsta',
    back: 'Grįžkite į svetainę naršyklės mygtuku „Atgal“.',
    problems: {
      name_missing: 'Įrašykite savo vardą.',
      contact_missing: 'Įrašykite el. pašto adresą arba telefono numerį, kad galėtume jums atsakyti.',
      contact_invalid: 'Tai nepanašu į el. pašto adresą ar telefono numerį. Patikrinkite.',
      message_missing: 'Parašykite savo žinutę.',
      too_long: 'Žinutė per ilga. Sutrumpinkite ją (ne daugiau kaip 5000 simbolių).',
      closed: 'Ši forma nebepriima žinučių.',
      unreadable: 'Jūsų žinutės nepavyko perskaityti. Joje gali būti nematomas simbolis, nukopijuotas kartu su tekstu: įrašykite ją iš naujo arba susisiekite su mumis kitu būdu.',
    },
  },
  contactLabel: 'Jūsų el. paštas arba telefonas',
  privacyHeading: 'Kontaktinė forma',
  privacy: (days, spamDays) =>
    `Kai išsiunčiate kontaktinę formą, jūsų vardą, el. pašto adresą arba telefono numerį, žinutę ir jos gavimo laiką saugome ${days} ${plural('lt', days, { one: 'dieną', few: 'dienas', many: 'dienos', other: 'dienų' })}, o po to ištriname. Žinutės, laikomos šlamštu, ištrinamos po ${spamDays} ${plural('lt', spamDays, { one: 'dienos', few: 'dienų', many: 'dienos', other: 'dienų' })}. Jūsų IP adresas kartu su žinute nesaugomas.`,
};
