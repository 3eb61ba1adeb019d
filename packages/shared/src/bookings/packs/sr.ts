import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Serbian. */
export const sr: BookingTexts = {
  menu: 'Заказивање',
  title: 'Закажите термин',
  lead: 'Изаберите услугу и време које вам одговара. Ово је захтев: потврдићемо га имејлом или телефоном.',
  cta: 'Закажите термин',
  offer: 'Услуга',
  anyOffer: 'Још не знам',
  day: 'Дан',
  time: 'Време',
  slot: 'Дан и време',
  zone: (zone) => `Времена су у временској зони ${zone}.`,
  noSlots: 'Тренутно нема слободних термина. Молимо, јавите нам се.',
  note: 'Напомена (необавезно)',
  submit: 'Пошаљи захтев',
  problemTitle: 'Изаберите друго време',
  problems: {
    slot_missing: 'Изаберите дан и време.',
    slot_taken: 'Овај термин је управо заказао неко други.',
    slot_closed: 'У то време не примамо заказивања.',
  },
  nearest: 'Најближи слободни термини:',
  choose: 'Затражи овај термин',
  none: 'Наредних дана нема слободних термина. Молимо, јавите нам се.',
  mail: {
    greeting: (name) => `Поздрав, ${name},`,
    receivedSubject: (business) => `Ваш захтев за заказивање у ${business}`,
    received: (when) => `Примили смо ваш захтев за ${when}. Ускоро ћемо га потврдити.`,
    confirmedSubject: (business) => `Ваш термин у ${business} је потврђен`,
    confirmed: (when) => `Ваш термин за ${when} је потврђен. Приложена позивница га додаје у ваш календар.`,
    declinedSubject: (business) => `Ваш захтев за заказивање у ${business}`,
    declined: (when) => `Нажалост, не можемо да прихватимо ваш термин за ${when}.`,
    ownerNote: 'Порука од нас:',
  },
};
