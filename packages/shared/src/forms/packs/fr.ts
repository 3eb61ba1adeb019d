import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in French. */
export const fr: FormTexts = {
  thankYou: {
    title: 'Merci',
    thanks: 'Merci ! Votre message a bien été envoyé.',
    writeAgain: 'Écrire un autre message',
    problemTitle: 'Votre message n’a pas été envoyé',
    back: 'Revenez sur le site avec le bouton Retour de votre navigateur.',
    problems: {
      name_missing: 'Veuillez indiquer votre nom.',
      contact_missing: 'Veuillez indiquer votre adresse e-mail ou votre numéro de téléphone afin que nous puissions vous répondre.',
      contact_invalid: 'Cela ne ressemble ni à une adresse e-mail ni à un numéro de téléphone. Veuillez vérifier.',
      message_missing: 'Veuillez écrire votre message.',
      too_long: 'Le message est trop long. Veuillez le raccourcir (5 000 caractères au maximum).',
      closed: 'Ce formulaire n’accepte plus de messages.',
      unreadable: 'Votre message n’a pas pu être lu. Il contient peut-être un caractère invisible copié avec le texte : veuillez le saisir à nouveau ou nous contacter autrement.',
    },
  },
  contactLabel: 'Votre e-mail ou téléphone',
  privacyHeading: 'Le formulaire de contact',
  privacy: (days, spamDays) =>
    `Lorsque vous envoyez le formulaire de contact, nous conservons votre nom, votre adresse e-mail ou votre numéro de téléphone, votre message et l’heure de sa réception pendant ${days} ${plural('fr', days, { one: 'jour', other: 'jours' })}, puis nous les supprimons. Les messages considérés comme du spam sont supprimés au bout de ${spamDays} ${plural('fr', spamDays, { one: 'jour', other: 'jours' })}. Votre adresse IP n’est pas enregistrée avec votre message.`,
};
