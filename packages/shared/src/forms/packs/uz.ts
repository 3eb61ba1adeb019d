import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Uzbek. */
export const uz: FormTexts = {
  thankYou: {
    title: 'Rahmat',
    thanks: 'Rahmat! Xabaringiz yuborildi.',
    writeAgain: 'Yana bir xabar yozish',
    problemTitle: 'Xabaringiz yuborilmadi',
    back: 'Brauzeringizdagi «Orqaga» tugmasi orqali saytga qayting.',
    problems: {
      name_missing: 'Iltimos, ismingizni kiriting.',
      contact_missing: 'Sizga javob bera olishimiz uchun email manzilingiz yoki telefon raqamingizni kiriting.',
      contact_invalid: 'Bu email manzil yoki telefon raqamiga o‘xshamaydi. Iltimos, tekshirib ko‘ring.',
      message_missing: 'Iltimos, xabaringizni yozing.',
      too_long: 'Xabar juda uzun. Iltimos, uni qisqartiring (ko‘pi bilan 5000 belgi).',
      closed: 'Bu shakl endi xabarlarni qabul qilmaydi.',
      unreadable: 'Xabaringizni o‘qib bo‘lmadi. Unda matn bilan birga nusxalangan ko‘rinmas belgi bo‘lishi mumkin: iltimos, uni qaytadan yozing yoki biz bilan boshqa yo‘l orqali bog‘laning.',
    },
  },
  contactLabel: 'Email yoki telefoningiz',
  privacyHeading: 'Aloqa shakli',
  privacy: (days, spamDays) =>
    `Aloqa shaklini yuborganingizda, biz ismingiz, email manzilingiz yoki telefon raqamingiz, xabaringiz va u qabul qilingan vaqtni ${days} kun saqlaymiz, so‘ng o‘chirib tashlaymiz. Spam deb topilgan xabarlar ${spamDays} kundan keyin o‘chiriladi. IP manzilingiz xabaringiz bilan birga saqlanmaydi.`,
};
