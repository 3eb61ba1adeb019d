import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Finnish. */
export const fi: BookingTexts = {
  menu: 'Varaa',
  title: 'Varaa aika',
  lead: 'Valitse palvelu ja sinulle sopiva aika. Tämä on pyyntö: vahvistamme sen sähköpostilla tai puhelimitse.',
  cta: 'Varaa aika',
  offer: 'Palvelu',
  anyOffer: 'En ole vielä päättänyt',
  day: 'Päivä',
  time: 'Aika',
  slot: 'Päivä ja aika',
  zone: (zone) => `Ajat ovat aikavyöhykkeellä ${zone}.`,
  noSlots: 'Vapaita aikoja ei juuri nyt ole. Ota meihin yhteyttä.',
  note: 'Lisätieto (vapaaehtoinen)',
  submit: 'Lähetä varauspyyntö',
  problemTitle: 'Valitse toinen aika',
  problems: {
    slot_missing: 'Valitse päivä ja aika.',
    slot_taken: 'Joku muu varasi juuri tämän ajan.',
    slot_closed: 'Emme ota varauksia tähän aikaan.',
  },
  nearest: 'Lähimmät vapaat ajat:',
  choose: 'Pyydä tätä aikaa',
  none: 'Lähipäivinä ei ole vapaita aikoja. Ota meihin yhteyttä.',
  privacyHeading: 'Varauspyynnöt',
  privacy: 'Kun lähetät varauspyynnön, säilytämme palvelun, päivän ja ajan, nimesi, sähköpostiosoitteesi tai puhelinnumerosi sekä lisätietosi yhtä kauan kuin yhteydenottolomakkeen viestit varatusta ajasta laskien ja poistamme ne sitten.',
  mail: {
    greeting: (name) => `Hei ${name},`,
    receivedSubject: (business) => `Varauspyyntösi: ${business}`,
    received: (when) => `Olemme vastaanottaneet pyyntösi ajalle ${when}. Vahvistamme sen pian.`,
    confirmedSubject: (business) => `Varauksesi on vahvistettu: ${business}`,
    confirmed: (when) => `Varauksesi ajalle ${when} on vahvistettu. Liitteenä oleva kutsu lisää sen kalenteriisi.`,
    declinedSubject: (business) => `Varauspyyntösi: ${business}`,
    declined: (when) => `Valitettavasti emme voi ottaa vastaan varaustasi ajalle ${when}.`,
    ownerNote: 'Viesti meiltä:',
  },
};
