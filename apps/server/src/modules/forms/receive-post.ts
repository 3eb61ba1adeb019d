import { formFields, formLimits, type FormProblem, type SpamReason } from '@sitecraft/shared/forms';
import type { AppContext } from '../../app-context.ts';
import type { SiteFormRow } from '../../infra/db/schema.ts';
import { isForeignKeyViolation } from '../../infra/db/unique-violation.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { correctedToken, formClient, rememberCorrection } from './form-corrections.ts';
import { checkFormToken } from './form-token.ts';
import { insertMessage, toFormMessage } from './message-store.ts';
import { notifyOwner } from './owner-notifications.ts';
import { findForm } from './site-forms.ts';
import { spamReasonOf } from './spam-rules.ts';
import { acceptsTokenless } from './tokenless-posts.ts';
import type { UsedTokens } from './used-tokens.ts';
import { deliverWebhook } from './webhook-delivery.ts';

export interface ReceiveDeps {
  ctx: AppContext;
  /** The key the time tokens of served contact pages are signed with. */
  tokenSecret: string;
  usedTokens: UsedTokens;
  /** Where the saved versions' models are: the notification goes to the business email of the newest. */
  artifacts: ArtifactStore;
}

/** A field as posted, trimmed and cut to `max`; '' when missing (spam is kept whatever it sent). */
function field(body: Record<string, unknown>, name: string, max: number): string {
  const value = body[name];
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/**
 * Takes one post to an existing site form from a client `address`. Spam (a filled honeypot, too many links, a time
 * token forged, too fresh, too old or reused, or none where the site takes none without) is kept in the Spam folder, invalid or not; a valid post goes to the
 * inbox, tells the owner (a mail, at most one per 10 minutes) and the site's webhook. Returns the problem to show, or
 * undefined for "thank you": spam is thanked like a real message, so a bot learns nothing. `problem` is what the
 * form's validation found. An invalid post does not use up its token: the visitor goes back, corrects the form and
 * sends it again. Going back serves the contact page anew, with a fresh token (and the typed text as it was), so a
 * correction sent at once would be too soon: it is judged by the token of the post sent back instead (see below).
 */
export async function receiveFormPost(deps: ReceiveDeps, form: SiteFormRow, body: Record<string, unknown>, problem: FormProblem | undefined, address: string): Promise<FormProblem | undefined> {
  const { ctx } = deps;
  const formId = form.form_id;
  const now = ctx.clock.now();
  const name = field(body, formFields.name, formLimits.name);
  const contact = field(body, formFields.contact, formLimits.contact);
  const text = field(body, formFields.message, formLimits.message);
  const rawToken = body[formFields.token];
  const token = checkFormToken(deps.tokenSecret, formId, typeof rawToken === 'string' ? rawToken : undefined, now);
  const client = formClient(deps.tokenSecret, formId, address);
  // Too soon after its page, from a client whose last post was sent back to be corrected: that post's token stands in
  // for it. It was issued with the first page, so the visitor's time counts from there, and it is good for one message,
  // which this one uses up. A bot gains nothing it did not have: it had to wait 3 s for that token, and a post sent at
  // once is spam, problem or not, so it is never sent back.
  const corrected = token.kind === 'spam' && token.reason === 'too_soon' ? await correctedToken(ctx.db, client, now) : undefined;
  const judged = corrected ?? token;
  const honeypot = body[formFields.honeypot];
  const reason = spamReasonOf({ honeypot: typeof honeypot === 'string' ? honeypot : undefined, texts: [name, text], token: judged, tokenlessAccepted: acceptsTokenless(form) });
  if (!reason && problem) {
    if (judged.kind === 'valid') await rememberCorrection(ctx.db, client, judged, now);
    return problem;
  }

  // One transaction, one commit: the token's use and the message are recorded together. A form whose site was
  // deleted meanwhile is closed, as it would have been a moment later.
  const row = await ctx.db.transaction().execute(async (trx) => {
    const reused = !reason && judged.kind === 'valid' && !(await deps.usedTokens.firstUse(trx, judged.nonce, judged.expiresAt, now));
    // A first token used up already excuses nothing: the post is as soon as its own token says.
    const spamReason: SpamReason | null = reason ?? (reused ? (corrected ? 'too_soon' : 'reused') : null);
    const message = { form_id: formId, folder: spamReason ? 'spam' : 'inbox', spam_reason: spamReason, name, contact, message: text, received_at: now } as const;
    return { ...message, id: await insertMessage(trx, message), read_at: null };
  }).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  });
  if (!row) return 'closed';
  if (row.spam_reason) return undefined;
  // The form's notification state is read again once the message is committed (see notifyOwner).
  const stored = await findForm(ctx.db, formId);
  if (stored) await notifyOwner(deps, stored).catch((error: unknown) => ctx.log.error({ err: error, formId }, 'the owner of a form was not notified'));
  if (form.webhook_url && form.webhook_secret) {
    const hook = { url: form.webhook_url, secret: form.webhook_secret, formId, host: form.host };
    void deliverWebhook({ log: ctx.log, allowPrivate: ctx.config.forms.webhookPrivateAddresses }, hook, toFormMessage(row));
  }
  return undefined;
}
