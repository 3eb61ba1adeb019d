import type { Generated, Insertable, Selectable } from 'kysely';
import type { MailStatus } from '@sitecraft/shared/admin';
import type { DomainPreference } from '@sitecraft/shared/domains';
import type { InterfaceLanguage } from '@sitecraft/shared/i18n';
import type { MessageFolder, SpamReason } from '@sitecraft/shared/forms';

/** Times are epoch milliseconds; flags are 0 or 1, so the same queries run on SQLite and PostgreSQL. */
export interface AccountsTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  role: 'user' | 'admin';
  pro: number;
  plan: string;
  email_verified: number;
  /** Set once the free credits for a verified email were granted: they never are twice. */
  welcome_credits_granted: number;
  credits: number;
  created_at: number;
  /**
   * The interface language the person chose ('ru' or 'en'), or the one their registration asked for (by its
   * Accept-Language); null until either names one. Their mails are written in it.
   */
  language: InterfaceLanguage | null;
}

export interface SessionsTable {
  token_hash: string;
  account_id: string;
  created_at: number;
  expires_at: number;
}

export type MailTokenPurpose = 'verify_email' | 'reset_password' | 'confirm_email';

export interface MailTokensTable {
  token_hash: string;
  account_id: string;
  purpose: MailTokenPurpose;
  /** The address the token proves; for confirm_email it may differ from the account's. */
  email: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface CreditLedgerTable {
  id: Generated<number>;
  account_id: string;
  delta: number;
  reason: string;
  created_at: number;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  ip: string;
  failed_at: number;
}

export interface MailThrottleTable {
  /** Purpose and address, hashed: the table never holds an address of a person who has no account. */
  key_hash: string;
  sent_at: number;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
  /** kept: no SMTP_URL, read it here; pending: waiting for its next attempt; sending: claimed by a worker until next_attempt_at. */
  status: MailStatus;
  /** Delivery attempts started so far. */
  attempts: Generated<number>;
  /** When a pending mail is due, or when a sending one's lease runs out; null once the mail is kept, sent or failed. */
  next_attempt_at: number | null;
  last_error: string | null;
  sent_at: number | null;
  /** Where an answer to the mail goes: the visitor of a form notification; null for the rest. */
  reply_to: Generated<string | null>;
  /** A confirmed booking's iCalendar invitation (see modules/bookings), forgotten with the body once sent. */
  calendar_body: Generated<string | null>;
}

export type GenerationStatus = 'queued' | 'running' | 'completed' | 'failed';

export interface GenerationsTable {
  track_id: string;
  account_id: string;
  /** The validated request, as JSON. */
  request: string;
  /** The domains, comma separated, for listings and the download's file name. */
  domains: string;
  charged: number;
  /** Set once the charge was given back: a failed generation is refunded exactly once. */
  refunded: Generated<number>;
  status: GenerationStatus;
  progress: Generated<number>;
  /** The latest progress message, as JSON: what status and late SSE subscribers are told. */
  last_message: string | null;
  failure_reason: string | null;
  artifact_key: string | null;
  attempts: Generated<number>;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  /** The worker that holds the running generation (see generation-leases.ts), or REMOTE_HOLDER for a webhook worker. */
  lease_owner: Generated<string | null>;
  /** Until when the holder's lease runs unless it renews it; a running generation past it was abandoned. */
  lease_expires_at: Generated<number | null>;
  /** When the owner deleted the site: the row is kept for the admin statistics only, and nothing else reads it. */
  deleted_at: Generated<number | null>;
  /** What the quality stage found and how the texts that failed it were repaired, as JSON (GenerationQuality); null before the end. */
  quality: Generated<string | null>;
  /** What the engine could not know about each site, as JSON by domain (SiteGapsByHost); null where it did not say. */
  gaps: Generated<string | null>;
}

export interface GenerationEventsTable {
  id: Generated<number>;
  track_id: string;
  status: string;
  progress: number;
  message: string;
  created_at: number;
}

export interface WebhookDeliveriesTable {
  id: string;
  received_at: number;
}

export interface AdminAuditTable {
  id: Generated<number>;
  /** The admin who made the change; null once that account is deleted (admin_email still names them). */
  admin_id: string | null;
  admin_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  /** What changed, as JSON. */
  details: string;
  created_at: number;
}

/** A published site (see migration 006): one host of a generation, served at /p/<slug>/ from the content named by content_key. */
export interface PublicationsTable {
  slug: string;
  track_id: string;
  /** Which of the generation's sites: its domain, the folder of its files in the ZIP. */
  host: string;
  /** The prefix of the published files and their manifest in the artifact store (see publication-content.ts). */
  content_key: string;
  published_at: number;
}

export interface SiteVersionsTable {
  track_id: string;
  host: string;
  /** 2, 3, …: version 1 is the generated site. */
  number: number;
  summary: string;
  /** The version's site model in the artifact store. */
  model_key: string;
  created_at: number;
  /** The gaps of the version's model, as JSON (SiteGap[]); null for a model that lists none (made before they were listed). */
  gaps: Generated<string | null>;
}

export interface SiteUploadsTable {
  track_id: string;
  host: string;
  /** The first 16 hex digits of the SHA-256 of the uploaded bytes. */
  upload: string;
  /** JSON array of the artifact keys kept for it. */
  keys: string;
  created_at: number;
}

/** A site's contact form (see migration 011): its public id, its webhook and the state of its notification mails. */
export interface SiteFormsTable {
  /** Random and unguessable: the form's URL names it, and nothing else of the site. */
  form_id: string;
  track_id: string;
  host: string;
  created_at: number;
  webhook_url: Generated<string | null>;
  /** The Standard Webhooks secret (`whsec_…`) the deliveries are signed with. */
  webhook_secret: Generated<string | null>;
  /** When the last notification mail was queued; the next waits until 10 minutes after it. */
  notified_at: Generated<number | null>;
  /** The newest message id that a notification mail has covered. */
  notified_through: Generated<number>;
  /** When the gathered notification of the messages received since notified_at is due; null when none waits. */
  notify_due_at: Generated<number | null>;
  /** When the site was first downloaded as a ZIP; null while it never was (see modules/forms/tokenless-posts.ts). */
  downloaded_at: Generated<number | null>;
  /** The owner's switch for posts without a time token from a downloaded site: 1 allowed, 0 spam. */
  tokenless_allowed: Generated<number>;
}

export interface FormMessagesTable {
  id: Generated<number>;
  form_id: string;
  folder: MessageFolder;
  spam_reason: SpamReason | null;
  name: string;
  contact: string;
  message: string;
  received_at: number;
  read_at: number | null;
}

/**
 * Where a booking request stands: waiting for the owner, another time proposed and waiting for the visitor, accepted,
 * declined (by the owner, or by the visitor of a proposed time), or cancelled after accepting.
 */
export type BookingStatus = 'requested' | 'proposed' | 'accepted' | 'declined' | 'cancelled';

/** A visitor's booking request (see migration 020): instants in ms since the epoch, shown in `time_zone`. */
export interface BookingsTable {
  id: Generated<number>;
  form_id: string;
  status: BookingStatus;
  offer: string | null;
  starts_at: number;
  ends_at: number;
  time_zone: string;
  name: string;
  contact: string;
  note: string;
  /** The site's language, for the mails to the visitor. */
  language: string;
  received_at: number;
  read_at: number | null;
  decided_at: number | null;
  decision_note: string | null;
  /** starts_at while accepted, else null: unique per form. */
  accepted_start: number | null;
  /** The time the owner proposed instead (migration 021); kept after the visitor's answer. */
  proposed_start: number | null;
  proposed_end: number | null;
}

/** A time token's nonce, once posted, until the token expires (without Redis; with it the nonces live there). */
export interface FormTokenUsesTable {
  nonce: string;
  expires_at: number;
}

/** A post sent back to be corrected: its client (HMAC of form and address) and its time token, for a while. */
export interface FormCorrectionsTable {
  client: string;
  nonce: string;
  token_expires_at: number;
  expires_at: number;
}

/** A secret the server made itself, by name (see generated-secrets.ts). */
export interface GeneratedSecretsTable {
  name: string;
  value: string;
  created_at: number;
}

/** An own domain of a site (see migration 013): served by host once verified, the www form redirecting or redirected to. */
export interface DomainBindingsTable {
  id: Generated<number>;
  /** ASCII (punycode), lower case, without `www.` and without a trailing dot. */
  domain: string;
  track_id: string;
  host: string;
  prefer: DomainPreference;
  created_at: number;
  /** When its TXT record was found holding the account's token; null while pending, after a takeover or a release. */
  verified_at: number | null;
  /** When the upkeep last looked at its TXT record (at most once a day). */
  checked_at: Generated<number | null>;
  /** Since when the upkeep has found the TXT record missing; 7 days of it release the domain. */
  txt_missing_since: Generated<number | null>;
}

/** The token an account's TXT records hold (`_sitecraft.<domain>`). */
export interface DomainTokensTable {
  account_id: string;
  token: string;
  created_at: number;
}

/** One UTC day of a published site's visits (see migration 014): page views and unique visitors. */
export interface SiteVisitDaysTable {
  track_id: string;
  host: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  views: number;
  visitors: number;
}

/** Views of one page of a site on one day; `page` as the statistics name it (`/`, `/about.html`). */
export interface SitePageViewsTable {
  track_id: string;
  host: string;
  day: string;
  page: string;
  views: number;
}

/** Views that came from a page of another host, by that host, on one day. */
export interface SiteReferrersTable {
  track_id: string;
  host: string;
  day: string;
  referrer: string;
  views: number;
}

/** A visitor of a site on one day, as a hash salted with that day's salt: counted once a day, never named. */
export interface SiteVisitorsTable {
  track_id: string;
  host: string;
  day: string;
  visitor: string;
}

/** The random salt of one UTC day's visitor hashes, deleted once the day is over. */
export interface VisitSaltsTable {
  day: string;
  salt: string;
}

export interface Database {
  accounts: AccountsTable;
  sessions: SessionsTable;
  mail_tokens: MailTokensTable;
  credit_ledger: CreditLedgerTable;
  login_failures: LoginFailuresTable;
  mail_throttle: MailThrottleTable;
  outbox: OutboxTable;
  generations: GenerationsTable;
  generation_events: GenerationEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  admin_audit: AdminAuditTable;
  publications: PublicationsTable;
  site_versions: SiteVersionsTable;
  site_uploads: SiteUploadsTable;
  site_forms: SiteFormsTable;
  form_messages: FormMessagesTable;
  form_token_uses: FormTokenUsesTable;
  form_corrections: FormCorrectionsTable;
  bookings: BookingsTable;
  generated_secrets: GeneratedSecretsTable;
  domain_bindings: DomainBindingsTable;
  domain_tokens: DomainTokensTable;
  site_visit_days: SiteVisitDaysTable;
  site_page_views: SitePageViewsTable;
  site_referrers: SiteReferrersTable;
  site_visitors: SiteVisitorsTable;
  visit_salts: VisitSaltsTable;
}

/** An account as the services use it: everything but the password hash, which only login reads (AccountWithPassword). */
export type Account = Omit<Selectable<AccountsTable>, 'password_hash'>;
export type AccountWithPassword = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type OutboxMail = Selectable<OutboxTable>;
export type Generation = Selectable<GenerationsTable>;
export type PublicationRow = Selectable<PublicationsTable>;
export type SiteVersionRow = Selectable<SiteVersionsTable>;
export type SiteFormRow = Selectable<SiteFormsTable>;
export type FormMessageRow = Selectable<FormMessagesTable>;
export type BookingRow = Selectable<BookingsTable>;
export type DomainBindingRow = Selectable<DomainBindingsTable>;
