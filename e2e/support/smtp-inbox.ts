import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  url: string;
  mails: ParsedMail[];
  /** The first mail to `to` whose subject includes `subject`, waiting for it to arrive. */
  waitForMail(to: string, subject?: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

const recipients = (mail: ParsedMail) => [mail.to].flat().flatMap((address) => address?.value.map((entry) => entry.address?.toLowerCase()) ?? []);

/** A real SMTP server on a loopback port that keeps every mail it is given. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMail(to, subject = '', timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((candidate) => recipients(candidate).includes(to.toLowerCase()) && (candidate.subject ?? '').includes(subject));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} (${subject}) within ${timeoutMs} ms; got ${mails.length}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
