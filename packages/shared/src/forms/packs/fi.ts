import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Finnish. */
export const fi: FormTexts = {
  thankYou: {
    title: 'Kiitos',
    thanks: 'Kiitos! Viestisi on lähetetty.',
    writeAgain: 'Kirjoita uusi viesti',
    problemTitle: 'Viestiäsi ei lähetetty',
    back: 'Palaa sivustolle selaimen Takaisin-painikkeella.',
    problems: {
      name_missing: 'Kirjoita nimesi.',
      contact_missing: 'Kirjoita sähköpostiosoitteesi tai puhelinnumerosi, jotta voimme vastata sinulle.',
      contact_invalid: 'Tämä ei näytä sähköpostiosoitteelta eikä puhelinnumerolta. Tarkista se, kiitos.',
      message_missing: 'Kirjoita viestisi.',
      too_long: 'Viesti on liian pitkä. Lyhennä sitä, kiitos (enintään 5 000 merkkiä).',
      closed: 'Tämä lomake ei enää ota vastaan viestejä.',
      unreadable: 'Viestiäsi ei voitu lukea. Siinä saattaa olla tekstin mukana kopioitunut näkymätön merkki: kirjoita viesti uudelleen tai ota meihin yhteyttä muulla tavalla.',
    },
  },
  contactLabel: 'Sähköpostisi tai puhelinnumerosi',
  privacyHeading: 'Yhteydenottolomake',
  privacy: (days, spamDays) =>
    `Kun lähetät yhteydenottolomakkeen, säilytämme nimesi, sähköpostiosoitteesi tai puhelinnumerosi, viestisi ja sen saapumisajan ${days} ${plural('fi', days, { one: 'päivän', other: 'päivän' })} ajan ja poistamme ne sitten. Roskapostiksi tulkitut viestit poistetaan ${spamDays} ${plural('fi', spamDays, { one: 'päivän', other: 'päivän' })} kuluttua. IP-osoitettasi ei tallenneta viestin yhteyteen.`,
};
