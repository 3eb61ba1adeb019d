import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Hungarian. */
export const hu: BookingTexts = {
  menu: 'Foglalás',
  title: 'Időpontfoglalás',
  lead: 'Válasszon szolgáltatást és megfelelő időpontot. Ez egy kérés: e-mailben vagy telefonon erősítjük meg.',
  cta: 'Időpontot kérek',
  offer: 'Szolgáltatás',
  anyOffer: 'Még nem tudom',
  day: 'Nap',
  time: 'Időpont',
  slot: 'Nap és időpont',
  zone: (zone) => `Az időpontok a(z) ${zone} időzónában értendők.`,
  noSlots: 'Jelenleg nincs szabad időpont. Kérjük, lépjen kapcsolatba velünk.',
  note: 'Megjegyzés (nem kötelező)',
  submit: 'Foglalási kérés küldése',
  problemTitle: 'Kérjük, válasszon másik időpontot',
  problems: {
    slot_missing: 'Kérjük, válasszon napot és időpontot.',
    slot_taken: 'Ezt az időpontot épp most foglalta le valaki más.',
    slot_closed: 'Ebben az időpontban nem fogadunk foglalást.',
  },
  nearest: 'A legközelebbi szabad időpontok:',
  choose: 'Ezt az időpontot kérem',
  none: 'A következő napokban nincs szabad időpont. Kérjük, lépjen kapcsolatba velünk.',
  privacyHeading: 'Foglalási kérések',
  privacy: 'Ha foglalási kérést küld, a szolgáltatást, a napot és az időpontot, a nevét, e-mail-címét vagy telefonszámát és a megjegyzését ugyanannyi ideig őrizzük, mint a kapcsolatfelvételi űrlap üzeneteit, a foglalt időponttól számítva, majd töröljük.',
  mail: {
    greeting: (name) => `Kedves ${name}!`,
    receivedSubject: (business) => `Foglalási kérése: ${business}`,
    received: (when) => `Megkaptuk a(z) ${when} időpontra szóló kérését. Hamarosan megerősítjük.`,
    confirmedSubject: (business) => `Foglalása megerősítve: ${business}`,
    confirmed: (when) => `A(z) ${when} időpontra szóló foglalása megerősítve. A csatolt meghívó felveszi a naptárába.`,
    declinedSubject: (business) => `Foglalási kérése: ${business}`,
    declined: (when) => `Sajnos a(z) ${when} időpontra nem tudjuk elfogadni a foglalást.`,
    ownerNote: 'Üzenetünk:',
  },
};
