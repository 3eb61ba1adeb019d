import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Bulgarian. */
export const bg: BookingTexts = {
  menu: 'Запазване',
  title: 'Запазете час',
  lead: 'Изберете услуга и удобен час. Това е заявка: ще я потвърдим по имейл или телефон.',
  cta: 'Запазете час',
  offer: 'Услуга',
  anyOffer: 'Още не съм решил(а)',
  day: 'Ден',
  time: 'Час',
  slot: 'Ден и час',
  zone: (zone) => `Часовете са в часовата зона ${zone}.`,
  noSlots: 'В момента няма свободни часове. Моля, свържете се с нас.',
  note: 'Бележка (по желание)',
  submit: 'Изпрати заявка',
  problemTitle: 'Моля, изберете друг час',
  problems: {
    slot_missing: 'Моля, изберете ден и час.',
    slot_taken: 'Този час току-що беше запазен от някой друг.',
    slot_closed: 'В този час не приемаме записвания.',
  },
  nearest: 'Най-близките свободни часове:',
  choose: 'Заяви този час',
  none: 'През следващите дни няма свободни часове. Моля, свържете се с нас.',
  mail: {
    greeting: (name) => `Здравейте, ${name},`,
    receivedSubject: (business) => `Вашата заявка за час в ${business}`,
    received: (when) => `Получихме заявката ви за ${when}. Скоро ще я потвърдим.`,
    confirmedSubject: (business) => `Часът ви в ${business} е потвърден`,
    confirmed: (when) => `Часът ви за ${when} е потвърден. Приложената покана го добавя към календара ви.`,
    declinedSubject: (business) => `Вашата заявка за час в ${business}`,
    declined: (when) => `За съжаление не можем да приемем часа ви за ${when}.`,
    ownerNote: 'Бележка от нас:',
  },
};
