import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in English. */
export const en: FormTexts = {
  thankYou: {
    title: 'Thank you',
    thanks: 'Thank you! Your message has been sent.',
    writeAgain: 'Write another message',
    problemTitle: 'Your message was not sent',
    back: 'Go back to the site with your browser’s Back button.',
    problems: {
      name_missing: 'Please enter your name.',
      contact_missing: 'Please enter your email address or phone number so that we can answer you.',
      contact_invalid: 'This does not look like an email address or a phone number. Please check it.',
      message_missing: 'Please write your message.',
      too_long: 'The message is too long. Please shorten it (at most 5,000 characters).',
      closed: 'This form no longer accepts messages.',
      unreadable: 'Your message could not be read. It may hold an invisible character copied with the text: please type it again, or contact us another way.',
    },
  },
  contactLabel: 'Your email or phone',
  privacyHeading: 'The contact form',
  privacy: (days, spamDays) =>
    `When you send the contact form, we keep your name, your email address or phone number, your message and the time it was received for ${days} ${plural('en', days, { one: 'day', other: 'days' })}, then delete them. Messages taken for spam are deleted after ${spamDays} ${plural('en', spamDays, { one: 'day', other: 'days' })}. Your IP address is not stored with your message.`,
};
