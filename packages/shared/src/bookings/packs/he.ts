import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Hebrew. */
export const he: BookingTexts = {
  menu: 'הזמנת תור',
  title: 'קביעת תור',
  lead: 'בחרו שירות ושעה שנוחה לכם. זו בקשה: נאשר אותה בדוא״ל או בטלפון.',
  cta: 'קביעת תור',
  offer: 'שירות',
  anyOffer: 'עוד לא החלטתי',
  day: 'יום',
  time: 'שעה',
  slot: 'יום ושעה',
  zone: (zone) => `השעות מוצגות באזור הזמן ${zone}.`,
  noSlots: 'אין כרגע שעות פנויות. נא ליצור איתנו קשר.',
  note: 'הערה (לא חובה)',
  submit: 'שליחת בקשה',
  problemTitle: 'נא לבחור שעה אחרת',
  problems: {
    slot_missing: 'נא לבחור יום ושעה.',
    slot_taken: 'השעה הזו נתפסה זה עתה על ידי מישהו אחר.',
    slot_closed: 'בשעה הזו איננו מקבלים הזמנות.',
  },
  nearest: 'השעות הפנויות הקרובות:',
  choose: 'בקשת שעה זו',
  none: 'אין שעות פנויות בימים הקרובים. נא ליצור איתנו קשר.',
  privacyHeading: 'בקשות לתור',
  privacy: 'כששולחים בקשה לתור, אנו שומרים את השירות, היום והשעה, שמך, הדוא״ל או מספר הטלפון שלך וההערה שלך למשך אותו זמן כמו הודעות טופס יצירת הקשר, מהשעה שהוזמנה, ולאחר מכן מוחקים אותם.',
  mail: {
    greeting: (name) => `שלום ${name},`,
    receivedSubject: (business) => `בקשת התור שלך ב-${business}`,
    received: (when) => `קיבלנו את בקשתך ל-${when}. נאשר אותה בקרוב.`,
    confirmedSubject: (business) => `התור שלך ב-${business} אושר`,
    confirmed: (when) => `התור שלך ל-${when} אושר. ההזמנה המצורפת תוסיף אותו ליומן שלך.`,
    declinedSubject: (business) => `בקשת התור שלך ב-${business}`,
    declined: (when) => `לצערנו איננו יכולים לקבל את התור ל-${when}.`,
    ownerNote: 'הערה מאיתנו:',
  },
};
