import { WELCOME_CREDITS } from '../credits/index.ts';

/** Texts of the email-confirmation widget and its API; the spec's quoted ones (sections 2 and 8) are exact. */
export const emailConfirmationTexts = {
  placeholder: 'Your real email',
  submit: 'Confirm My Email Now!',
  verifying: 'Verifying your email...',
  verified: 'Email verified successfully.',
  failed: 'Email verification failed.',
  linkSent: '🎉 Link Successfully sended! Please check your inbox to confirm your email. (If you don\'t see email, check also "Spam" folder.)',

  title: `Get ${WELCOME_CREDITS} free credits`,
  intro: `Confirm your email address and we add ${WELCOME_CREDITS} free credits to your balance: one credit builds one website.`,
  emailLabel: 'Email to confirm',
  sending: 'Sending...',
  toBuilder: 'Continue to the builder',
  toLogin: 'Log in',
  codePageTitle: 'Email confirmation',

  emailRequired: 'Enter your email.',
  emailTooLong: 'The email is too long.',
  emailInvalid: 'Enter a valid email, for example name@example.com.',
  unknownFields: (keys: readonly string[]) => `Unknown fields: ${keys.join(', ')}`,
  sendSuccess: 'We sent a confirmation link to your email.',
  confirmSuccess: 'Email verified successfully.',
  codeInvalid: 'This confirmation link is not valid: it was already used, it has expired (links work for 24 hours) or it was copied incompletely. Request a new link.',
  emailTaken: 'This email address already belongs to another account, so it cannot become the email of yours. Nothing was changed: confirm another address, or sign in to the account that uses it.',
  alreadyConfirmed: 'This email is already confirmed for your account.',
  mailThrottled: 'A confirmation link was sent to this address less than a minute ago. Check your inbox, or try again in a minute.',
  mailFailed: 'The confirmation mail could not be sent right now. Please try again in a minute.',
} as const;
