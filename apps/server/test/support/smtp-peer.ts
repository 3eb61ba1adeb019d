import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  url: string;
  mails: ParsedMail[];
  /** The first mail to `to` whose subject includes `subject`, waiting for it to arrive. */
  waitForMail(to: string, subject?: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export interface SmtpInboxOptions {
  /** The loopback port to listen on; a free one by default. */
  port?: number;
  /** How long the answer to each mail's DATA waits: a slow mail server. */
  delayMs?: number;
  /** Addresses refused at RCPT TO with a permanent 550. */
  refuse?: string[];
}

export const recipients = (mail: ParsedMail) => [mail.to].flat().flatMap((address) => address?.value.map((entry) => entry.address?.toLowerCase()) ?? []);

const listening = (server: net.Server, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
  });

/** A real SMTP server on a loopback port that keeps every mail it is given. */
export async function startSmtpInbox(options: SmtpInboxOptions = {}): Promise<SmtpInbox> {
  const mails: ParsedMail[] = [];
  const refused = new Set(options.refuse?.map((address) => address.toLowerCase()));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => setTimeout(() => {
          mails.push(mail);
          callback();
        }, options.delayMs ?? 0),
        (error: Error) => callback(error),
      );
    },
  });
  const port = await listening(server.server, options.port ?? 0);

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMail(to, subject = '', timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((candidate) => recipients(candidate).includes(to.toLowerCase()) && (candidate.subject ?? '').includes(subject));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} (${subject}) within ${timeoutMs} ms; got ${mails.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on: a mail server that is down, until startSmtpInbox({ port }) starts one there. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  const port = await listening(probe, 0);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A mail server that accepts connections and never says a word: the greeting never comes. */
export async function startStalledPeer(): Promise<{ url: string; connections: () => number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listening(server, 0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => accepted,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
