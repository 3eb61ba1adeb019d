import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Uzbek. */
export const uz: BookingTexts = {
  menu: 'Yozilish',
  title: 'Qabulga yozilish',
  lead: 'Xizmat va qulay vaqtni tanlang. Bu so‘rov: uni email yoki telefon orqali tasdiqlaymiz.',
  cta: 'Yozilish',
  offer: 'Xizmat',
  anyOffer: 'Hali qaror qilmadim',
  day: 'Kun',
  time: 'Vaqt',
  slot: 'Kun va vaqt',
  zone: (zone) => `Vaqt ${zone} mintaqasida ko‘rsatilgan.`,
  noSlots: 'Hozir yozilish uchun bo‘sh vaqt yo‘q. Iltimos, biz bilan bog‘laning.',
  note: 'Izoh (ixtiyoriy)',
  submit: 'So‘rov yuborish',
  problemTitle: 'Iltimos, boshqa vaqtni tanlang',
  problems: {
    slot_missing: 'Iltimos, kun va vaqtni tanlang.',
    slot_taken: 'Bu vaqtni hozirgina boshqa kishi band qildi.',
    slot_closed: 'Bu vaqtga yozib olmaymiz.',
  },
  nearest: 'Eng yaqin bo‘sh vaqtlar:',
  choose: 'Shu vaqtga yozilish',
  none: 'Yaqin kunlarda bo‘sh vaqt yo‘q. Iltimos, biz bilan bog‘laning.',
  privacyHeading: 'Yozilish so‘rovlari',
  privacy: 'Yozilish so‘rovini yuborganingizda xizmat, kun va vaqt, ismingiz, email yoki telefon raqamingiz va izohingizni aloqa shakli xabarlari kabi muddat, yozilish vaqtidan boshlab saqlaymiz, so‘ng o‘chiramiz.',
  mail: {
    greeting: (name) => `Assalomu alaykum, ${name}!`,
    receivedSubject: (business) => `Yozilish so‘rovingiz: ${business}`,
    received: (when) => `${when} uchun so‘rovingizni oldik. Tez orada tasdiqlaymiz.`,
    confirmedSubject: (business) => `Yozilishingiz tasdiqlandi: ${business}`,
    confirmed: (when) => `${when} uchun yozilishingiz tasdiqlandi. Ilovadagi taklif uni taqvimingizga qo‘shadi.`,
    declinedSubject: (business) => `Yozilish so‘rovingiz: ${business}`,
    declined: (when) => `Afsuski, sizni ${when} ga yozib ololmaymiz.`,
    ownerNote: 'Bizdan izoh:',
  },
};
