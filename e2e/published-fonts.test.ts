import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainBinding } from '@sitecraft/shared/domains';
import { startTestDns, type TestDns } from '../apps/server/test/support/dns-server.ts';
import { signInWithDevButton } from './builder-support.ts';
import { ru } from './support/catalogue.ts';
import { launchChromium } from './support/chromium.ts';
import { generateAndPublish, ownerApi, type OwnerApi } from './support/owner-api.ts';
import { startProductServer, type ProductServer } from './support/product-server.ts';

const domain = 'typeface-bakery.com';
let server: ProductServer;
let browser: Browser;
let ownerPage: Page;
let trackId: string;
let publishedUrl: string;
let api: OwnerApi;
let dns: TestDns;

beforeAll(async () => {
  dns = await startTestDns();
  server = await startProductServer({ PUBLISH_BY_HOST: 'true', DNS_SERVERS: dns.server });
  // The site's domain and its www form lead to this machine, as their DNS records would lead to the server (a bare
  // domain bound without PUBLISH_IPS is served at www).
  browser = await launchChromium([`--host-resolver-rules=MAP ${domain} 127.0.0.1, MAP www.${domain} 127.0.0.1`]);
  ownerPage = await browser.newPage();
  await signInWithDevButton(ownerPage, server.url);
  api = ownerApi(ownerPage, server.url);
  ({ trackId, publishedUrl } = await generateAndPublish(api, domain));
  // Served by host only once its owner has verified it: the TXT record its binding asks for is set, then checked.
  const token = await ownerPage.evaluate(() => localStorage.getItem('token'));
  const domainPath = `${server.url}/api/v1/sites/${trackId}/sites/${domain}/domain`;
  const binding = (await (await fetch(domainPath, { method: 'PUT', headers: { authorization: `Bearer ${token}` } })).json()) as DomainBinding;
  const txt = binding.records.find((record) => record.type === 'TXT')!;
  dns.set(txt.name, 'TXT', [txt.value]);
  await fetch(`${domainPath}/check`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await dns?.close();
});

interface FontUse {
  /** The families the site's stylesheet declares with @font-face (its heading and body faces, or one of them). */
  declared: string[];
  /** The declared families with a face loaded, once the page's fonts are ready. */
  loaded: string[];
  /** The declared families the body and the first heading ask for first (a design may set one in a system stack). */
  drawn: string[];
  /** Whether `document.fonts.check` finds every drawn family ready to draw. */
  ready: boolean;
}

/** What fonts a page (or a frame) of the site draws with. */
function fontUse(target: Page | Frame): Promise<FontUse> {
  return target.evaluate(async () => {
    await document.fonts.ready;
    const unquoted = (family: string) => family.trim().replace(/^["']|["']$/g, '');
    const families = (faces: FontFace[]) => [...new Set(faces.map((face) => unquoted(face.family)))].sort();
    const declared = families([...document.fonts]);
    const firstFamily = (element: Element) => unquoted(getComputedStyle(element).fontFamily.split(',')[0] ?? '');
    const drawn = [...new Set([document.body, document.querySelector('h1')!].map(firstFamily))].filter((family) => declared.includes(family));
    return {
      declared,
      loaded: families([...document.fonts].filter((face) => face.status === 'loaded')),
      drawn,
      ready: drawn.every((family) => document.fonts.check(`16px "${family}"`)),
    };
  });
}

/** Opens a page of the published site in a context with no session, listening to its console. */
async function visit(url: string): Promise<{ fonts: FontUse; errors: string[] }> {
  const visitor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    return { fonts: await fontUse(page), errors };
  } finally {
    await visitor.close();
  }
}

/** The site's own faces drew its text: every declared family loaded, and the body or the headings ask for one. */
function expectSiteFaces(fonts: FontUse): void {
  expect(fonts.declared.length).toBeGreaterThan(0);
  expect(fonts.loaded).toEqual(fonts.declared);
  expect(fonts.drawn.length).toBeGreaterThan(0);
  expect(fonts.ready).toBe(true);
}

describe("a published site's fonts", () => {
  it('load in the sandboxed page at /p/<slug>/, with no console error', async () => {
    expect(publishedUrl).toBe(`${server.url}/p/typeface-bakery-com/`);
    const { fonts, errors } = await visit(publishedUrl);
    expect(errors).toEqual([]);
    expectSiteFaces(fonts);
  });

  it("load at the site's own, verified domain (PUBLISH_BY_HOST), with no console error", async () => {
    // A bare domain bound without PUBLISH_IPS is served at its www form (the bare one redirects there, on the usual ports).
    const { fonts, errors } = await visit(`http://www.${domain}:${server.port}/`);
    // Over plain HTTP at a name other than localhost Chromium ignores the app's Cross-Origin-Opener-Policy and says
    // so; a site's own domain is reached over HTTPS in production.
    expect(errors.filter((error) => !error.startsWith('The Cross-Origin-Opener-Policy header has been ignored'))).toEqual([]);
    expectSiteFaces(fonts);
  });

  it("load in the editor's preview, as the owner sees the site before publishing", async () => {
    const errors: string[] = [];
    ownerPage.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await ownerPage.goto(`${server.url}/#/sites/${trackId}/${domain}`);
    const frame = await ownerPage.locator(`iframe[title^="${ru('editor:preview', { file: '' })}"]`).elementHandle();
    const preview = await frame?.contentFrame();
    if (!preview) throw new Error('the editor shows no preview');
    await preview.waitForLoadState('load');
    expectSiteFaces(await fontUse(preview));
    expect(errors).toEqual([]);
  });
});
