import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Slovak. */
export const sk: BookingTexts = {
  menu: 'Rezervácia',
  title: 'Objednať sa',
  lead: 'Vyberte si službu a čas, ktorý vám vyhovuje. Ide o žiadosť: potvrdíme ju e-mailom alebo telefonicky.',
  cta: 'Objednať sa',
  offer: 'Služba',
  anyOffer: 'Zatiaľ neviem',
  day: 'Deň',
  time: 'Čas',
  slot: 'Deň a čas',
  zone: (zone) => `Časy sú v časovom pásme ${zone}.`,
  noSlots: 'Momentálne nie sú voľné termíny. Kontaktujte nás, prosím.',
  note: 'Poznámka (nepovinné)',
  submit: 'Odoslať žiadosť',
  problemTitle: 'Vyberte si, prosím, iný čas',
  problems: {
    slot_missing: 'Vyberte si, prosím, deň a čas.',
    slot_taken: 'Tento čas si práve zarezervoval niekto iný.',
    slot_closed: 'V tomto čase rezervácie neprijímame.',
  },
  nearest: 'Najbližšie voľné termíny:',
  choose: 'Požiadať o tento čas',
  none: 'V najbližších dňoch nie sú voľné termíny. Kontaktujte nás, prosím.',
  privacyHeading: 'Žiadosti o rezerváciu',
  privacy: 'Keď odošlete žiadosť o rezerváciu, uchovávame službu, deň a čas, vaše meno, e-mail alebo telefónne číslo a poznámku rovnako dlho ako správy z kontaktného formulára, počítané od rezervovaného času, a potom ich vymažeme.',
  mail: {
    greeting: (name) => `Dobrý deň, ${name},`,
    receivedSubject: (business) => `Vaša žiadosť o rezerváciu v ${business}`,
    received: (when) => `Vašu žiadosť na ${when} sme dostali. Čoskoro ju potvrdíme.`,
    confirmedSubject: (business) => `Vaša rezervácia v ${business} je potvrdená`,
    confirmed: (when) => `Vaša rezervácia na ${when} je potvrdená. Priložená pozvánka ju pridá do vášho kalendára.`,
    declinedSubject: (business) => `Vaša žiadosť o rezerváciu v ${business}`,
    declined: (when) => `Žiaľ, vašu rezerváciu na ${when} nemôžeme prijať.`,
    ownerNote: 'Poznámka od nás:',
  },
};
