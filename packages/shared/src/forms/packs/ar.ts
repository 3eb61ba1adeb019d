import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Arabic. */
export const ar: FormTexts = {
  thankYou: {
    title: 'شكرًا لك',
    thanks: 'شكرًا لك! تم إرسال رسالتك.',
    writeAgain: 'كتابة رسالة أخرى',
    problemTitle: 'لم يتم إرسال رسالتك',
    back: 'عُد إلى الموقع باستخدام زر الرجوع في متصفحك.',
    problems: {
      name_missing: 'يُرجى كتابة اسمك.',
      contact_missing: 'يُرجى كتابة بريدك الإلكتروني أو رقم هاتفك حتى نتمكن من الرد عليك.',
      contact_invalid: 'لا يبدو هذا عنوان بريد إلكتروني أو رقم هاتف. يُرجى التحقق منه.',
      message_missing: 'يُرجى كتابة رسالتك.',
      too_long: 'الرسالة طويلة جدًا. يُرجى اختصارها (5000 حرف على الأكثر).',
      closed: 'لم يعد هذا النموذج يستقبل الرسائل.',
      unreadable: 'تعذّرت قراءة رسالتك. ربما تحتوي على حرف غير مرئي نُسخ مع النص: يُرجى كتابتها من جديد أو التواصل معنا بطريقة أخرى.',
    },
  },
  contactLabel: 'بريدك الإلكتروني أو هاتفك',
  privacyHeading: 'نموذج التواصل',
  privacy: (days, spamDays) =>
    `عندما ترسل نموذج التواصل، نحتفظ باسمك وبريدك الإلكتروني أو رقم هاتفك ورسالتك ووقت استلامها لمدة ${days} ${plural('ar', days, { zero: 'يوم', one: 'يوم', two: 'يوم', few: 'أيام', many: 'يومًا', other: 'يوم' })}، ثم نحذفها. تُحذف الرسائل التي تُعدّ رسائل مزعجة بعد ${spamDays} ${plural('ar', spamDays, { zero: 'يوم', one: 'يوم', two: 'يوم', few: 'أيام', many: 'يومًا', other: 'يوم' })}. لا يُحفظ عنوان IP الخاص بك مع رسالتك.`,
};
