import axe from 'axe-core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDns, type TestDns, type TestRecordType } from '../apps/server/test/support/dns-server.ts';
import { signInWithDevButton } from './builder-support.ts';
import { launchChromium, waitForRoute } from './support/chromium.ts';
import { generateAndPublish, ownerApi } from './support/owner-api.ts';
import { startProductServer, type ProductServer } from './support/product-server.ts';
import { ru } from './support/catalogue.ts';

const domain = 'own-bakery.com';
let dns: TestDns;
let server: ProductServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  dns = await startTestDns();
  server = await startProductServer({ PUBLISH_BY_HOST: 'true', PUBLISH_TARGET: 'sites.sitecraft.test', PUBLISH_IPS: '127.0.0.1', DNS_SERVERS: dns.server });
  // The browser reaches the domain here, as its A record leads to the server.
  browser = await launchChromium([`--host-resolver-rules=MAP ${domain} 127.0.0.1, MAP www.${domain} 127.0.0.1`]);
  // bypassCSP: axe is added to the page as an inline script.
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await signInWithDevButton(page, server.url);
  await generateAndPublish(ownerApi(page, server.url), domain);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await dns?.close();
});

/** What a visitor gets at the domain, by host, on the server's port. */
const visit = async (host: string) => {
  const visitor = await browser.newContext();
  try {
    const response = await (await visitor.newPage()).goto(`http://${host}:${server.port}/`);
    return { status: response?.status(), body: (await response?.text()) ?? '' };
  } finally {
    await visitor.close();
  }
};

async function axeViolations(): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const outcome = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return outcome.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

/** Each record's type, name and value, as the panel shows them. */
const recordRows = (records: Locator) => records.getByRole('listitem').evaluateAll((items) => items.map((item) => [...item.querySelectorAll('dd')].map((dd) => dd.querySelector('code')?.textContent ?? dd.textContent ?? '')));

const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

describe('Use my own domain, in My sites', () => {
  it('shows the records to set, checks them, serves the site at the domain once verified, keeps the www choice, and removes it', async () => {
    await page.goto(`${server.url}/#/sites`);
    await waitForRoute(page, /^#\/sites$/);
    const card = page.getByRole('article', { name: domain });
    const toggle = card.getByRole('button', { name: `${ru('sites:ownDomain.open')} ${domain}` });
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await card.getByRole('button', { name: ru('sites:ownDomain.bind', { domain }) }).click();

    const records = card.getByRole('list', { name: ru('sites:ownDomain.recordsTitle') });
    await records.waitFor();
    const rows = await recordRows(records);
    expect(rows).toEqual([
      ['A', domain, '127.0.0.1'],
      ['CNAME', `www.${domain}`, 'sites.sitecraft.test'],
      ['TXT', `_sitecraft.${domain}`, expect.stringMatching(/^sitecraft-verify=[0-9a-f]{32}$/)],
    ]);
    expect((await visit(domain)).status).toBe(404);

    // The customer sets the records at their DNS host, with a stray AAAA left by the registrar's parking page.
    for (const [type, name, value] of rows as [TestRecordType, string, string][]) dns.set(name, type, [value]);
    dns.set(domain, 'AAAA', ['2001:db8:dead::1']);
    await card.getByRole('button', { name: `${ru('sites:ownDomain.check')} ${domain}` }).click();
    await card.getByRole('list', { name: ru('sites:ownDomain.resultsTitle') }).waitFor();
    // The check's hint, in the language the person uses the product in.
    await card.getByText('записи AAAA (IPv6), которые указывают не сюда: 2001:db8:dead::1').waitFor();
    await card.getByText(`${ru('sites:ownDomain.statusVerified')} http://${domain}/`).waitFor();
    expect(await axeViolations()).toEqual([]);

    dns.remove(domain, 'AAAA');
    await card.getByRole('button', { name: `${ru('sites:ownDomain.check')} ${domain}` }).click();
    await card.getByText(ru('sites:ownDomain.allGood')).waitFor();
    const served = await visit(domain);
    expect(served.status).toBe(200);
    expect(served.body).toContain('<link rel="stylesheet" href="styles.css">');

    // Keyboard: the www choice is a radio group.
    const www = card.getByRole('radio', { name: `www.${domain}` });
    await www.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => www.isChecked()).toBe(true);
    await expect.poll(async () => (await visit(`www.${domain}`)).status).toBe(200);

    await card.getByRole('button', { name: `${ru('sites:ownDomain.remove')} ${domain}` }).click();
    await card.getByRole('button', { name: ru('sites:ownDomain.removeYes') }).click();
    await card.getByRole('button', { name: ru('sites:ownDomain.bind', { domain }) }).waitFor();
    expect((await visit(domain)).status).toBe(404);
  });

  it('copies each record’s name and value with a Copy button, by mouse or keyboard, and at 390 px keeps every value on one line', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const card = page.getByRole('article', { name: domain });
    await card.getByRole('button', { name: ru('sites:ownDomain.bind', { domain }) }).click();
    const records = card.getByRole('list', { name: ru('sites:ownDomain.recordsTitle') });
    await records.waitFor();
    const [, txtName = '', token = ''] = (await recordRows(records)).find(([type]) => type === 'TXT') ?? [];
    expect(token).toMatch(/^sitecraft-verify=/);

    await card.getByRole('button', { name: `${ru('sites:ownDomain.copy')}${ru('sites:ownDomain.copyWhat', { field: ru('sites:ownDomain.value').toLocaleLowerCase('ru'), type: 'TXT', name: txtName })}`, exact: true }).click();
    await expect.poll(clipboard).toBe(token);
    await card.getByRole('button', { name: `${ru('sites:ownDomain.copied')}${ru('sites:ownDomain.copyWhat', { field: ru('sites:ownDomain.value').toLocaleLowerCase('ru'), type: 'TXT', name: txtName })}`, exact: true }).waitFor();
    await card.getByRole('status').filter({ hasText: ru('sites:ownDomain.copiedStatus', { field: ru('sites:ownDomain.value') }) }).waitFor({ state: 'attached' });

    await card.getByRole('button', { name: `${ru('sites:ownDomain.copy')}${ru('sites:ownDomain.copyWhat', { field: ru('sites:ownDomain.name').toLocaleLowerCase('ru'), type: 'CNAME', name: `www.${domain}` })}`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(clipboard).toBe(`www.${domain}`);

    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await card.getByRole('button', { name: `${ru('sites:ownDomain.check')} ${domain}` }).click();
      await card.getByRole('list', { name: ru('sites:ownDomain.resultsTitle') }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // A value on one line has one line box; one that does not fit scrolls sideways and takes the focus.
      const values = await card.locator('code').evaluateAll((codes) =>
        codes.map((code) => {
          const range = document.createRange();
          range.selectNodeContents(code);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          return { text: code.textContent, lines, reachable: code.scrollWidth <= code.clientWidth || code.tabIndex === 0 };
        }),
      );
      expect(values).toEqual(values.map(({ text }) => ({ text, lines: 1, reachable: true })));
      expect(values.filter((value) => value.text === token)).toHaveLength(3);
      expect(await axeViolations()).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
