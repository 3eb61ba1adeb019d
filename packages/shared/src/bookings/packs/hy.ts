import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Armenian. */
export const hy: BookingTexts = {
  menu: 'Ամրագրում',
  title: 'Գրանցվել այցի',
  lead: 'Ընտրեք ծառայությունը և ձեզ հարմար ժամը։ Սա հայտ է․ մենք այն կհաստատենք էլ. փոստով կամ հեռախոսով։',
  cta: 'Գրանցվել',
  offer: 'Ծառայություն',
  anyOffer: 'Դեռ չեմ որոշել',
  day: 'Օր',
  time: 'Ժամ',
  slot: 'Օր և ժամ',
  zone: (zone) => `Ժամերը նշված են ${zone} ժամային գոտով։`,
  noSlots: 'Այս պահին ազատ ժամեր չկան։ Խնդրում ենք կապվել մեզ հետ։',
  note: 'Նշում (ըստ ցանկության)',
  submit: 'Ուղարկել հայտը',
  problemTitle: 'Խնդրում ենք ընտրել այլ ժամ',
  problems: {
    slot_missing: 'Խնդրում ենք ընտրել օրը և ժամը։',
    slot_taken: 'Այս ժամը հենց նոր զբաղեցրեց մեկ ուրիշը։',
    slot_closed: 'Այս ժամին գրանցում չենք ընդունում։',
  },
  nearest: 'Մոտակա ազատ ժամերը․',
  choose: 'Խնդրել այս ժամը',
  none: 'Առաջիկա օրերին ազատ ժամեր չկան։ Խնդրում ենք կապվել մեզ հետ։',
  mail: {
    greeting: (name) => `Բարև ձեզ, ${name},`,
    receivedSubject: (business) => `Ձեր ամրագրման հայտը՝ ${business}`,
    received: (when) => `Ստացանք ձեր հայտը ${when}-ի համար։ Շուտով կհաստատենք այն։`,
    confirmedSubject: (business) => `Ձեր ամրագրումը հաստատված է՝ ${business}`,
    confirmed: (when) => `Ձեր ամրագրումը ${when}-ի համար հաստատված է։ Կցված հրավերը այն կավելացնի ձեր օրացույցում։`,
    declinedSubject: (business) => `Ձեր ամրագրման հայտը՝ ${business}`,
    declined: (when) => `Ցավոք, չենք կարող ընդունել ձեր ամրագրումը ${when}-ի համար։`,
    ownerNote: 'Նշում մեզանից․',
  },
};
