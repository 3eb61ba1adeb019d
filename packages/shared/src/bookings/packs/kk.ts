import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Kazakh. */
export const kk: BookingTexts = {
  menu: 'Жазылу',
  title: 'Жазылу',
  lead: 'Қызметті және ыңғайлы уақытты таңдаңыз. Бұл өтінім: біз оны email немесе телефон арқылы растаймыз.',
  cta: 'Жазылу',
  offer: 'Қызмет',
  anyOffer: 'Әлі шешкен жоқпын',
  day: 'Күн',
  time: 'Уақыт',
  slot: 'Күн мен уақыт',
  zone: (zone) => `Уақыт ${zone} белдеуі бойынша көрсетілген.`,
  noSlots: 'Қазір жазылуға бос уақыт жоқ. Бізбен байланысыңыз.',
  note: 'Түсініктеме (міндетті емес)',
  submit: 'Өтінім жіберу',
  problemTitle: 'Басқа уақытты таңдаңыз',
  problems: {
    slot_missing: 'Күн мен уақытты таңдаңыз.',
    slot_taken: 'Бұл уақытты жаңа ғана басқа біреу алды.',
    slot_closed: 'Бұл уақытқа біз жазбаймыз.',
  },
  nearest: 'Ең жақын бос уақыт:',
  choose: 'Осы уақытқа жазылу',
  none: 'Жақын күндері бос уақыт жоқ. Бізбен байланысыңыз.',
  mail: {
    greeting: (name) => `Сәлеметсіз бе, ${name}!`,
    receivedSubject: (business) => `Жазылу өтініміңіз: ${business}`,
    received: (when) => `${when} уақытына өтініміңізді алдық. Жақында оны растаймыз.`,
    confirmedSubject: (business) => `Жазылуыңыз расталды: ${business}`,
    confirmed: (when) => `${when} уақытына жазылуыңыз расталды. Қосымшадағы шақыру оны күнтізбеңізге қосады.`,
    declinedSubject: (business) => `Жазылу өтініміңіз: ${business}`,
    declined: (when) => `Өкінішке қарай, сізді ${when} уақытына жаза алмаймыз.`,
    ownerNote: 'Бізден түсініктеме:',
  },
};
