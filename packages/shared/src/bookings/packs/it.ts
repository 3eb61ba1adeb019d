import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Italian. */
export const it: BookingTexts = {
  menu: 'Prenota',
  title: 'Prenota un appuntamento',
  lead: 'Scegli un servizio e l’orario che preferisci. È una richiesta: la confermiamo via email o telefono.',
  cta: 'Prenota',
  offer: 'Servizio',
  anyOffer: 'Non ho ancora deciso',
  day: 'Giorno',
  time: 'Ora',
  slot: 'Giorno e ora',
  zone: (zone) => `Gli orari sono nel fuso orario ${zone}.`,
  noSlots: 'Al momento non ci sono orari liberi. Contattaci, per favore.',
  note: 'Nota (facoltativa)',
  submit: 'Invia la richiesta',
  problemTitle: 'Scegli un altro orario',
  problems: {
    slot_missing: 'Scegli un giorno e un’ora.',
    slot_taken: 'Questo orario è appena stato prenotato da qualcun altro.',
    slot_closed: 'A quest’ora non accettiamo prenotazioni.',
  },
  nearest: 'Gli orari liberi più vicini:',
  choose: 'Richiedi questo orario',
  none: 'Nei prossimi giorni non ci sono orari liberi. Contattaci, per favore.',
  privacyHeading: 'Richieste di prenotazione',
  privacy: 'Quando invii una richiesta di prenotazione, conserviamo il servizio, il giorno e l’ora, il tuo nome, la tua email o il tuo numero di telefono e la tua nota per lo stesso tempo dei messaggi del modulo di contatto, contato dall’orario prenotato, poi li cancelliamo.',
  mail: {
    greeting: (name) => `Ciao ${name},`,
    receivedSubject: (business) => `La tua richiesta di prenotazione da ${business}`,
    received: (when) => `Abbiamo ricevuto la tua richiesta per ${when}. La confermeremo a breve.`,
    confirmedSubject: (business) => `La tua prenotazione da ${business} è confermata`,
    confirmed: (when) => `La tua prenotazione per ${when} è confermata. L’invito allegato la aggiunge al tuo calendario.`,
    declinedSubject: (business) => `La tua richiesta di prenotazione da ${business}`,
    declined: (when) => `Purtroppo non possiamo accettare la prenotazione per ${when}.`,
    ownerNote: 'Una nota da parte nostra:',
  },
};
