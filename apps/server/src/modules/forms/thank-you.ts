import { domainToASCII } from 'node:url';
import { THANK_YOU_PAGE, thankYouTexts, type FormProblem } from '@sitecraft/shared/forms';
import type { Config } from '../../config.ts';
import { escapeHtml } from '../../infra/mail/mail-layout.ts';
import { bareDomain } from '../domains/domain-names.ts';

/**
 * The site's own thank-you page: THANK_YOU_PAGE in the folder of the page the form was sent from (the Referer), so
 * it is found on /p/<slug>/, on an own domain and in a ZIP hosted anywhere. Undefined without a usable Referer: none,
 * not http(s), or carrying credentials.
 */
function siteThankYouPage(referer: string | undefined): URL | undefined {
  if (!referer || !URL.canParse(referer)) return undefined;
  const page = new URL(referer);
  if ((page.protocol !== 'http:' && page.protocol !== 'https:') || page.username || page.password) return undefined;
  return new URL(THANK_YOU_PAGE, `${page.origin}${page.pathname}`);
}

/**
 * The address of the page a form was sent from, as the server wrote it into the page it served (the `page` field):
 * only a page of this form's own site, published under /p/ on the publishing or app origin or served by its own domain
 * (or its www. form), so the field cannot send a visitor anywhere else. Undefined for anything else, the placeholder
 * of a ZIP hosted elsewhere among them.
 */
export function servedPageOf(config: Pick<Config, 'publicUrl' | 'publish'>, host: string, page: unknown): string | undefined {
  if (typeof page !== 'string' || !URL.canParse(page)) return undefined;
  const url = new URL(page);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return undefined;
  const published = [config.publish.origin, new URL(config.publicUrl).origin].includes(url.origin) && url.pathname.startsWith('/p/');
  // Served on its bound domain, the site is at the bare name or its www. form, whichever its owner chose.
  const domain = bareDomain(domainToASCII(host));
  const ownDomain = url.hostname === domain || url.hostname === `www.${domain}`;
  return published || ownDomain ? url.toString() : undefined;
}

/**
 * Where a post is sent back to: the site's thank-you page, else `fallback` (the product's own). A problem is named
 * twice: `?problem=<code>` for whoever reads the address, `#problem-<code>` for a page without script, whose CSS
 * shows the matching text with `:target`.
 */
export function thankYouUrl(referer: string | undefined, fallback: string, problem?: FormProblem): string {
  const url = siteThankYouPage(referer) ?? new URL(fallback);
  if (problem) {
    url.searchParams.set('problem', problem);
    url.hash = `problem-${problem}`;
  }
  return url.toString();
}

/** The product's thank-you page, for posts whose site's page is unknown: Russian for `lang` ru…, else English; noindex. */
export function productThankYouPage(lang: string | undefined, problem: FormProblem | undefined): string {
  const language = lang?.toLowerCase().startsWith('ru') ? 'ru' : 'en';
  const texts = thankYouTexts[language];
  const title = problem ? texts.problemTitle : texts.title;
  const lead = problem ? texts.problems[problem] : texts.thanks;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:18px/1.5 system-ui,sans-serif;color:#0f172a;max-width:36rem;margin:4rem auto;padding:0 1rem}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(lead)}</p><p>${escapeHtml(texts.back)}</p></main></body></html>`;
}
