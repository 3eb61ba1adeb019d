/**
 * Answers of the email-confirmation API (the widget's own texts, the spec's quoted ones among them, are in the SPA's
 * catalogues). They are English like the builder that shows them.
 */
export const emailConfirmationTexts = {
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
