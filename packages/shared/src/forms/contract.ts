import { z } from 'zod';

/**
 * What a generated site's contact form and the server's forms endpoint agree on. The engine renders a plain HTML form
 * (no script) whose action is the site's form URL (`<PUBLIC_URL>/api/v1/forms/<formId>`, see the server's
 * formActionFor) with these field names; the answer is a 303 to THANK_YOU_PAGE beside the page the form was sent from.
 */
export const formFields = {
  name: 'name',
  /** An email address or a phone number. */
  contact: 'contact',
  message: 'message',
  /** The honeypot: hidden from people (off-screen, aria-hidden, tabindex -1, autocomplete off); a bot fills it. */
  honeypot: 'website',
  /** A hidden field holding FORM_TOKEN_PLACEHOLDER; the server puts a signed time token there when it serves the page. */
  token: 'token',
  /** Optional: the page's language (BCP 47), for the product's own thank-you page when the site's cannot be found. */
  lang: 'lang',
  /**
   * A hidden field holding FORM_PAGE_PLACEHOLDER; the server puts the page's own address there when it serves it. A
   * published page is sandboxed (an opaque origin), so browsers send its form without a Referer: this tells the
   * endpoint where the site's thank-you page is.
   */
  page: 'page',
} as const;

/** Written by the engine as the page field's value; replaced by the page's address where the product serves it. */
export const FORM_PAGE_PLACEHOLDER = '__SITECRAFT_FORM_PAGE__';

/**
 * Written by the engine as the token field's value. Pages served by the product (/p/<slug>/ and own domains) get a
 * signed token in its place each time they are served; in a ZIP hosted elsewhere it stays as it is and counts as no token.
 */
export const FORM_TOKEN_PLACEHOLDER = '__SITECRAFT_FORM_TOKEN__';

/** The page the endpoint answers with, in the folder of the page the form was sent from: noindex, in the site's language. */
export const THANK_YOU_PAGE = 'thank-you.html';

/** The longest name, contact and message accepted, and the most links a message may carry before it counts as spam. */
export const formLimits = { name: 100, contact: 200, message: 5000, links: 3 } as const;

/**
 * Why a form was not accepted, sent to the thank-you page as `?problem=<code>#problem-<code>` (the fragment lets a
 * page without script show the matching text with CSS `:target`). `closed`: the site was deleted, the form takes
 * nothing any more. `too_long` also names a post too large to read; `unreadable` one that is not form-encoded or holds
 * a control character (such as one copied with a text from a word processor).
 */
export const formProblems = ['name_missing', 'contact_missing', 'contact_invalid', 'message_missing', 'too_long', 'closed', 'unreadable'] as const;
export const formProblemSchema = z.enum(formProblems);
export type FormProblem = z.infer<typeof formProblemSchema>;

const phone = /^\+?[\d\s().-]{6,25}$/;
/** An email address, or a phone number of 6 to 15 digits with the usual separators. */
export function isEmailOrPhone(value: string): boolean {
  if (z.email().safeParse(value).success) return true;
  const digits = value.replace(/\D/g, '').length;
  return phone.test(value) && digits >= 6 && digits <= 15;
}

const required = (missing: FormProblem, max: number) => z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: 'too_long' });

/**
 * A form post as a browser sends it (application/x-www-form-urlencoded). Each error message is the problem's code;
 * unknown fields (a submit button's name, say) are let through and ignored.
 */
export const formPostSchema = z.looseObject({
  [formFields.name]: required('name_missing', formLimits.name),
  [formFields.contact]: required('contact_missing', formLimits.contact).refine(isEmailOrPhone, { error: 'contact_invalid' }),
  [formFields.message]: required('message_missing', formLimits.message),
  [formFields.honeypot]: z.string().optional(),
  [formFields.token]: z.string().optional(),
  [formFields.lang]: z.string().optional(),
});
export type FormPost = z.infer<typeof formPostSchema>;
