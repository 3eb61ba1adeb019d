import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Swedish. */
export const sv: BookingTexts = {
  menu: 'Boka',
  title: 'Boka tid',
  lead: 'Välj en tjänst och en tid som passar dig. Det här är en förfrågan: vi bekräftar den via e-post eller telefon.',
  cta: 'Boka tid',
  offer: 'Tjänst',
  anyOffer: 'Vet inte än',
  day: 'Dag',
  time: 'Tid',
  slot: 'Dag och tid',
  zone: (zone) => `Tiderna anges i tidszonen ${zone}.`,
  noSlots: 'Det finns inga lediga tider just nu. Kontakta oss gärna.',
  note: 'Meddelande (valfritt)',
  submit: 'Skicka bokningsförfrågan',
  problemTitle: 'Välj en annan tid',
  problems: {
    slot_missing: 'Välj en dag och en tid.',
    slot_taken: 'Den här tiden har just bokats av någon annan.',
    slot_closed: 'Vi tar inte emot bokningar vid den här tiden.',
  },
  nearest: 'De närmaste lediga tiderna:',
  choose: 'Begär den här tiden',
  none: 'Det finns inga lediga tider de närmaste dagarna. Kontakta oss gärna.',
  privacyHeading: 'Bokningsförfrågningar',
  privacy: 'När du skickar en bokningsförfrågan sparar vi tjänsten, dag och tid, ditt namn, din e-postadress eller ditt telefonnummer och ditt meddelande lika länge som meddelanden från kontaktformuläret, räknat från den bokade tiden, och raderar dem sedan.',
  mail: {
    greeting: (name) => `Hej ${name},`,
    receivedSubject: (business) => `Din bokningsförfrågan hos ${business}`,
    received: (when) => `Vi har tagit emot din förfrågan för ${when} och bekräftar den snart.`,
    confirmedSubject: (business) => `Din bokning hos ${business} är bekräftad`,
    confirmed: (when) => `Din bokning ${when} är bekräftad. Den bifogade inbjudan lägger till den i din kalender.`,
    declinedSubject: (business) => `Din bokningsförfrågan hos ${business}`,
    declined: (when) => `Tyvärr kan vi inte ta emot din bokning ${when}.`,
    ownerNote: 'Ett meddelande från oss:',
  },
};
