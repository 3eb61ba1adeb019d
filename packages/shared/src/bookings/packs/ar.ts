import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Arabic. */
export const ar: BookingTexts = {
  menu: 'حجز',
  title: 'احجز موعدًا',
  lead: 'اختر الخدمة والوقت المناسب لك. هذا طلب: نؤكده عبر البريد الإلكتروني أو الهاتف.',
  cta: 'احجز موعدًا',
  offer: 'الخدمة',
  anyOffer: 'لم أقرر بعد',
  day: 'اليوم',
  time: 'الوقت',
  slot: 'اليوم والوقت',
  zone: (zone) => `الأوقات بتوقيت المنطقة الزمنية ${zone}.`,
  noSlots: 'لا توجد أوقات متاحة حاليًا. يرجى التواصل معنا.',
  note: 'ملاحظة (اختياري)',
  submit: 'أرسل الطلب',
  problemTitle: 'يرجى اختيار وقت آخر',
  problems: {
    slot_missing: 'يرجى اختيار اليوم والوقت.',
    slot_taken: 'حجز شخص آخر هذا الوقت للتو.',
    slot_closed: 'لا نقبل الحجوزات في هذا الوقت.',
  },
  nearest: 'أقرب الأوقات المتاحة:',
  choose: 'اطلب هذا الوقت',
  none: 'لا توجد أوقات متاحة في الأيام القادمة. يرجى التواصل معنا.',
  privacyHeading: 'طلبات الحجز',
  privacy: 'عندما ترسل طلب حجز، نحتفظ بالخدمة واليوم والوقت واسمك وبريدك الإلكتروني أو رقم هاتفك وملاحظتك مدة الاحتفاظ برسائل نموذج التواصل نفسها، محسوبة من وقت الحجز، ثم نحذفها.',
  mail: {
    greeting: (name) => `مرحبًا ${name}،`,
    receivedSubject: (business) => `طلب حجزك لدى ${business}`,
    received: (when) => `تلقينا طلبك لموعد ${when}. سنؤكده قريبًا.`,
    confirmedSubject: (business) => `تم تأكيد حجزك لدى ${business}`,
    confirmed: (when) => `تم تأكيد حجزك لموعد ${when}. الدعوة المرفقة تضيفه إلى تقويمك.`,
    declinedSubject: (business) => `طلب حجزك لدى ${business}`,
    declined: (when) => `نأسف، لا يمكننا قبول حجزك لموعد ${when}.`,
    ownerNote: 'ملاحظة منا:',
  },
};
