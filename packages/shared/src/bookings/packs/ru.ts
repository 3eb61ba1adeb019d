import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Russian. */
export const ru: BookingTexts = {
  menu: 'Запись',
  title: 'Записаться',
  lead: 'Выберите услугу и удобное время. Это заявка: мы подтвердим её по email или телефону.',
  cta: 'Записаться',
  offer: 'Услуга',
  anyOffer: 'Пока не решил(а)',
  day: 'День',
  time: 'Время',
  slot: 'День и время',
  zone: (zone) => `Время указано в часовом поясе ${zone}.`,
  noSlots: 'Сейчас нет свободного времени для записи. Пожалуйста, свяжитесь с нами.',
  note: 'Комментарий (необязательно)',
  submit: 'Отправить заявку',
  problemTitle: 'Пожалуйста, выберите другое время',
  problems: {
    slot_missing: 'Пожалуйста, выберите день и время.',
    slot_taken: 'Это время только что занял кто-то другой.',
    slot_closed: 'На это время мы не записываем.',
  },
  nearest: 'Ближайшее свободное время:',
  choose: 'Записаться на это время',
  none: 'В ближайшие дни свободного времени нет. Пожалуйста, свяжитесь с нами.',
  mail: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    receivedSubject: (business) => `Ваша заявка на запись: ${business}`,
    received: (when) => `Мы получили вашу заявку на ${when}. Скоро мы её подтвердим.`,
    confirmedSubject: (business) => `Ваша запись подтверждена: ${business}`,
    confirmed: (when) => `Ваша запись на ${when} подтверждена. Приглашение во вложении добавит её в ваш календарь.`,
    declinedSubject: (business) => `Ваша заявка на запись: ${business}`,
    declined: (when) => `К сожалению, мы не можем записать вас на ${when}.`,
    ownerNote: 'Комментарий от нас:',
  },
};
