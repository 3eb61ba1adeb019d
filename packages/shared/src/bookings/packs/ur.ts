import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Urdu. */
export const ur: BookingTexts = {
  menu: 'بکنگ',
  title: 'وقت بک کریں',
  lead: 'سروس اور اپنی سہولت کا وقت منتخب کریں۔ یہ ایک درخواست ہے: ہم ای میل یا فون سے اس کی تصدیق کریں گے۔',
  cta: 'وقت بک کریں',
  offer: 'سروس',
  anyOffer: 'ابھی طے نہیں کیا',
  day: 'دن',
  time: 'وقت',
  slot: 'دن اور وقت',
  zone: (zone) => `اوقات ${zone} ٹائم زون میں ہیں۔`,
  noSlots: 'اس وقت کوئی خالی وقت نہیں ہے۔ براہ کرم ہم سے رابطہ کریں۔',
  note: 'نوٹ (اختیاری)',
  submit: 'درخواست بھیجیں',
  problemTitle: 'براہ کرم کوئی اور وقت منتخب کریں',
  problems: {
    slot_missing: 'براہ کرم دن اور وقت منتخب کریں۔',
    slot_taken: 'یہ وقت ابھی کسی اور نے بک کر لیا ہے۔',
    slot_closed: 'اس وقت ہم بکنگ نہیں لیتے۔',
  },
  nearest: 'قریب ترین خالی اوقات:',
  choose: 'یہ وقت مانگیں',
  none: 'آنے والے دنوں میں کوئی خالی وقت نہیں ہے۔ براہ کرم ہم سے رابطہ کریں۔',
  mail: {
    greeting: (name) => `السلام علیکم ${name}،`,
    receivedSubject: (business) => `${business} میں آپ کی بکنگ کی درخواست`,
    received: (when) => `ہمیں ${when} کے لیے آپ کی درخواست مل گئی ہے۔ ہم جلد اس کی تصدیق کریں گے۔`,
    confirmedSubject: (business) => `${business} میں آپ کی بکنگ کی تصدیق ہو گئی`,
    confirmed: (when) => `${when} کے لیے آپ کی بکنگ کی تصدیق ہو گئی ہے۔ منسلک دعوت نامہ اسے آپ کے کیلنڈر میں شامل کر دے گا۔`,
    declinedSubject: (business) => `${business} میں آپ کی بکنگ کی درخواست`,
    declined: (when) => `افسوس، ہم ${when} کے لیے آپ کی بکنگ قبول نہیں کر سکتے۔`,
    ownerNote: 'ہماری طرف سے نوٹ:',
  },
};
