import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in French. */
export const fr: BookingTexts = {
  menu: 'Réserver',
  title: 'Prendre rendez-vous',
  lead: 'Choisissez une prestation et un horaire qui vous convient. Il s’agit d’une demande : nous la confirmons par e-mail ou par téléphone.',
  cta: 'Prendre rendez-vous',
  offer: 'Prestation',
  anyOffer: 'Pas encore décidé',
  day: 'Jour',
  time: 'Heure',
  slot: 'Jour et heure',
  zone: (zone) => `Les horaires sont indiqués dans le fuseau ${zone}.`,
  noSlots: 'Aucun créneau n’est libre pour le moment. Merci de nous contacter.',
  note: 'Remarque (facultatif)',
  submit: 'Envoyer la demande',
  problemTitle: 'Merci de choisir un autre horaire',
  problems: {
    slot_missing: 'Merci de choisir un jour et une heure.',
    slot_taken: 'Ce créneau vient d’être réservé par quelqu’un d’autre.',
    slot_closed: 'Nous ne prenons pas de rendez-vous à cet horaire.',
  },
  nearest: 'Les créneaux libres les plus proches :',
  choose: 'Demander ce créneau',
  none: 'Aucun créneau libre dans les prochains jours. Merci de nous contacter.',
  privacyHeading: 'Demandes de rendez-vous',
  privacy: 'Lorsque vous envoyez une demande de rendez-vous, nous conservons la prestation, le jour et l’heure, votre nom, votre adresse e-mail ou votre numéro de téléphone et votre remarque aussi longtemps que les messages du formulaire de contact, à compter de l’heure réservée, puis nous les supprimons.',
  mail: {
    greeting: (name) => `Bonjour ${name},`,
    receivedSubject: (business) => `Votre demande de rendez-vous chez ${business}`,
    received: (when) => `Nous avons bien reçu votre demande pour le ${when}. Nous la confirmerons bientôt.`,
    confirmedSubject: (business) => `Votre rendez-vous chez ${business} est confirmé`,
    confirmed: (when) => `Votre rendez-vous du ${when} est confirmé. L’invitation jointe l’ajoute à votre agenda.`,
    declinedSubject: (business) => `Votre demande de rendez-vous chez ${business}`,
    declined: (when) => `Nous ne pouvons malheureusement pas accepter votre rendez-vous du ${when}.`,
    ownerNote: 'Un mot de notre part :',
  },
};
