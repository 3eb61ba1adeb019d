import { WELCOME_CREDITS } from '@sitecraft/shared/credits';
import type { InterfaceLanguage } from '@sitecraft/shared/i18n';

/** One mail's words: what renderMail lays out around the link. */
interface LinkMailTexts {
  subject: string;
  greeting(name: string): string;
  paragraphs: string[];
  action: string;
  footnote: string;
}

/** The account mails (verification, a second registration of an address, password reset), in one interface language. */
export interface AuthMailTexts {
  verification: LinkMailTexts;
  alreadyRegistered: Omit<LinkMailTexts, 'paragraphs'> & { paragraphs(loginLink: string): string[] };
  passwordReset: LinkMailTexts;
}

/** In the reader's language: the account's, else the one the request that caused the mail asked for, else Russian. */
export const authMailTexts: Record<InterfaceLanguage, AuthMailTexts> = {
  ru: {
    verification: {
      subject: 'Подтвердите email',
      greeting: (name) => `Здравствуйте, ${name}!`,
      paragraphs: [
        'Спасибо за регистрацию. Подтвердите адрес электронной почты, чтобы завершить создание аккаунта.',
        `После подтверждения вы получите ${WELCOME_CREDITS} бесплатных кредитов на генерацию сайтов.`,
      ],
      action: 'Подтвердить email',
      footnote: 'Ссылка действует 24 часа. Если вы не регистрировались, просто проигнорируйте это письмо.',
    },
    alreadyRegistered: {
      subject: 'Попытка регистрации',
      greeting: (name) => `Здравствуйте, ${name}!`,
      paragraphs: (loginLink) => [
        'Кто-то (возможно, вы) попытался зарегистрироваться с этим адресом, но аккаунт с ним уже существует.',
        `Войдите в систему: ${loginLink}. Если вы забыли пароль, восстановите его по ссылке ниже.`,
      ],
      action: 'Восстановить пароль',
      footnote: 'Если это были не вы, ничего делать не нужно: ваш аккаунт в безопасности.',
    },
    passwordReset: {
      subject: 'Сброс пароля',
      greeting: (name) => `Здравствуйте, ${name}!`,
      paragraphs: ['Мы получили запрос на сброс пароля для вашего аккаунта.', 'Нажмите кнопку ниже, чтобы задать новый пароль.'],
      action: 'Задать новый пароль',
      footnote: 'Ссылка действует 1 час. Если вы не запрашивали сброс, проигнорируйте это письмо: пароль останется прежним.',
    },
  },
  en: {
    verification: {
      subject: 'Verify your email',
      greeting: (name) => `Hello, ${name}!`,
      paragraphs: [
        'Thank you for registering. Confirm your email address to finish creating your account.',
        `Once it is confirmed, you get ${WELCOME_CREDITS} free credits for generating websites.`,
      ],
      action: 'Verify email',
      footnote: 'The link works for 24 hours. If you did not register, just ignore this mail.',
    },
    alreadyRegistered: {
      subject: 'Registration attempt',
      greeting: (name) => `Hello, ${name}!`,
      paragraphs: (loginLink) => [
        'Someone (perhaps you) tried to register with this address, but an account with it already exists.',
        `Sign in: ${loginLink}. If you have forgotten your password, reset it with the link below.`,
      ],
      action: 'Reset password',
      footnote: 'If it was not you, there is nothing to do: your account is safe.',
    },
    passwordReset: {
      subject: 'Password reset',
      greeting: (name) => `Hello, ${name}!`,
      paragraphs: ['We received a request to reset the password of your account.', 'Press the button below to set a new password.'],
      action: 'Set a new password',
      footnote: 'The link works for 1 hour. If you did not ask for a reset, ignore this mail: your password stays the same.',
    },
  },
};
