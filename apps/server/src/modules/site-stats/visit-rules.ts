import type { IncomingHttpHeaders } from 'node:http';

/**
 * User agents of crawlers, link previews, monitors and scripts. A person's browser names none of these; one that sends
 * no user agent at all is no browser either.
 */
const BOT_AGENT =
  /bot\b|crawl|spider|slurp|archiver|facebookexternalhit|whatsapp|embedly|headless|lighthouse|pagespeed|pingdom|uptime|monitor|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|scrapy|phantomjs|selenium|puppeteer|playwright/i;

/** Speculative loads a browser makes before (or without) the person opening the page: Chrome, Safari and Firefox say so. */
const SPECULATIVE = /prefetch|prerender|preview/i;

/** Whether a request is a person opening a page: a GET (not HEAD), not a prefetch or prerender, from a browser that is no bot. */
export function isPersonsView(method: string, headers: IncomingHttpHeaders): boolean {
  if (method !== 'GET') return false;
  const agent = headers['user-agent'];
  if (!agent || BOT_AGENT.test(agent)) return false;
  for (const name of ['sec-purpose', 'purpose', 'x-purpose', 'x-moz']) {
    const value = headers[name];
    if (typeof value === 'string' && SPECULATIVE.test(value)) return false;
  }
  return true;
}

const HOST_NAME = /^[a-z0-9.-]{1,253}$/;

/**
 * The host of the page that linked here (from the Referer), lower case; undefined when it is the site's own host (a
 * visitor moving between its pages) or no plain host name.
 */
export function referrerHost(referer: string, ownHost: string): string | undefined {
  let host: string;
  try {
    host = new URL(referer).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  if (!HOST_NAME.test(host) || host === ownHost.toLowerCase().replace(/:\d+$/, '')) return undefined;
  return host;
}
