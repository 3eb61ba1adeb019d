import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Polish. */
export const pl: BookingTexts = {
  menu: 'Rezerwacja',
  title: 'Umów wizytę',
  lead: 'Wybierz usługę i dogodny termin. To prośba: potwierdzimy ją e-mailem lub telefonicznie.',
  cta: 'Umów wizytę',
  offer: 'Usługa',
  anyOffer: 'Jeszcze nie wiem',
  day: 'Dzień',
  time: 'Godzina',
  slot: 'Dzień i godzina',
  zone: (zone) => `Godziny podano w strefie czasowej ${zone}.`,
  noSlots: 'Obecnie nie ma wolnych terminów. Prosimy o kontakt.',
  note: 'Uwagi (opcjonalnie)',
  submit: 'Wyślij prośbę',
  problemTitle: 'Wybierz inny termin',
  problems: {
    slot_missing: 'Wybierz dzień i godzinę.',
    slot_taken: 'Ten termin właśnie zarezerwował ktoś inny.',
    slot_closed: 'W tym czasie nie przyjmujemy rezerwacji.',
  },
  nearest: 'Najbliższe wolne terminy:',
  choose: 'Poproś o ten termin',
  none: 'W najbliższych dniach nie ma wolnych terminów. Prosimy o kontakt.',
  privacyHeading: 'Prośby o rezerwację',
  privacy: 'Gdy wysyłasz prośbę o rezerwację, przechowujemy usługę, dzień i godzinę, Twoje imię, adres e-mail lub numer telefonu oraz uwagi tak długo jak wiadomości z formularza kontaktowego, licząc od zarezerwowanego terminu, a następnie je usuwamy.',
  mail: {
    greeting: (name) => `Dzień dobry, ${name},`,
    receivedSubject: (business) => `Twoja prośba o rezerwację w ${business}`,
    received: (when) => `Otrzymaliśmy Twoją prośbę na ${when}. Wkrótce ją potwierdzimy.`,
    confirmedSubject: (business) => `Twoja rezerwacja w ${business} jest potwierdzona`,
    confirmed: (when) => `Twoja rezerwacja na ${when} jest potwierdzona. Zaproszenie w załączniku doda ją do Twojego kalendarza.`,
    declinedSubject: (business) => `Twoja prośba o rezerwację w ${business}`,
    declined: (when) => `Niestety nie możemy przyjąć rezerwacji na ${when}.`,
    ownerNote: 'Wiadomość od nas:',
  },
};
