import { describe, expect, it } from 'vitest';
import { renderMail } from '../../src/infra/mail/mail-layout.ts';
import { alreadyRegisteredMail, passwordResetMail, verificationMail } from '../../src/modules/auth/auth-mails.ts';
import { releasedMail, takenOverMail } from '../../src/modules/domains/domain-mails.ts';
import { confirmationMail } from '../../src/modules/email-confirmation/confirmation-mail.ts';

const langOf = (html: string) => /<html lang="([^"]*)">/.exec(html)?.[1];
const cyrillic = /\p{Script=Cyrillic}/u;

describe('the mail layout', () => {
  it('says the language the mail is written in, and writes its own words in it', () => {
    const content = { to: 'ada@example.com', subject: 'Hello', greeting: 'Hello!', paragraphs: ['A line.'], action: { label: 'Open', url: 'https://sitecraft.example/#/x', name: 'A link' }, footnote: 'Bye.' };
    const english = renderMail({ ...content, language: 'en' }).html;
    expect(langOf(english)).toBe('en');
    expect(english).toContain('If the button does not work, open this link:');
    expect(english).not.toMatch(cyrillic);
    const russian = renderMail({ ...content, language: 'ru' }).html;
    expect(langOf(russian)).toBe('ru');
    expect(russian).toContain('Если кнопка не работает, откройте ссылку:');
  });

  it('marks each mail with the language it is written in: the Russian verification mail ru, the English confirmation mail en', () => {
    expect(langOf(verificationMail('ada@example.com', 'Ада', 'https://sitecraft.example/#/verify-email/t', 'ru').html)).toBe('ru');
    const confirmation = confirmationMail('ada@example.com', 'Ada', 'https://sitecraft.example/#/0123', true, 'en').html;
    expect(langOf(confirmation)).toBe('en');
    expect(confirmation).not.toMatch(cyrillic);
  });

  it('writes every account, widget and domain mail in each interface language, with no word of the other', () => {
    const link = 'https://sitecraft.example/#/x';
    const mails = (language: 'ru' | 'en') => [
      verificationMail('ada@example.com', 'Ada', link, language),
      alreadyRegisteredMail('ada@example.com', 'Ada', link, link, language),
      passwordResetMail('ada@example.com', 'Ada', link, language),
      confirmationMail('ada@example.com', 'Ada', link, true, language),
      confirmationMail('ada@example.com', 'Ada', link, false, language),
      takenOverMail('ada@example.com', 'bakery.com', link, language),
      releasedMail('ada@example.com', 'bakery.com', link, language),
    ];
    for (const mail of mails('en')) {
      expect(langOf(mail.html)).toBe('en');
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(cyrillic);
    }
    for (const mail of mails('ru')) {
      expect(langOf(mail.html)).toBe('ru');
      expect(mail.subject).toMatch(cyrillic);
      expect(mail.text).toMatch(/^Здравствуйте(!|, Ada!)\n/);
    }
  });
});
