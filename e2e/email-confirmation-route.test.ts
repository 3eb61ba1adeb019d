import { describe, expect, it } from 'vitest';
import { keepScreenshot } from './support/chromium.ts';
import { useBrowserSession } from './support/browser-session.ts';
import { ru } from './support/catalogue.ts';

let confirmCalls: string[] = [];
const session = useBrowserSession({
  viewport: { width: 1280, height: 800 },
  onPage(page) {
    confirmCalls = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/email/confirmEmail')) confirmCalls.push(request.url());
    });
  },
});

async function api(path: string, options: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${session.server.url}/api/v1${path}`, { method: options.body === undefined ? 'GET' : 'POST', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  return (await response.json()) as Record<string, unknown>;
}

/** A fresh unverified account with a mailed confirmation code (read from the outbox); returns the code. */
async function freshCode(email: string): Promise<string> {
  await api('/auth/register', { body: { name: 'Route Tester', email, password: 'route-test-1' } });
  const token = (await api('/auth/login', { body: { email, password: 'route-test-1' } })).token as string;
  await api('/email/send-confirmation', { token, body: { email } });
  const outbox = JSON.stringify(await api(`/dev/outbox?to=${encodeURIComponent(email)}`));
  const code = /#\/([0-9a-f]{40})(?![0-9a-f])/.exec(outbox)?.[1];
  if (!code) throw new Error(`no confirmation link for ${email}`);
  return code;
}

const hex40 = '0123456789abcdef0123456789abcdef01234567';

describe('the /:token route', () => {
  it.each([
    ['lower case', (code: string) => code],
    ['upper case', (code: string) => code.toUpperCase()],
  ])('a segment of 40 hex characters in %s verifies, with one call', async (name, spell) => {
    const code = await freshCode(`route-${name.replace(' ', '-')}@example.com`);
    await session.page.goto(`${session.server.url}/#/${spell(code)}`);
    await session.page.getByText(ru('emailConfirmation:verified')).waitFor();
    expect(confirmCalls).toEqual([`${session.server.url}/api/v1/email/confirmEmail/${spell(code)}`]);
    await keepScreenshot(session.page, `email-route-${name.replace(' ', '-')}`);
  });

  it.each([
    ['39 characters', hex40.slice(1)],
    ['41 characters', `${hex40}0`],
    ['a non-hex character', `${hex40.slice(1)}g`],
  ])('a single segment of %s starts no call and shows the not-found page', async (_name, segment) => {
    await session.page.goto(`${session.server.url}/#/${segment}`);
    await session.page.getByRole('heading', { name: ru('common:notFoundTitle') }).waitFor();
    await session.page.waitForTimeout(500);
    expect(confirmCalls).toEqual([]);
    await expect(session.page.getByText(ru('emailConfirmation:verifying')).count()).resolves.toBe(0);
  });

  it('a two-segment path ending in 40 hex characters starts no call and shows the same not-found page', async () => {
    await session.page.goto(`${session.server.url}/#/confirm/${hex40}`);
    await session.page.getByRole('heading', { name: ru('common:notFoundTitle') }).waitFor();
    await session.page.getByText(ru('common:notFound', { path: `confirm/${hex40}` })).waitFor();
    await session.page.waitForTimeout(500);
    expect(confirmCalls).toEqual([]);
    await keepScreenshot(session.page, 'email-route-two-segments');
  });
});
