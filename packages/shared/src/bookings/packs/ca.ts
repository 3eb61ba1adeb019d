import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Catalan. */
export const ca: BookingTexts = {
  menu: 'Reservar',
  title: 'Demanar cita',
  lead: 'Trieu un servei i l’hora que us vagi bé. És una sol·licitud: la confirmem per correu o per telèfon.',
  cta: 'Demanar cita',
  offer: 'Servei',
  anyOffer: 'Encara no ho sé',
  day: 'Dia',
  time: 'Hora',
  slot: 'Dia i hora',
  zone: (zone) => `Les hores són a la zona horària ${zone}.`,
  noSlots: 'Ara no hi ha hores lliures. Contacteu amb nosaltres.',
  note: 'Nota (opcional)',
  submit: 'Envia la sol·licitud',
  problemTitle: 'Trieu una altra hora',
  problems: {
    slot_missing: 'Trieu un dia i una hora.',
    slot_taken: 'Algú altre acaba de reservar aquesta hora.',
    slot_closed: 'No acceptem reserves a aquesta hora.',
  },
  nearest: 'Les hores lliures més properes:',
  choose: 'Demana aquesta hora',
  none: 'No hi ha hores lliures els propers dies. Contacteu amb nosaltres.',
  privacyHeading: 'Sol·licituds de cita',
  privacy: 'Quan envieu una sol·licitud de cita, conservem el servei, el dia i l’hora, el vostre nom, el correu o telèfon i la nota tant de temps com els missatges del formulari de contacte, comptat des de l’hora reservada, i després els esborrem.',
  mail: {
    greeting: (name) => `Hola, ${name}:`,
    receivedSubject: (business) => `La vostra sol·licitud de cita a ${business}`,
    received: (when) => `Hem rebut la vostra sol·licitud per al ${when}. La confirmarem aviat.`,
    confirmedSubject: (business) => `La vostra cita a ${business} està confirmada`,
    confirmed: (when) => `La vostra cita del ${when} està confirmada. La invitació adjunta l’afegeix al vostre calendari.`,
    declinedSubject: (business) => `La vostra sol·licitud de cita a ${business}`,
    declined: (when) => `Malauradament no podem acceptar la vostra cita del ${when}.`,
    ownerNote: 'Una nota nostra:',
  },
};
