import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Norwegian. */
export const no: BookingTexts = {
  menu: 'Bestill',
  title: 'Bestill time',
  lead: 'Velg en tjeneste og et tidspunkt som passer. Dette er en forespørsel: vi bekrefter den på e-post eller telefon.',
  cta: 'Bestill time',
  offer: 'Tjeneste',
  anyOffer: 'Vet ikke ennå',
  day: 'Dag',
  time: 'Tid',
  slot: 'Dag og tid',
  zone: (zone) => `Tidene er i tidssonen ${zone}.`,
  noSlots: 'Det er ingen ledige tider nå. Ta gjerne kontakt.',
  note: 'Merknad (valgfritt)',
  submit: 'Send forespørsel',
  problemTitle: 'Velg et annet tidspunkt',
  problems: {
    slot_missing: 'Velg en dag og et tidspunkt.',
    slot_taken: 'Dette tidspunktet ble nettopp bestilt av noen andre.',
    slot_closed: 'Vi tar ikke imot bestillinger på dette tidspunktet.',
  },
  nearest: 'De nærmeste ledige tidene:',
  choose: 'Be om dette tidspunktet',
  none: 'Det er ingen ledige tider de nærmeste dagene. Ta gjerne kontakt.',
  privacyHeading: 'Timeforespørsler',
  privacy: 'Når du sender en timeforespørsel, lagrer vi tjenesten, dag og tid, navnet ditt, e-postadressen eller telefonnummeret ditt og merknaden din like lenge som meldinger fra kontaktskjemaet, regnet fra den bestilte tiden, og sletter dem deretter.',
  mail: {
    greeting: (name) => `Hei ${name},`,
    receivedSubject: (business) => `Din timeforespørsel hos ${business}`,
    received: (when) => `Vi har mottatt forespørselen din for ${when} og bekrefter den snart.`,
    confirmedSubject: (business) => `Timen din hos ${business} er bekreftet`,
    confirmed: (when) => `Timen din ${when} er bekreftet. Den vedlagte invitasjonen legger den til i kalenderen din.`,
    declinedSubject: (business) => `Din timeforespørsel hos ${business}`,
    declined: (when) => `Dessverre kan vi ikke ta imot timen din ${when}.`,
    ownerNote: 'En melding fra oss:',
  },
};
