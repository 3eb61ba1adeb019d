import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { templateCatalogue } from '@sitecraft/shared/templates';
import { websiteLanguages } from '../../apps/web/src/features/builder/data/languages.ts';
import type { Language } from '../../apps/web/src/i18n/language.ts';

/** A screen of the walk: its hash route, and what shows it is drawn (its heading) beyond the loading screen. */
export interface WalkScreen {
  route: string;
  heading: string | RegExp;
  /**
   * The screen shows the API refusing a link (an unknown code): the refusal's status is the spec's, and Chromium logs
   * every 4xx answer to a fetch as a console error of its own, which is then no fault of the page.
   */
  refused?: true;
}

/** The two widths every screen is looked at: a laptop's and a phone's. */
export const WALK_WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

// Names that are the same in either language: the brand, the gallery templates' names, the languages in their own names
// (the interface's two, and every website language of step 5 beside its name), the standards the screens name, file
// kinds and protocols.
const SAME_IN_BOTH = [
  'SiteCraft',
  ...templateCatalogue.map((template) => template.title),
  ...websiteLanguages.map((language) => language.native),
  // A landing testimonial's company.
  'Brightline Media',
  'Open Graph',
  'Standard Webhooks',
  ...['ZIP', 'HTML', 'PHP', 'CSV', 'HTTPS', 'DNS', 'TXT', 'CNAME', 'JSON', 'DEV'],
];
const ADDRESSES = /\S+@\S+\.\S+|https?:\/\/\S+|(?:[\w-]+\.)+[a-z]{2,}\S*/giu;

/**
 * What a screen shows in the other language's script: Cyrillic on an English screen, or a run of two or more English
 * words on a Russian one; addresses, the brand and the test's own data (`allowed`) are not the interface's words.
 */
export function otherLanguageRuns(language: Language, text: string, allowed: readonly string[]): string[] {
  let rest = text.replace(ADDRESSES, ' ');
  for (const word of [...allowed, ...SAME_IN_BOTH].sort((a, b) => b.length - a.length)) rest = rest.split(word).join(' ');
  if (language === 'en') return [...new Set(rest.match(/[^\s]*\p{Script=Cyrillic}[^\n]{0,30}/gu) ?? [])];
  return [...new Set(rest.match(/\b[A-Za-z][A-Za-z'’]+(?:[ \t]+[A-Za-z][A-Za-z'’]+)+\b/g) ?? [])];
}

/** The texts a person sees or hears on the page: its visible text, title, placeholders and accessible labels. */
function shownTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labelled = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...labelled].join('\n');
  });
}

/** Waits until the page holds its heading and its data: no spinner or busy region left, and its text has settled. */
async function settled(page: Page, screen: WalkScreen): Promise<void> {
  await page.getByRole('heading', { level: 1, name: screen.heading }).first().waitFor({ timeout: 15_000 });
  let previous = '';
  for (let stable = 0, deadline = Date.now() + 10_000; stable < 2 && Date.now() < deadline; ) {
    await page.waitForTimeout(120);
    const now = await page.evaluate(() => (document.querySelector('[aria-busy="true"], .animate-spin') ? '' : document.body.innerText));
    stable = now !== '' && now === previous ? stable + 1 : 0;
    previous = now;
  }
}

/** A screen has one visible h1, and the page itself never scrolls sideways (a wide table scrolls in its own region). */
function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const headings = [...document.querySelectorAll('h1')].filter((heading) => heading.checkVisibility());
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    return [...(headings.length === 1 ? [] : [`${headings.length} visible h1`]), ...(sideways > 0 ? [`scrolls ${sideways}px sideways`] : [])];
  });
}

/** axe's violations on the page, as 'rule: targets'. The page's context must bypass our CSP for axe's script. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const outcome = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'], iframes: false });
    return outcome.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

/**
 * Opens each screen and, at each width, lists what is wrong there: text in the other language, not one h1, a sideways
 * scroll, a console error, an axe violation. The page's console is listened to for the whole walk.
 */
export async function walkScreens(page: Page, baseUrl: string, language: Language, screens: readonly WalkScreen[], allowed: readonly string[]): Promise<string[]> {
  const findings: string[] = [];
  let where = '';
  let refused = false;
  page.on('console', (message) => {
    if (message.type() !== 'error' || (refused && /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()))) return;
    findings.push(`${where}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => findings.push(`${where}: page error: ${error.message}`));
  for (const screen of screens) {
    refused = screen.refused === true;
    // Each screen is opened once and looked at in each width: the phone's layout comes from the same page resized, as
    // when a person turns a tablet or narrows a window.
    for (const [index, viewport] of WALK_WIDTHS.entries()) {
      where = `${language} ${viewport.width}px #${screen.route}`;
      await page.setViewportSize(viewport);
      if (index === 0) await page.goto(`${baseUrl}/#${screen.route}`);
      await settled(page, screen);
      for (const run of otherLanguageRuns(language, await shownTexts(page), allowed)) findings.push(`${where}: other language: ${run}`);
      for (const fault of await layoutFaults(page)) findings.push(`${where}: ${fault}`);
      for (const violation of await axeViolations(page)) findings.push(`${where}: axe ${violation}`);
    }
  }
  return findings;
}

/**
 * Records every text the page's document shows from `start` on, a text shown only for a moment (a progress line, a
 * notice before a redirect) too; `seen` gathers them. A new document (a full navigation) needs `seen` before it and
 * `start` after it. (Not an init script: Playwright would put it in the sandboxed previews too, where Chromium logs
 * it as blocked.)
 */
export function shownTextsWatcher(page: Page): { start(): Promise<void>; seen(): Promise<string[]> } {
  const seen = new Set<string>();
  return {
    start: () =>
      page.evaluate(() => {
        const shown = window as unknown as { shownTexts?: string[] };
        if (shown.shownTexts) return;
        const texts: string[] = [];
        shown.shownTexts = texts;
        const take = (value: string | null | undefined) => {
          if (value?.trim()) texts.push(value.trim());
        };
        const takeNode = (node: Node) => take(node instanceof HTMLElement ? node.innerText : node.nodeType === Node.TEXT_NODE ? node.textContent : '');
        takeNode(document.body);
        new MutationObserver((mutations) => {
          for (const mutation of mutations) {
            if (mutation.type === 'characterData') takeNode(mutation.target);
            if (mutation.type === 'attributes' && mutation.target instanceof Element) take(mutation.target.getAttribute(mutation.attributeName!));
            mutation.addedNodes.forEach(takeNode);
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-label', 'placeholder', 'title', 'alt'] });
      }),
    async seen() {
      const texts = await page.evaluate(() => (window as unknown as { shownTexts?: string[] }).shownTexts?.splice(0) ?? []);
      for (const text of texts) seen.add(text);
      return [...seen];
    },
  };
}
