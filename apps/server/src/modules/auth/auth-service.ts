import { authServerTexts, authTexts, mailTokenSchema, type LoginRequest, type LoginResponse, type RegisterRequest, type ResetPasswordRequest } from '@sitecraft/shared/auth';
import type { InterfaceLanguage } from '@sitecraft/shared/i18n';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { Account } from '../../infra/db/schema.ts';
import type { MailMessage } from '../../infra/mail/mailer.ts';
import { findAccountByEmail, findLoginAccount, insertAccount, markEmailVerified, toSessionUser } from './accounts.ts';
import { alreadyRegisteredMail, passwordResetMail, verificationMail } from './auth-mails.ts';
import { releaseLoginAttempt, reserveLoginAttempt, settleLoginFailure } from './login-throttle.ts';
import { MAIL_INTERVAL_MS, reserveMailSlot } from './mail-throttle.ts';
import { consumeMailToken, issueMailToken } from './mail-tokens.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts';
import { createSession, revokeAllSessions } from './sessions.ts';

const appLink = (ctx: AppContext, route: string) => `${ctx.config.publicUrl}/#/${route}`;

/** An account's mail is in its language; an account without one gets the language the request asked for, else Russian. */
const mailLanguage = (account: Pick<Account, 'language'>, asked: InterfaceLanguage | undefined): InterfaceLanguage => account.language ?? asked ?? 'ru';

/** Mail problems are logged, never shown: the answer must not depend on whether an address has an account. */
async function sendQuietly(ctx: AppContext, message: MailMessage): Promise<void> {
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    ctx.log.error({ err: error, to: message.to }, 'mail could not be sent');
  }
}

async function throttleMail(ctx: AppContext, purpose: string, email: string): Promise<void> {
  if (!(await reserveMailSlot(ctx.db, ctx.clock, purpose, email))) {
    throw new AppError(429, 'MAIL_THROTTLED', authServerTexts.mailThrottled, { 'retry-after': String(MAIL_INTERVAL_MS / 1000) });
  }
}

/**
 * Registers an account, keeping the language the request asked for (`asked`, by its Accept-Language) as the account's;
 * a taken address gets the same answer and a mail to its owner instead.
 */
export async function register(ctx: AppContext, input: RegisterRequest, asked: InterfaceLanguage | undefined): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  const account = await insertAccount(ctx.db, ctx.clock, { email: input.email, name: input.name, passwordHash, language: asked });
  if (account) {
    const token = await issueMailToken(ctx.db, ctx.clock, account.id, 'verify_email', account.email);
    await sendQuietly(ctx, verificationMail(account.email, account.name, appLink(ctx, `verify-email/${token}`), mailLanguage(account, asked)));
  } else if (await reserveMailSlot(ctx.db, ctx.clock, 'register', input.email)) {
    const owner = await findAccountByEmail(ctx.db, input.email);
    if (owner) await sendQuietly(ctx, alreadyRegisteredMail(owner.email, owner.name, appLink(ctx, 'login'), appLink(ctx, 'forgot-password'), mailLanguage(owner, asked)));
  }
  return authTexts.registerSuccess;
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<string> {
  const proof = mailTokenSchema.safeParse(token).success ? await consumeMailToken(ctx.db, ctx.clock, token.toLowerCase(), 'verify_email') : undefined;
  if (!proof) throw new AppError(400, 'TOKEN_INVALID', authServerTexts.verifyInvalid);
  await markEmailVerified(ctx, proof.account_id);
  return authServerTexts.verifySuccess;
}

export async function resendVerification(ctx: AppContext, email: string, asked: InterfaceLanguage | undefined): Promise<string> {
  await throttleMail(ctx, 'verify_email', email);
  const account = await findAccountByEmail(ctx.db, email);
  if (account && account.email_verified === 0) {
    const token = await issueMailToken(ctx.db, ctx.clock, account.id, 'verify_email', account.email);
    await sendQuietly(ctx, verificationMail(account.email, account.name, appLink(ctx, `verify-email/${token}`), mailLanguage(account, asked)));
  }
  return authTexts.resendSuccess;
}

export async function login(ctx: AppContext, input: LoginRequest, ip: string): Promise<LoginResponse> {
  const attempt = await reserveLoginAttempt(ctx.db, ctx.clock, ip);
  if (!attempt.granted) {
    throw new AppError(429, 'TOO_MANY_LOGIN_FAILURES', authServerTexts.tooManyAttempts, { 'retry-after': String(attempt.retryAfterSeconds) });
  }
  const account = await findLoginAccount(ctx.db, input.email);
  const valid = account ? await verifyPassword(account.password_hash, input.password) : await verifyAgainstDummy(input.password);
  if (!account || !valid) {
    await settleLoginFailure(ctx.db, ctx.clock);
    throw new AppError(401, 'INVALID_CREDENTIALS', authServerTexts.invalidCredentials);
  }
  await releaseLoginAttempt(ctx.db, attempt.id);
  const token = await createSession(ctx.db, ctx.clock, account.id);
  return { success: true, message: authServerTexts.loginSuccess, token, user: toSessionUser(account) };
}

export async function forgotPassword(ctx: AppContext, email: string, asked: InterfaceLanguage | undefined): Promise<string> {
  await throttleMail(ctx, 'reset_password', email);
  const account = await findAccountByEmail(ctx.db, email);
  if (account) {
    const token = await issueMailToken(ctx.db, ctx.clock, account.id, 'reset_password', account.email);
    await sendQuietly(ctx, passwordResetMail(account.email, account.name, appLink(ctx, `reset-password/${token}`), mailLanguage(account, asked)));
  }
  return authServerTexts.forgotSuccess;
}

/** Sets a new password from a reset link and ends every session of the account. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordRequest): Promise<string> {
  const proof = await consumeMailToken(ctx.db, ctx.clock, input.token.toLowerCase(), 'reset_password');
  if (!proof) throw new AppError(400, 'TOKEN_INVALID', authServerTexts.resetInvalid);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', proof.account_id).execute();
  await revokeAllSessions(ctx, proof.account_id);
  return authServerTexts.resetSuccess;
}
