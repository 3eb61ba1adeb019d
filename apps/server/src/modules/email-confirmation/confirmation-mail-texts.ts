import { WELCOME_CREDITS } from '@sitecraft/shared/credits';
import type { InterfaceLanguage } from '@sitecraft/shared/i18n';

/** The confirmation widget's mail, in one interface language. */
export interface ConfirmationMailTexts {
  subject: string;
  greeting(name: string): string;
  ask: string;
  /** What confirming brings: the welcome credits, or (once they were granted) the address becoming the account's. */
  grantsCredits: string;
  becomesEmail: string;
  action: string;
  footnote: string;
}

/** In the language the person asked for; English, the widget's own, when they named none. */
export const confirmationMailTexts: Record<InterfaceLanguage, ConfirmationMailTexts> = {
  en: {
    subject: 'Confirm your email',
    greeting: (name) => `Hello, ${name}!`,
    ask: 'Please confirm that this email address is yours by opening the link below.',
    grantsCredits: `As soon as it is confirmed, ${WELCOME_CREDITS} free credits are added to your balance: one credit builds one website.`,
    becomesEmail: 'Once it is confirmed, this address becomes the email of your account.',
    action: 'Confirm my email',
    footnote: 'The link works once, for 24 hours. If you did not ask for it, ignore this mail: nothing changes.',
  },
  ru: {
    subject: 'Подтверждение email',
    greeting: (name) => `Здравствуйте, ${name}!`,
    ask: 'Подтвердите, что этот адрес электронной почты принадлежит вам: откройте ссылку ниже.',
    grantsCredits: `Как только адрес будет подтверждён, на ваш баланс поступят ${WELCOME_CREDITS} бесплатных кредитов: один кредит — один сайт.`,
    becomesEmail: 'После подтверждения этот адрес станет email вашего аккаунта.',
    action: 'Подтвердить мой email',
    footnote: 'Ссылка срабатывает один раз и действует 24 часа. Если вы её не запрашивали, проигнорируйте это письмо: ничего не изменится.',
  },
};
