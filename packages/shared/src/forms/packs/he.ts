import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Hebrew. */
export const he: FormTexts = {
  thankYou: {
    title: 'תודה',
    thanks: 'תודה! ההודעה שלכם נשלחה.',
    writeAgain: 'כתיבת הודעה נוספת',
    problemTitle: 'ההודעה לא נשלחה',
    back: 'חזרו לאתר באמצעות כפתור „חזרה” בדפדפן.',
    problems: {
      name_missing: 'נא לכתוב את שמכם.',
      contact_missing: 'נא לכתוב כתובת אימייל או מספר טלפון כדי שנוכל לחזור אליכם.',
      contact_invalid: 'זה לא נראה כמו כתובת אימייל או מספר טלפון. נא לבדוק.',
      message_missing: 'נא לכתוב את ההודעה.',
      too_long: 'ההודעה ארוכה מדי. נא לקצר אותה (עד 5,000 תווים).',
      closed: 'הטופס הזה כבר לא מקבל הודעות.',
      unreadable: 'לא הצלחנו לקרוא את ההודעה. ייתכן שיש בה תו בלתי נראה שהועתק יחד עם הטקסט: נא להקליד אותה מחדש או ליצור איתנו קשר בדרך אחרת.',
    },
  },
  contactLabel: 'האימייל או הטלפון שלכם',
  privacyHeading: 'טופס יצירת הקשר',
  privacy: (days, spamDays) =>
    `כששולחים את טופס יצירת הקשר, אנחנו שומרים את השם, כתובת האימייל או מספר הטלפון, ההודעה ושעת קבלתה למשך ${days} ${plural('he', days, { one: 'יום', other: 'ימים' })}, ואז מוחקים אותם. הודעות שזוהו כספאם נמחקות לאחר ${spamDays} ${plural('he', spamDays, { one: 'יום', other: 'ימים' })}. כתובת ה-IP שלכם אינה נשמרת עם ההודעה.`,
};
