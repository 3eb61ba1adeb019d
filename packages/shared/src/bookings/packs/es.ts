import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Spanish. */
export const es: BookingTexts = {
  menu: 'Reservar',
  title: 'Pedir cita',
  lead: 'Elija un servicio y la hora que le convenga. Es una solicitud: la confirmamos por correo o por teléfono.',
  cta: 'Pedir cita',
  offer: 'Servicio',
  anyOffer: 'Aún no lo sé',
  day: 'Día',
  time: 'Hora',
  slot: 'Día y hora',
  zone: (zone) => `Las horas están en la zona horaria ${zone}.`,
  noSlots: 'Ahora no hay horas libres. Por favor, contáctenos.',
  note: 'Nota (opcional)',
  submit: 'Enviar solicitud',
  problemTitle: 'Por favor, elija otra hora',
  problems: {
    slot_missing: 'Por favor, elija un día y una hora.',
    slot_taken: 'Otra persona acaba de reservar esta hora.',
    slot_closed: 'No aceptamos reservas a esta hora.',
  },
  nearest: 'Las horas libres más cercanas:',
  choose: 'Solicitar esta hora',
  none: 'No hay horas libres en los próximos días. Por favor, contáctenos.',
  privacyHeading: 'Solicitudes de cita',
  privacy: 'Cuando envía una solicitud de cita, guardamos el servicio, el día y la hora, su nombre, su correo o teléfono y su nota durante el mismo tiempo que los mensajes del formulario de contacto, contado desde la hora reservada, y después los eliminamos.',
  mail: {
    greeting: (name) => `Hola, ${name}:`,
    receivedSubject: (business) => `Su solicitud de cita en ${business}`,
    received: (when) => `Hemos recibido su solicitud para el ${when}. La confirmaremos pronto.`,
    confirmedSubject: (business) => `Su cita en ${business} está confirmada`,
    confirmed: (when) => `Su cita del ${when} está confirmada. La invitación adjunta la añade a su calendario.`,
    declinedSubject: (business) => `Su solicitud de cita en ${business}`,
    declined: (when) => `Lamentablemente no podemos aceptar su cita del ${when}.`,
    ownerNote: 'Una nota nuestra:',
  },
};
