import { bookingTextsFor } from '@sitecraft/shared/bookings';
import { THANK_YOU_PAGE, formLanguageOf, formTexts, type FormProblem } from '@sitecraft/shared/forms';
import { languages } from '@sitecraft/sitegen';
import { escapeHtml } from '../../infra/mail/mail-layout.ts';
import { webAddress } from './return-page.ts';

/**
 * The site's own thank-you page: THANK_YOU_PAGE in the folder of the page the form was sent from (see returnPageOf),
 * so it is found on /p/<slug>/, on an own domain and in a ZIP hosted anywhere. Undefined without a usable page: none,
 * not http(s), or carrying credentials.
 */
function siteThankYouPage(page: string | undefined): URL | undefined {
  const url = webAddress(page);
  return url && new URL(THANK_YOU_PAGE, `${url.origin}${url.pathname}`);
}

/**
 * Where a post is sent back to: the site's thank-you page, else `fallback` (the product's own). A problem is named
 * twice: `?problem=<code>` for whoever reads the address, `#problem-<code>` for a page without script, whose CSS
 * shows the matching text with `:target`. A booking request sent is named the same way (`?sent=booking#booking-sent`):
 * its thanks say a request was sent, not a message.
 */
export function thankYouUrl(page: string | undefined, fallback: string, problem?: FormProblem, sent?: SentKind): string {
  const url = siteThankYouPage(page) ?? new URL(fallback);
  if (problem) {
    url.searchParams.set('problem', problem);
    url.hash = `problem-${problem}`;
  } else if (sent === 'booking') {
    url.searchParams.set('sent', 'booking');
    url.hash = BOOKING_SENT_TARGET;
  }
  return url.toString();
}

/** What a post sent: a message (the contact form's) or a booking request. */
export type SentKind = 'message' | 'booking';

/** The thank-you page's block that thanks for a booking request (see thankYouVariants). */
const BOOKING_SENT_TARGET = 'booking-sent';

/** The product's thank-you page, for posts whose site's page is unknown: in the site's language (`lang`); noindex. */
export function productThankYouPage(lang: string | undefined, problem: FormProblem | undefined, sent: SentKind = 'message'): string {
  const language = formLanguageOf(lang);
  const rtl = languages.find((known) => known.code === language)?.rtl === true;
  const texts = formTexts[language].thankYou;
  const booked = !problem && sent === 'booking' ? bookingTextsFor(language) : undefined;
  const title = problem ? texts.problemTitle : (booked?.sentTitle ?? texts.title);
  const lead = problem ? texts.problems[problem] : (booked?.sent ?? texts.thanks);
  return `<!doctype html>
<html lang="${language}"${rtl ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:18px/1.5 system-ui,sans-serif;color:#0f172a;max-width:36rem;margin:4rem auto;padding:0 1rem}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(lead)}</p><p>${escapeHtml(texts.back)}</p></main></body></html>`;
}
