import { WELCOME_CREDITS } from '@sitecraft/shared/credits';
import { renderMail } from '../../infra/mail/mail-layout.ts';
import type { MailMessage } from '../../infra/mail/mailer.ts';

export function verificationMail(to: string, name: string, link: string): MailMessage {
  return renderMail({
    to,
    language: 'ru',
    subject: 'Подтвердите email',
    greeting: `Здравствуйте, ${name}!`,
    paragraphs: [
      'Спасибо за регистрацию. Подтвердите адрес электронной почты, чтобы завершить создание аккаунта.',
      `После подтверждения вы получите ${WELCOME_CREDITS} бесплатных кредитов на генерацию сайтов.`,
    ],
    action: { label: 'Подтвердить email', url: link, name: 'Verification link' },
    footnote: 'Ссылка действует 24 часа. Если вы не регистрировались, просто проигнорируйте это письмо.',
  });
}

/** Sent instead of a second account when someone registers an address that already has one. */
export function alreadyRegisteredMail(to: string, name: string, loginLink: string, resetLink: string): MailMessage {
  return renderMail({
    to,
    language: 'ru',
    subject: 'Попытка регистрации',
    greeting: `Здравствуйте, ${name}!`,
    paragraphs: [
      'Кто-то (возможно, вы) попытался зарегистрироваться с этим адресом, но аккаунт с ним уже существует.',
      `Войдите в систему: ${loginLink}. Если вы забыли пароль, восстановите его по ссылке ниже.`,
    ],
    action: { label: 'Восстановить пароль', url: resetLink, name: 'Password reset link (the address is already registered)' },
    footnote: 'Если это были не вы, ничего делать не нужно: ваш аккаунт в безопасности.',
  });
}

export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  return renderMail({
    to,
    language: 'ru',
    subject: 'Сброс пароля',
    greeting: `Здравствуйте, ${name}!`,
    paragraphs: ['Мы получили запрос на сброс пароля для вашего аккаунта.', 'Нажмите кнопку ниже, чтобы задать новый пароль.'],
    action: { label: 'Задать новый пароль', url: link, name: 'Password reset link' },
    footnote: 'Ссылка действует 1 час. Если вы не запрашивали сброс, проигнорируйте это письмо: пароль останется прежним.',
  });
}
