import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Slovenian. */
export const sl: BookingTexts = {
  menu: 'Rezervacija',
  title: 'Naročite se',
  lead: 'Izberite storitev in čas, ki vam ustreza. To je prošnja: potrdimo jo po e-pošti ali telefonu.',
  cta: 'Naročite se',
  offer: 'Storitev',
  anyOffer: 'Še ne vem',
  day: 'Dan',
  time: 'Ura',
  slot: 'Dan in ura',
  zone: (zone) => `Ure so v časovnem pasu ${zone}.`,
  noSlots: 'Trenutno ni prostih terminov. Prosimo, pišite nam.',
  note: 'Opomba (neobvezno)',
  submit: 'Pošlji prošnjo',
  problemTitle: 'Izberite drug čas',
  problems: {
    slot_missing: 'Izberite dan in uro.',
    slot_taken: 'Ta termin je pravkar rezerviral nekdo drug.',
    slot_closed: 'Ob tem času ne sprejemamo rezervacij.',
  },
  nearest: 'Najbližji prosti termini:',
  choose: 'Prosi za ta termin',
  none: 'V naslednjih dneh ni prostih terminov. Prosimo, pišite nam.',
  privacyHeading: 'Prošnje za rezervacijo',
  privacy: 'Ko pošljete prošnjo za rezervacijo, hranimo storitev, dan in uro, vaše ime, e-poštni naslov ali telefonsko številko in opombo enako dolgo kot sporočila kontaktnega obrazca, šteto od rezerviranega časa, nato jih izbrišemo.',
  mail: {
    greeting: (name) => `Pozdravljeni, ${name},`,
    receivedSubject: (business) => `Vaša prošnja za rezervacijo pri ${business}`,
    received: (when) => `Prejeli smo vašo prošnjo za ${when}. Kmalu jo bomo potrdili.`,
    confirmedSubject: (business) => `Vaša rezervacija pri ${business} je potrjena`,
    confirmed: (when) => `Vaša rezervacija za ${when} je potrjena. Priloženo povabilo jo doda v vaš koledar.`,
    declinedSubject: (business) => `Vaša prošnja za rezervacijo pri ${business}`,
    declined: (when) => `Žal vaše rezervacije za ${when} ne moremo sprejeti.`,
    ownerNote: 'Sporočilo od nas:',
  },
};
