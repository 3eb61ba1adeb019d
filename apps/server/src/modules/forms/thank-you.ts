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
 * shows the matching text with `:target`.
 */
export function thankYouUrl(page: string | undefined, fallback: string, problem?: FormProblem): string {
  const url = siteThankYouPage(page) ?? new URL(fallback);
  if (problem) {
    url.searchParams.set('problem', problem);
    url.hash = `problem-${problem}`;
  }
  return url.toString();
}

/** The product's thank-you page, for posts whose site's page is unknown: in the site's language (`lang`); noindex. */
export function productThankYouPage(lang: string | undefined, problem: FormProblem | undefined): string {
  const language = formLanguageOf(lang);
  const rtl = languages.find((known) => known.code === language)?.rtl === true;
  const texts = formTexts[language].thankYou;
  const title = problem ? texts.problemTitle : texts.title;
  const lead = problem ? texts.problems[problem] : texts.thanks;
  return `<!doctype html>
<html lang="${language}"${rtl ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:18px/1.5 system-ui,sans-serif;color:#0f172a;max-width:36rem;margin:4rem auto;padding:0 1rem}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(lead)}</p><p>${escapeHtml(texts.back)}</p></main></body></html>`;
}
