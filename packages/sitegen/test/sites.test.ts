import { HtmlValidate } from 'html-validate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { splitList } from '@sitecraft/shared/generation';
import { generate } from '../src/index.ts';
import type { GenerationResult } from '../src/index.ts';
import { axeViolations, launchChromium, serveFiles } from './support/browser.ts';
import { listCount } from '../src/compose/article-counts.ts';
import { decode, headingsAndText, seoProblems } from './support/page-checks.ts';
import { cases } from './support/requests.ts';
import { fixedNow } from './support/requests.ts';
import { renderedPages, servedFiles } from './support/site-pages.ts';

const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });
const results = new Map<string, GenerationResult>();
let browser: Browser;
let tabs: Page[] = [];
let served = new Map<string, string | Uint8Array>();

beforeAll(async () => {
  browser = await launchChromium();
  tabs = await Promise.all([browser.newPage(), browser.newPage()]);
  await Promise.all(tabs.map((tab) => serveFiles(tab, () => served)));
  for (const item of cases) results.set(item.name, await generate(item.request, { now: fixedNow }));
});

afterAll(async () => {
  await browser?.close();
});

describe.each(cases)('$name', (item) => {
  const result = () => results.get(item.name) as GenerationResult;
  const ext = item.request.file_extension === 'PHP' ? 'php' : 'html';
  const bilingual = Boolean(item.request.second_site_language);

  test('every site has the pages of its trade and every file, in one folder per domain', () => {
    const domains = splitList(item.request.domain_name);
    expect(result().sites.map((site) => site.host)).toEqual(domains.map((domain) => domain.toLowerCase()));
    const pageNames = [item.request.rename_index ?? 'index', ...item.offerPages, 'about', 'contact', 'blog', 'article-1', 'article-2', 'article-3', 'privacy', '404'];
    for (const site of result().sites) {
      const dirs = bilingual ? ['', 'ru/'] : [''];
      const pages = dirs.flatMap((dir) => pageNames.map((name) => `${dir}${name}.${ext}`));
      const images = ['hero', 'offers', 'about', 'blog-1', 'blog-2', 'blog-3', ...(item.offerPages.includes('prices') ? ['work'] : [])].map((name) => `images/${name}.svg`);
      const tiles = site.model.editions[0]?.pages.find((page) => page.key === 'offers') ? [...site.files.keys()].filter((path) => /^images\/item-\d+\.svg$/.test(path)) : [];
      expect(tiles.length, 'a picture per offer').toBeGreaterThanOrEqual(6);
      const assets = ['sitemap.xml', 'robots.txt', 'favicon.svg', 'favicon-32.png', 'favicon-192.png', 'apple-touch-icon.png', 'styles.css'];
      const plumbing = ext === 'php' ? ['includes/header.php', 'includes/footer.php', 'send.php'] : [];
      const shares = [...site.files.keys()].filter((path) => /^images\/share-\d+-\d+\.png$/.test(path));
      const fonts = [...site.files.keys()].filter((path) => path.startsWith('fonts/'));
      const expected = [...pages, ...images, ...tiles, ...assets, ...plumbing, ...shares, ...fonts];
      expect([...site.files.keys()].sort(), 'exactly these files, no picture nobody shows').toEqual([...new Set(expected)].sort());
      // A share picture per page but the privacy policy and the 404, which show the home page's.
      expect(shares.length).toBe((pageNames.length - 2) * dirs.length);
      const shareOf = (path: string) => /<meta property="og:image" content="https:\/\/[^/]+\/(images\/share-[\d-]+\.png)"/.exec(String(site.files.get(path)))?.[1] ?? '';
      for (const dir of dirs) {
        for (const name of ['privacy', '404']) expect(shareOf(`${dir}${name}.${ext}`), `${dir}${name}`).toBe(shareOf(`${dir}${pageNames[0]}.${ext}`));
      }
      for (const path of pages) {
        const html = String(site.files.get(path));
        expect(site.files.has(shareOf(path)), `${path} shares ${shareOf(path)}`).toBe(true);
        for (const image of html.matchAll(/(?:src|srcset)="(?:\.\.\/)?(images\/[^"\s]+)/g)) expect(site.files.has(image[1] ?? ''), `${path} shows ${image[1]}`).toBe(true);
      }
      expect([...result().files.keys()].every((path) => path === 'README.md' || path.startsWith(`${site.host}/`) || !path.startsWith(site.host))).toBe(true);
      const sitemap = String(site.files.get('sitemap.xml'));
      const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
      expect(locations.length).toBe((pageNames.length - 1) * dirs.length);
      for (const location of locations) expect(location.startsWith(`https://${site.asciiHost}/`)).toBe(true);
      expect(String(site.files.get('robots.txt'))).toContain(`Sitemap: https://${site.asciiHost}/sitemap.xml`);
    }
  });

  test('the layout recipe follows the style answer or the chosen template', () => {
    for (const site of result().sites) {
      if (item.design.startsWith('template-')) expect(site.model.recipe.id).toBe(item.design);
      else expect(site.model.design.tone).toBe(item.design);
    }
  });

  test('html-validate reports no error on any page', async () => {
    const pages = renderedPages(result());
    const reports = await Promise.all(pages.map((page) => validator.validateString(page.html, `${page.host}/${page.path}`)));
    const errors = reports.flatMap((report) => report.results.flatMap((file) => file.messages.map((message) => `${file.filePath}:${message.line} ${message.ruleId} ${message.message}`)));
    expect(errors).toEqual([]);
  });

  test('every page carries the SEO items: title, description, canonical, Open Graph, Twitter, one h1, lang, JSON-LD', () => {
    const problems = renderedPages(result()).flatMap((page) => seoProblems(page.html, page.host, bilingual).map((problem) => `${page.host}/${page.path}: ${problem}`));
    expect(problems).toEqual([]);
  });

  test('keywords go where readers and search engines expect them: the first in the home title, a heading and the home text, the others in an article each', () => {
    const [first, ...rest] = splitList(item.request.key_words).map((keyword) => keyword.toLowerCase());
    for (const site of result().sites) {
      const pages = renderedPages({ ...result(), sites: [site] }).filter((page) => !page.path.includes('/'));
      const home = pages.find((page) => page.path.startsWith(item.request.rename_index ?? 'index'))?.html ?? '';
      expect(/<title>([^<]*)<\/title>/.exec(home)?.[1]?.toLowerCase()).toContain(first);
      expect(headingsAndText(home).text).toContain(first);
      expect(pages.some((page) => headingsAndText(page.html).headings.includes(first ?? '')), `a heading with ${first}`).toBe(true);
      rest.slice(0, 3).forEach((keyword, index) => {
        const article = pages.find((page) => page.path.startsWith(`article-${index + 1}.`))?.html ?? '';
        const { headings, text } = headingsAndText(article);
        // In a heading (the title, or a closing section named by it); in the text where that cannot be: a keyword too
        // long for a heading, or a title that counts its list (a closing section would be one more than it counts).
        const title = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(article)?.[1]?.replace(/<[^>]+>/g, '') ?? '');
        const inText = keyword.length > 40 || ['en', 'ru'].some((code) => listCount(title, code) !== undefined);
        expect(headings.includes(keyword) || (inText && text.includes(keyword)), `article ${index + 1} with ${keyword}`).toBe(true);
      });
    }
  });

  test('axe-core finds no violation of any impact in Chromium (heading order included)', async () => {
    served = servedFiles(result(), 0);
    const paths = renderedPages({ ...result(), sites: result().sites.slice(0, 1) }).map((page) => page.path);
    const findings: string[] = [];
    for (let index = 0; index < paths.length; index += tabs.length) {
      const batch = paths.slice(index, index + tabs.length);
      const found = await Promise.all(batch.map((path, tab) => axeViolations(tabs[tab] as Page, path)));
      found.forEach((violations, offset) => violations.forEach((violation) => findings.push(`${batch[offset]}: ${violation.id} (${violation.impact}) ${violation.targets.join(' ')}`)));
    }
    expect(findings).toEqual([]);
  });
});
