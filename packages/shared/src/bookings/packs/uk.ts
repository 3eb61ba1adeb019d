import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Ukrainian. */
export const uk: BookingTexts = {
  menu: 'Запис',
  title: 'Записатися',
  lead: 'Оберіть послугу та зручний час. Це заявка: ми підтвердимо її email або телефоном.',
  cta: 'Записатися',
  offer: 'Послуга',
  anyOffer: 'Ще не вирішив(ла)',
  day: 'День',
  time: 'Час',
  slot: 'День і час',
  zone: (zone) => `Час указано в часовому поясі ${zone}.`,
  noSlots: 'Зараз немає вільного часу для запису. Будь ласка, зв’яжіться з нами.',
  note: 'Коментар (необов’язково)',
  submit: 'Надіслати заявку',
  problemTitle: 'Будь ласка, оберіть інший час',
  problems: {
    slot_missing: 'Будь ласка, оберіть день і час.',
    slot_taken: 'Цей час щойно зайняв хтось інший.',
    slot_closed: 'На цей час ми не записуємо.',
  },
  nearest: 'Найближчий вільний час:',
  choose: 'Записатися на цей час',
  none: 'Найближчими днями вільного часу немає. Будь ласка, зв’яжіться з нами.',
  mail: {
    greeting: (name) => `Вітаємо, ${name}!`,
    receivedSubject: (business) => `Ваша заявка на запис: ${business}`,
    received: (when) => `Ми отримали вашу заявку на ${when}. Незабаром ми її підтвердимо.`,
    confirmedSubject: (business) => `Ваш запис підтверджено: ${business}`,
    confirmed: (when) => `Ваш запис на ${when} підтверджено. Запрошення у вкладенні додасть його до вашого календаря.`,
    declinedSubject: (business) => `Ваша заявка на запис: ${business}`,
    declined: (when) => `На жаль, ми не можемо записати вас на ${when}.`,
    ownerNote: 'Коментар від нас:',
  },
};
