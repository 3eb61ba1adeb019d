import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Belarusian. */
export const be: BookingTexts = {
  menu: 'Запіс',
  title: 'Запісацца',
  lead: 'Выберыце паслугу і зручны час. Гэта заяўка: мы пацвердзім яе па email або тэлефоне.',
  cta: 'Запісацца',
  offer: 'Паслуга',
  anyOffer: 'Яшчэ не вырашыў(ла)',
  day: 'Дзень',
  time: 'Час',
  slot: 'Дзень і час',
  zone: (zone) => `Час пазначаны ў часавым поясе ${zone}.`,
  noSlots: 'Зараз няма вольнага часу для запісу. Калі ласка, звяжыцеся з намі.',
  note: 'Каментарый (неабавязкова)',
  submit: 'Адправіць заяўку',
  problemTitle: 'Калі ласка, выберыце іншы час',
  problems: {
    slot_missing: 'Калі ласка, выберыце дзень і час.',
    slot_taken: 'Гэты час толькі што заняў хтосьці іншы.',
    slot_closed: 'На гэты час мы не запісваем.',
  },
  nearest: 'Бліжэйшы вольны час:',
  choose: 'Запісацца на гэты час',
  none: 'У бліжэйшыя дні вольнага часу няма. Калі ласка, звяжыцеся з намі.',
  mail: {
    greeting: (name) => `Добры дзень, ${name}!`,
    receivedSubject: (business) => `Ваша заяўка на запіс: ${business}`,
    received: (when) => `Мы атрымалі вашу заяўку на ${when}. Хутка мы яе пацвердзім.`,
    confirmedSubject: (business) => `Ваш запіс пацверджаны: ${business}`,
    confirmed: (when) => `Ваш запіс на ${when} пацверджаны. Запрашэнне ва ўкладанні дадасць яго ў ваш каляндар.`,
    declinedSubject: (business) => `Ваша заяўка на запіс: ${business}`,
    declined: (when) => `На жаль, мы не можам запісаць вас на ${when}.`,
    ownerNote: 'Каментарый ад нас:',
  },
};
