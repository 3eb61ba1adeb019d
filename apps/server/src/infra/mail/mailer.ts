export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes instead of MAIL_FROM: a form notification names the visitor. */
  replyTo?: string;
  /** An iCalendar invitation (a confirmed booking's), sent as the mail's text/calendar part and as an .ics file. */
  calendar?: string;
  /** The mail's one link, named for the person running the server: printed when the mail is kept in the outbox. */
  link?: { name: string; url: string };
}

/**
 * Queues mail. Every mail is one row of the outbox table, written in the request; a delivery worker sends it when
 * SMTP_URL is set, so no request ever waits on a mail server, and one that is down only delays the mail.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Hands one mail to a mail server; throws when the server refuses it, does not answer in time, or `signal` aborts. */
export interface MailTransport {
  deliver(message: MailMessage, signal: AbortSignal): Promise<void>;
  close(): Promise<void>;
}
