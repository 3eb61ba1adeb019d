import type { InterfaceLanguage } from '@sitecraft/shared/i18n';
import type { BookingStatus } from '../../infra/db/schema.ts';

/** The owner's mail about a booking request and the pages its Accept and Decline links open, in one interface language. */
export interface DecisionTexts {
  title: string;
  invalid: string;
  request(name: string, contact: string, when: string, offer: string | null): string;
  note(note: string): string;
  accept: string;
  decline: string;
  declineNote: string;
  accepted(name: string): string;
  declined(name: string): string;
  slotTaken: string;
  decided: Record<BookingStatus, string>;
  mail: {
    subject(host: string): string;
    greeting: string;
    declineLink(link: string): string;
    acceptButton: string;
    footnote: string;
  };
  /** The owner's mail saying how the visitor answered the time proposed to them (`when`: that time). */
  proposalAnswer: {
    subject(host: string): string;
    accepted(name: string, when: string): string;
    declined(name: string, when: string): string;
    footnote: string;
  };
}

/** In the language the owner uses the product in (their account's; Russian, the spec's, until they choose). */
export const decisionTexts: Record<InterfaceLanguage, DecisionTexts> = {
  ru: {
    title: 'Заявка на запись',
    invalid: 'Ссылка недействительна или устарела (ссылки действуют 7 дней). Откройте заявки сайта в «Моих сайтах».',
    request: (name, contact, when, offer) => `${name} (${contact}) просит записать на ${when}${offer ? `: ${offer}` : ''}.`,
    note: (note) => `Комментарий: ${note}`,
    accept: 'Принять заявку',
    decline: 'Отклонить заявку',
    declineNote: 'Комментарий посетителю (необязательно)',
    accepted: (name) => `Заявка принята: ${name} получит подтверждение с приглашением в календарь, если оставил(а) email. Это время больше не предлагается.`,
    declined: (name) => `Заявка отклонена. ${name} получит письмо с вашим комментарием, если оставил(а) email.`,
    slotTaken: 'Это время уже занято другой принятой записью, поэтому заявку принять нельзя. Отклоните её или предложите посетителю другое время.',
    decided: { requested: 'Заявка ждёт решения.', proposed: 'Вы предложили посетителю другое время; ждём его ответа.', accepted: 'Заявка уже принята.', declined: 'Заявка уже отклонена.', cancelled: 'Запись уже отменена.' },
    mail: {
      subject: (host) => `Заявка на запись с сайта ${host}`,
      greeting: 'Здравствуйте!',
      declineLink: (link) => `Отклонить заявку: ${link}`,
      acceptButton: 'Принять',
      footnote: 'Ссылки действуют 7 дней и не требуют входа; каждая открывает страницу с кнопкой подтверждения. Пока заявка ждёт, это время видят свободным и другие посетители.',
    },
    proposalAnswer: {
      subject: (host) => `Ответ на предложенное время: ${host}`,
      accepted: (name, when) => `${name} принял(а) предложенное вами время: ${when}. Запись подтверждена, посетитель получил приглашение в календарь.`,
      declined: (name, when) => `${name} отказался(-ась) от предложенного вами времени (${when}). Заявка закрыта.`,
      footnote: 'Все записи сайта — на его странице «Записи» в «Моих сайтах».',
    },
  },
  en: {
    title: 'Booking request',
    invalid: 'This link is not valid or has expired (links last 7 days). Open the site’s bookings in My sites.',
    request: (name, contact, when, offer) => `${name} (${contact}) asks to book ${when}${offer ? `: ${offer}` : ''}.`,
    note: (note) => `Note: ${note}`,
    accept: 'Accept the request',
    decline: 'Decline the request',
    declineNote: 'A note to the visitor (optional)',
    accepted: (name) => `Request accepted: ${name} gets a confirmation with a calendar invitation if they left an email address. This time is no longer offered.`,
    declined: (name) => `Request declined. ${name} gets a mail with your note if they left an email address.`,
    slotTaken: 'Another accepted booking already holds this time, so the request cannot be accepted. Decline it or offer the visitor another time.',
    decided: { requested: 'The request is waiting for your decision.', proposed: 'You proposed another time to the visitor; their answer is awaited.', accepted: 'The request has already been accepted.', declined: 'The request has already been declined.', cancelled: 'The booking has already been cancelled.' },
    mail: {
      subject: (host) => `Booking request from ${host}`,
      greeting: 'Hello,',
      declineLink: (link) => `Decline the request: ${link}`,
      acceptButton: 'Accept',
      footnote: 'The links last 7 days and need no sign-in; each opens a page with a button to confirm. While the request waits, other visitors still see this time as free.',
    },
    proposalAnswer: {
      subject: (host) => `Answer to the time you proposed: ${host}`,
      accepted: (name, when) => `${name} accepted the time you proposed: ${when}. The booking is confirmed, and the visitor got a calendar invitation.`,
      declined: (name, when) => `${name} declined the time you proposed (${when}). The request is closed.`,
      footnote: 'All of the site’s bookings are on its Bookings page in My sites.',
    },
  },
};
