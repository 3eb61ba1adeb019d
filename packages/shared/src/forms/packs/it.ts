import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Italian. */
export const it: FormTexts = {
  thankYou: {
    title: 'Grazie',
    thanks: 'Grazie! Il tuo messaggio è stato inviato.',
    writeAgain: 'Scrivi un altro messaggio',
    problemTitle: 'Il tuo messaggio non è stato inviato',
    back: 'Torna al sito con il pulsante Indietro del browser.',
    problems: {
      name_missing: 'Inserisci il tuo nome.',
      contact_missing: 'Inserisci il tuo indirizzo email o il tuo numero di telefono, così potremo risponderti.',
      contact_invalid: 'Questo non sembra un indirizzo email né un numero di telefono. Controlla, per favore.',
      message_missing: 'Scrivi il tuo messaggio.',
      too_long: 'Il messaggio è troppo lungo. Accorcialo, per favore (al massimo 5000 caratteri).',
      closed: 'Questo modulo non accetta più messaggi.',
      unreadable: 'Non è stato possibile leggere il tuo messaggio. Forse contiene un carattere invisibile copiato insieme al testo: scrivilo di nuovo oppure contattaci in un altro modo.',
    },
  },
  contactLabel: 'La tua email o il tuo telefono',
  privacyHeading: 'Il modulo di contatto',
  privacy: (days, spamDays) =>
    `Quando invii il modulo di contatto, conserviamo il tuo nome, il tuo indirizzo email o numero di telefono, il tuo messaggio e l’ora in cui è arrivato per ${days} ${plural('it', days, { one: 'giorno', other: 'giorni' })}, poi li cancelliamo. I messaggi considerati spam vengono cancellati dopo ${spamDays} ${plural('it', spamDays, { one: 'giorno', other: 'giorni' })}. Il tuo indirizzo IP non viene salvato insieme al messaggio.`,
};
