import type { FormProblem } from '../contract.ts';

/** The thank-you page the forms endpoint sends a visitor to: the thanks, or the problem to correct. */
export interface ThankYouTexts {
  title: string;
  thanks: string;
  writeAgain: string;
  problemTitle: string;
  back: string;
  problems: Record<FormProblem, string>;
}

/** The texts of a site's contact form the page frame has no place for, and its thank-you page, in one language. */
export interface FormTexts {
  thankYou: ThankYouTexts;
  /** The label of the field that takes an email address or a phone number. */
  contactLabel: string;
  /** The privacy policy's section on the contact form. */
  privacyHeading: string;
  /** Messages are kept `days` days, spam `spamDays` days. */
  privacy(days: number, spamDays: number): string;
}
