import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Dutch. */
export const nl: FormTexts = {
  thankYou: {
    title: 'Bedankt',
    thanks: 'Bedankt! Uw bericht is verzonden.',
    writeAgain: 'Nog een bericht schrijven',
    problemTitle: 'Uw bericht is niet verzonden',
    back: 'Ga terug naar de website met de terugknop van uw browser.',
    problems: {
      name_missing: 'Vul uw naam in.',
      contact_missing: 'Vul uw e-mailadres of telefoonnummer in, zodat we u kunnen antwoorden.',
      contact_invalid: 'Dit lijkt geen e-mailadres of telefoonnummer. Wilt u het controleren?',
      message_missing: 'Schrijf uw bericht.',
      too_long: 'Het bericht is te lang. Maak het korter (hoogstens 5000 tekens).',
      closed: 'Dit formulier neemt geen berichten meer aan.',
      unreadable: 'Uw bericht kon niet worden gelezen. Misschien staat er een onzichtbaar teken in dat met de tekst is meegekopieerd: typ het opnieuw of neem op een andere manier contact met ons op.',
    },
  },
  contactLabel: 'Uw e-mailadres of telefoonnummer',
  privacyHeading: 'Het contactformulier',
  privacy: (days, spamDays) =>
    `Als u het contactformulier verstuurt, bewaren we uw naam, uw e-mailadres of telefoonnummer, uw bericht en het tijdstip van ontvangst ${days} ${plural('nl', days, { one: 'dag', other: 'dagen' })} lang en verwijderen we ze daarna. Berichten die als spam worden herkend, verwijderen we na ${spamDays} ${plural('nl', spamDays, { one: 'dag', other: 'dagen' })}. Uw IP-adres wordt niet bij uw bericht bewaard.`,
};
