import type { AppContext } from '../../app-context.ts';
import type { SiteFormRow } from '../../infra/db/schema.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { notificationMail } from './notification-mail.ts';
import { notificationRecipient } from './notification-recipient.ts';
import { findForm } from './site-forms.ts';

/** At most one notification mail per site in this time; the messages received meanwhile are gathered into the next. */
export const NOTIFICATION_WINDOW_MS = 10 * 60 * 1000;
/** The most messages one mail quotes in full; the rest are counted. */
const MESSAGES_PER_MAIL = 20;

export interface NotificationDeps {
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'mailer' | 'log'>;
  /** Where the saved versions' models are, whose business email the mails go to. */
  artifacts: ArtifactStore;
}

/** Asks for a gathered mail when the window ends, unless one is asked for already. */
async function gatherLater(deps: NotificationDeps, formId: string, dueAt: number): Promise<void> {
  await deps.ctx.db.updateTable('site_forms').set({ notify_due_at: dueAt }).where('form_id', '=', formId).where('notify_due_at', 'is', null).execute();
}

/**
 * Mails the owner the inbox messages no mail has covered yet. The form's row is claimed by a conditional update on
 * the newest message covered, so two requests or instances never mail the same messages; false when another claimed
 * it first (the caller reads the row again). A message that arrives between the claim and the mail is left for the
 * next window: the look after the claim, and the poster's own gatherLater, make sure one of the two sees it.
 */
async function mailNewMessages(deps: NotificationDeps, form: SiteFormRow, now: number): Promise<boolean> {
  const { db, config, mailer } = deps.ctx;
  const newInbox = () => db.selectFrom('form_messages').where('form_id', '=', form.form_id).where('folder', '=', 'inbox');
  const fresh = await newInbox().selectAll().where('id', '>', form.notified_through).orderBy('id', 'desc').limit(MESSAGES_PER_MAIL).execute();
  const through = fresh[0]?.id ?? form.notified_through;
  const claim = await db
    .updateTable('site_forms')
    .set({ notified_through: through, notify_due_at: null, ...(fresh.length > 0 ? { notified_at: now } : {}) })
    .where('form_id', '=', form.form_id)
    .where('notified_through', '=', form.notified_through)
    .executeTakeFirst();
  if (Number(claim.numUpdatedRows) !== 1) return false;
  if (fresh.length === 0) return true;

  if (await newInbox().select('id').where('id', '>', through).limit(1).executeTakeFirst()) await gatherLater(deps, form.form_id, now + NOTIFICATION_WINDOW_MS);
  const left = fresh.length < MESSAGES_PER_MAIL ? undefined : await newInbox().select((eb) => eb.fn.countAll<number>().as('count')).where('id', '>', form.notified_through).where('id', '<', fresh.at(-1)!.id).executeTakeFirst();
  const recipient = await notificationRecipient(deps, form.form_id);
  if (!recipient) return true;
  const inboxUrl = `${config.publicUrl}/#/sites`;
  await mailer.send(notificationMail(recipient.address, recipient.language, { host: form.host, inboxUrl }, fresh.reverse(), Number(left?.count ?? 0)));
  return true;
}

/**
 * Tells the owner of a new inbox message: at once when the site had no notification in the last 10 minutes, else in
 * the mail gathered when that window ends (sent by sendDueNotifications). `form` must be read after the message was
 * committed: a gathered mail already asked for then either is still to come, or was claimed after the message was
 * stored, and its look after the claim asks for the next one.
 */
export async function notifyOwner(deps: NotificationDeps, form: SiteFormRow): Promise<void> {
  let current: SiteFormRow | undefined = form;
  for (let attempt = 0; current && attempt < 3; attempt += 1) {
    const now = deps.ctx.clock.now();
    if (current.notified_at !== null && now < current.notified_at + NOTIFICATION_WINDOW_MS) {
      if (current.notify_due_at === null) await gatherLater(deps, current.form_id, current.notified_at + NOTIFICATION_WINDOW_MS);
      return;
    }
    if (await mailNewMessages(deps, current, now)) return;
    current = await findForm(deps.ctx.db, current.form_id);
  }
}

/** Sends the gathered notifications whose window has ended; returns how many sites were looked at. */
export async function sendDueNotifications(deps: NotificationDeps): Promise<number> {
  const due = await deps.ctx.db.selectFrom('site_forms').selectAll().where('notify_due_at', '<=', deps.ctx.clock.now()).orderBy('notify_due_at').limit(500).execute();
  for (const form of due) await notifyOwner(deps, form);
  return due.length;
}
