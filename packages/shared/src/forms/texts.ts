import type { FormProblem } from './contract.ts';

/** The server's answers about a site's inbox and form settings, shown to the owner as they are. */
export const formsServerTexts = {
  messageNotFound: 'This message does not exist, or it is not yours.',
  siteNotFound: 'This site does not exist, or it is not yours.',
  webhookNotSet: 'This site has no webhook.',
} as const;

type ThankYouTexts = { title: string; thanks: string; writeAgain: string; problemTitle: string; back: string; problems: Record<FormProblem, string> };

/**
 * The product's own thank-you page, used when the site's own cannot be found (the browser sent no usable Referer):
 * Russian for `lang` ru, English otherwise. Generated sites carry their own page in their language.
 */
export const thankYouTexts: Record<'en' | 'ru', ThankYouTexts> = {
  en: {
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
  ru: {
    title: 'Спасибо',
    thanks: 'Спасибо! Ваше сообщение отправлено.',
    writeAgain: 'Написать ещё одно сообщение',
    problemTitle: 'Сообщение не отправлено',
    back: 'Вернитесь на сайт кнопкой «Назад» в браузере.',
    problems: {
      name_missing: 'Пожалуйста, укажите ваше имя.',
      contact_missing: 'Пожалуйста, укажите email или телефон, чтобы мы могли ответить.',
      contact_invalid: 'Это не похоже на email или номер телефона. Проверьте, пожалуйста.',
      message_missing: 'Пожалуйста, напишите сообщение.',
      too_long: 'Сообщение слишком длинное. Сократите его (не более 5000 символов).',
      closed: 'Эта форма больше не принимает сообщения.',
      unreadable: 'Не удалось прочитать сообщение. Возможно, в нём есть невидимый символ, скопированный вместе с текстом: наберите его заново или свяжитесь с нами другим способом.',
    },
  },
};
