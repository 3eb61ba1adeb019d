import { emailConfirmationTexts as texts } from '@sitecraft/shared/email-confirmation';
import type { InterfaceLanguage } from '@sitecraft/shared/i18n';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { Account } from '../../infra/db/schema.ts';
import { MAIL_INTERVAL_MS, reserveMailSlot } from '../auth/mail-throttle.ts';
import { issueMailToken } from '../auth/mail-tokens.ts';
import { hashToken } from '../auth/secret-tokens.ts';
import { grantWelcomeCredits } from '../credits/credit-ledger.ts';
import { confirmationMail } from './confirmation-mail.ts';
import { isUniqueViolation } from '../../infra/db/unique-violation.ts';

const PURPOSE = 'confirm_email';

/**
 * Mails a fresh confirmation link for `email` to that address, at most once a minute per address. The address may
 * differ from the account's: confirming it then makes it the account's email. The mail is in `language`.
 */
export async function sendConfirmation(ctx: AppContext, account: Account, email: string, language: InterfaceLanguage): Promise<string> {
  if (account.email_verified === 1 && account.email === email) throw new AppError(409, 'ALREADY_CONFIRMED', texts.alreadyConfirmed);
  if (!(await reserveMailSlot(ctx.db, ctx.clock, PURPOSE, email))) {
    throw new AppError(429, 'MAIL_THROTTLED', texts.mailThrottled, { 'retry-after': String(MAIL_INTERVAL_MS / 1000) });
  }
  const code = await issueMailToken(ctx.db, ctx.clock, account.id, PURPOSE, email);
  try {
    await ctx.mailer.send(confirmationMail(email, account.name, `${ctx.config.publicUrl}/#/${code}`, account.welcome_credits_granted === 0, language));
  } catch (error) {
    // Sending is queued, so only writing the mail to the outbox can fail here.
    ctx.log.error({ err: error, to: email }, 'confirmation mail could not be queued');
    throw new AppError(503, 'MAIL_FAILED', texts.mailFailed);
  }
  return texts.sendSuccess;
}


/**
 * Uses a confirmation code: the account is verified, takes the confirmed address as its email and gets the welcome
 * credits unless it already had them. One transaction, so a refusal (another account owns the address) changes
 * nothing, not even the code; the conditional updates make 20 simultaneous uses grant the credits once.
 */
export async function confirmEmail(ctx: AppContext, code: string): Promise<{ userId: string; email: string }> {
  const tokenHash = hashToken(code.toLowerCase());
  const now = ctx.clock.now();
  try {
    const confirmed = await ctx.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('mail_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', PURPOSE)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (used.numUpdatedRows !== 1n) throw new AppError(400, 'CODE_INVALID', texts.codeInvalid);
      const proof = await trx.selectFrom('mail_tokens').select(['account_id', 'email']).where('token_hash', '=', tokenHash).executeTakeFirstOrThrow();
      const owner = await trx.selectFrom('accounts').select('id').where('email', '=', proof.email).where('id', '!=', proof.account_id).executeTakeFirst();
      if (owner) throw new AppError(409, 'EMAIL_TAKEN', texts.emailTaken);
      await trx.updateTable('accounts').set({ email: proof.email, email_verified: 1 }).where('id', '=', proof.account_id).execute();
      await grantWelcomeCredits(trx, ctx.clock, proof.account_id);
      return { userId: proof.account_id, email: proof.email };
    });
    ctx.sessionEvents.accountChanged(confirmed.userId);
    return confirmed;
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) throw new AppError(409, 'EMAIL_TAKEN', texts.emailTaken);
    throw error;
  }
}
