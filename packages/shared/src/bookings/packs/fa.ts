import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Persian. */
export const fa: BookingTexts = {
  menu: 'رزرو',
  title: 'رزرو نوبت',
  lead: 'خدمت و زمان مناسب خود را انتخاب کنید. این یک درخواست است: آن را با ایمیل یا تلفن تأیید می‌کنیم.',
  cta: 'رزرو نوبت',
  offer: 'خدمت',
  anyOffer: 'هنوز تصمیم نگرفته‌ام',
  day: 'روز',
  time: 'ساعت',
  slot: 'روز و ساعت',
  zone: (zone) => `ساعت‌ها به وقت منطقه زمانی ${zone} هستند.`,
  noSlots: 'در حال حاضر زمان خالی وجود ندارد. لطفاً با ما تماس بگیرید.',
  note: 'یادداشت (اختیاری)',
  submit: 'ارسال درخواست',
  problemTitle: 'لطفاً زمان دیگری انتخاب کنید',
  problems: {
    slot_missing: 'لطفاً روز و ساعت را انتخاب کنید.',
    slot_taken: 'این زمان همین حالا توسط شخص دیگری رزرو شد.',
    slot_closed: 'در این زمان رزرو نمی‌پذیریم.',
  },
  nearest: 'نزدیک‌ترین زمان‌های خالی:',
  choose: 'درخواست این زمان',
  none: 'در روزهای آینده زمان خالی وجود ندارد. لطفاً با ما تماس بگیرید.',
  mail: {
    greeting: (name) => `سلام ${name}،`,
    receivedSubject: (business) => `درخواست رزرو شما در ${business}`,
    received: (when) => `درخواست شما برای ${when} را دریافت کردیم. به‌زودی آن را تأیید می‌کنیم.`,
    confirmedSubject: (business) => `رزرو شما در ${business} تأیید شد`,
    confirmed: (when) => `رزرو شما برای ${when} تأیید شد. دعوت‌نامه پیوست آن را به تقویم شما اضافه می‌کند.`,
    declinedSubject: (business) => `درخواست رزرو شما در ${business}`,
    declined: (when) => `متأسفانه نمی‌توانیم رزرو شما برای ${when} را بپذیریم.`,
    ownerNote: 'یادداشتی از ما:',
  },
};
