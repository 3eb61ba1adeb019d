// One real SMTP inbox for the API tests and the browser tests; the API tests also make it slow or refusing.
export { startSmtpInbox, type SmtpInbox } from '../../apps/server/test/support/smtp-peer.ts';
