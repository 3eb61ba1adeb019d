import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Filipino. */
export const tl: BookingTexts = {
  menu: 'Mag-book',
  title: 'Magpa-appointment',
  lead: 'Pumili ng serbisyo at oras na bagay sa iyo. Kahilingan ito: kukumpirmahin namin sa email o telepono.',
  cta: 'Magpa-appointment',
  offer: 'Serbisyo',
  anyOffer: 'Hindi pa sigurado',
  day: 'Araw',
  time: 'Oras',
  slot: 'Araw at oras',
  zone: (zone) => `Ang mga oras ay nasa time zone na ${zone}.`,
  noSlots: 'Walang bakanteng oras sa ngayon. Pakikontak kami.',
  note: 'Tala (opsyonal)',
  submit: 'Ipadala ang kahilingan',
  problemTitle: 'Pumili ng ibang oras',
  problems: {
    slot_missing: 'Pumili ng araw at oras.',
    slot_taken: 'Kaka-book lang ng iba sa oras na ito.',
    slot_closed: 'Hindi kami tumatanggap ng booking sa oras na ito.',
  },
  nearest: 'Mga pinakamalapit na bakanteng oras:',
  choose: 'Hilingin ang oras na ito',
  none: 'Walang bakanteng oras sa mga susunod na araw. Pakikontak kami.',
  privacyHeading: 'Mga kahilingan sa booking',
  privacy: 'Kapag nagpadala ka ng kahilingan sa booking, iniingatan namin ang serbisyo, araw at oras, iyong pangalan, email o numero ng telepono at tala nang kasintagal ng mga mensahe ng contact form, bilang mula sa naka-book na oras, saka namin binubura.',
  mail: {
    greeting: (name) => `Kumusta ${name},`,
    receivedSubject: (business) => `Ang iyong kahilingan sa booking sa ${business}`,
    received: (when) => `Natanggap namin ang iyong kahilingan para sa ${when}. Kukumpirmahin namin ito sa lalong madaling panahon.`,
    confirmedSubject: (business) => `Kumpirmado na ang iyong booking sa ${business}`,
    confirmed: (when) => `Kumpirmado na ang iyong booking sa ${when}. Idadagdag ito ng kalakip na imbitasyon sa iyong kalendaryo.`,
    declinedSubject: (business) => `Ang iyong kahilingan sa booking sa ${business}`,
    declined: (when) => `Paumanhin, hindi namin matatanggap ang iyong booking sa ${when}.`,
    ownerNote: 'Tala mula sa amin:',
  },
};
