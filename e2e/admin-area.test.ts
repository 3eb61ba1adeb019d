import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generationRequest } from '../apps/server/test/support/generation.ts';
import { signUpAndSignIn } from './builder-support.ts';
import { useBrowserSession } from './support/browser-session.ts';
import { keepScreenshot, waitForRoute } from './support/chromium.ts';
import { escapeRegExp, ru } from './support/catalogue.ts';

const session = useBrowserSession({ viewport: { width: 1280, height: 900 } });
const page = () => session.page;

async function api(path: string, options: { body?: unknown; token?: string } = {}): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = options.body === undefined ? {} : { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${session.server.url}/api/v1${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return (await response.json()) as Record<string, unknown>;
}

/** A verified customer with one finished generation, made through the public API; returns the track_id. */
async function customerWithGeneration(email: string): Promise<string> {
  await api('/auth/register', { body: { name: 'Grace Hopper', email, password: 'customer-pass-1' } });
  const token = /#\/verify-email\/([0-9a-f]{40})/.exec(JSON.stringify(await api(`/dev/outbox?to=${encodeURIComponent(email)}`)))?.[1];
  await api(`/auth/verify-email/${token}`);
  const session = String((await api('/auth/login', { body: { email, password: 'customer-pass-1' } })).token);
  const request = generationRequest(['grace-bakery.com']);
  await api('/generator', { body: request, token: session });
  await expect.poll(async () => (await api(`/generator/status/${request.track_id}`, { token: session })).status, { timeout: 30_000 }).toBe('completed');
  return request.track_id;
}

const nav = () => page().getByRole('navigation', { name: ru('admin:navLabel') });

describe('the admin area, for an admin', () => {
  it('shows the dashboard, changes an account with a ledger line and an audit entry, and shows a generation with its timeline and download', async () => {
    const trackId = await customerWithGeneration('grace@example.com');
    await session.signInAsDevAdmin();
    // An admin finds the area in the header, as the server calls the account admin.
    await page().getByRole('banner').getByRole('link', { name: ru('common:admin'), exact: true }).click();
    await waitForRoute(page(), /^#\/admin$/);

    const figure = (region: string, label: string) =>
      page().getByRole('region', { name: region }).locator('div', { has: page().getByText(label, { exact: true }) }).locator('dd').innerText();
    await expect(figure(ru('admin:dashboard.accounts'), ru('admin:dashboard.total'))).resolves.toBe('2');
    await expect(figure(ru('admin:dashboard.accounts'), ru('admin:dashboard.verified'))).resolves.toMatch(/^2\s*100\s%$/);
    await expect(page().getByRole('row', { name: ru('admin:dashboard.last24h') }).innerText()).resolves.toMatch(new RegExp(`${escapeRegExp(ru('admin:dashboard.last24h'))}\\s+0\\s+0\\s+1\\s+0`));
    await expect(figure(ru('admin:dashboard.credits'), ru('admin:dashboard.spent'))).resolves.toBe('1');
    await keepScreenshot(page(), 'admin-dashboard');

    await nav().getByRole('link', { name: ru('admin:nav.accounts') }).click();
    // At 1280 px the whole table shows: the last column is neither cut off nor scrolled out of sight.
    const accountsTable = page().getByRole('table');
    await accountsTable.getByRole('link', { name: 'dev-admin@sitecraft.local' }).waitFor();
    await expect(accountsTable.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)).resolves.toBeLessThanOrEqual(0);
    await page().getByLabel(ru('admin:accounts.searchLabel')).fill('GRACE');
    await page().getByRole('button', { name: ru('admin:search') }).click();
    await waitForRoute(page(), /^#\/admin\/accounts\?q=GRACE$/);
    await page().getByRole('link', { name: 'grace@example.com' }).click();
    await page().getByText(ru('admin:account.balance', { credits: 4 })).waitFor();
    await page().getByRole('button', { name: ru('admin:account.apply') }).click();
    await page().getByText(ru('admin:fieldErrors.deltaInteger')).waitFor();
    await page().getByText(ru('admin:fieldErrors.reasonRequired')).waitFor();
    await page().getByLabel(ru('admin:account.delta')).fill('3');
    await page().getByLabel(ru('admin:account.reason')).fill('Компенсация за сбой');
    await page().getByRole('button', { name: ru('admin:account.apply') }).click();
    await page().getByText(ru('admin:account.balance', { credits: 7 })).waitFor();
    await expect(page().getByLabel(ru('admin:account.reason')).inputValue()).resolves.toBe('');
    await expect(page().getByLabel(ru('admin:account.delta')).inputValue()).resolves.toBe('');
    await expect(page().getByRole('row', { name: /Компенсация за сбой/ }).innerText()).resolves.toContain('+3');
    await page().getByLabel(ru('admin:account.pro')).check();
    await page().getByLabel(ru('admin:account.plan'), { exact: true }).fill('business');
    await page().getByRole('button', { name: ru('admin:account.save') }).click();
    await page().getByText('Аккаунт обновлен').waitFor();
    expect((await api('/auth/login', { body: { email: 'grace@example.com', password: 'customer-pass-1' } })).user).toMatchObject({ pro: true, plan: 'business' });
    await keepScreenshot(page(), 'admin-account');

    await nav().getByRole('link', { name: ru('admin:nav.generations') }).click();
    await page().getByLabel(ru('admin:generations.trackIdLabel')).fill(trackId.slice(0, 8));
    await page().getByRole('button', { name: ru('admin:search') }).click();
    await page().getByRole('link', { name: trackId }).click();
    const timeline = page().getByRole('region', { name: ru('admin:generation.timeline') });
    await timeline.getByText('creating_zip', { exact: false }).waitFor();
    expect(await timeline.getByRole('listitem').count()).toBeGreaterThanOrEqual(10);
    const [download] = await Promise.all([page().waitForEvent('download'), page().getByRole('link', { name: ru('admin:generation.download') }).click()]);
    expect(download.suggestedFilename()).toBe('grace-bakery.com.zip');
    expect(fs.readFileSync(await download.path()).subarray(0, 2).toString()).toBe('PK');
    await keepScreenshot(page(), 'admin-generation');

    await nav().getByRole('link', { name: ru('admin:nav.outbox') }).click();
    await page().getByText(`${ru('admin:outbox.to')}: grace@example.com`, { exact: false }).first().waitFor();
    // Without SMTP_URL the mail is kept in the outbox, and the list says so.
    await page().getByRole('listitem').filter({ hasText: `${ru('admin:outbox.to')}: grace@example.com` }).first().getByText(ru('admin:outbox.status.kept')).waitFor();

    await nav().getByRole('link', { name: ru('admin:nav.audit') }).click();
    await expect(page().getByRole('row', { name: ru('admin:audit.actions.credits.grant') }).innerText()).resolves.toContain('dev-admin@sitecraft.local');
    await expect(page().getByRole('row', { name: ru('admin:audit.actions.account.update') }).innerText()).resolves.toContain('"plan":"business"');
    await keepScreenshot(page(), 'admin-audit');

    // On a phone the link is in the menu.
    await page().setViewportSize({ width: 390, height: 844 });
    await session.open('/builder');
    await page().getByRole('button', { name: ru('common:openMenu') }).click();
    await page().getByRole('dialog').getByRole('link', { name: ru('common:admin'), exact: true }).click();
    await page().getByRole('heading', { level: 1, name: ru('admin:nav.dashboard'), exact: true }).waitFor();
  });
});

describe('a normal user', () => {
  it('cannot open /admin or /screenshot-admin, even with an admin role written into the browser storage, and has no link to them', async () => {
    await signUpAndSignIn(page(), session.server.url, 'plain-user@example.com');
    const adminLink = () => page().getByRole('banner').getByRole('link', { name: ru('common:admin'), exact: true });
    // Once the header has heard from the server, it has no link to the admin area.
    await page().waitForLoadState('networkidle');
    await expect(adminLink().count()).resolves.toBe(0);
    for (const route of ['/admin', '/admin/accounts', '/screenshot-admin']) {
      await session.open(route);
      await page().getByRole('heading', { name: ru('common:adminAccess.title') }).waitFor();
      await expect(nav().count()).resolves.toBe(0);
      await expect(page().getByRole('tab', { name: ru('screenshots:improvedTab') }).count()).resolves.toBe(0);
    }
    await keepScreenshot(page(), 'admin-denied-normal-user');

    await page().evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('user', JSON.stringify({ ...user, role: 'admin' }));
    });
    await page().reload();
    await page().getByRole('heading', { name: ru('common:adminAccess.title') }).waitFor();
    await page().waitForLoadState('networkidle');
    await expect(adminLink().count()).resolves.toBe(0);
    const token = await page().evaluate(() => localStorage.getItem('token'));
    const refused = await fetch(`${session.server.url}/api/v1/admin/dashboard`, { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(403);
  });

  it('without a stored token is sent to /login from both', async () => {
    for (const route of ['/admin', '/screenshot-admin']) {
      await session.open('/landing');
      await session.open(route);
      await waitForRoute(page(), /^#\/login$/);
    }
  });
});
