import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mailer.ts';

/** Sends mail through the SMTP server named by a URL such as smtp://user:pass@host:587. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    async close() {
      transport.close();
    },
  };
}
