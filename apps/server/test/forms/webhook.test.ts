import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { signUpVerified } from '../support/accounts.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { formSiteEngine, postForm, siteWithForm, visitor } from './forms-support.ts';

type Received = { headers: http.IncomingHttpHeaders; body: string };

/** A webhook receiver on a loopback port that keeps each request it gets. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/sitecraft`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function until(check: () => boolean, ms = 5_000) {
  for (const deadline = Date.now() + ms; !check(); await new Promise((resolve) => setTimeout(resolve, 20))) if (Date.now() > deadline) throw new Error('nothing arrived in time');
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

describe('a site’s webhook', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp({ forms: { ...loadConfig({ NODE_ENV: 'test' }).forms, webhookPrivateAddresses: true } }, { engine: formSiteEngine(() => t.ctx) });
    owner = await signUpVerified(t.app, t.ctx, 'hooked@example.com');
    await t.ctx.db.updateTable('accounts').set({ credits: 100 }).execute();
  });
  afterAll(() => t.close());

  it('hears of each real message, signed by Standard Webhooks with the secret the owner was given; spam is not sent', async () => {
    const host = 'hooked-bakery.com';
    const { trackId, formPath } = await siteWithForm(t, owner, host);
    const settingsUrl = `/api/v1/sites/${trackId}/sites/${host}/form`;
    expect((await call(t.app, 'GET', settingsUrl, { token: owner })).body).toEqual({ action: `http://app.test${formPath}`, webhook: null, tokenless: { downloaded: true, allowed: true } });
    const set = await call(t.app, 'PUT', `${settingsUrl}/webhook`, { token: owner, body: { url: receiver.url } });
    expect(set.status).toBe(200);
    const secret = (set.body.webhook as { secret: string }).secret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect((await call(t.app, 'GET', settingsUrl, { token: owner })).body).toEqual({ action: `http://app.test${formPath}`, webhook: { url: receiver.url, secret }, tokenless: { downloaded: true, allowed: true } });

    const before = receiver.received.length;
    await postForm(t, formPath, { ...visitor, website: 'bot was here', message: 'spam, not sent' }, { referer: `https://${host}/contact.html` });
    await postForm(t, formPath, visitor, { referer: `https://${host}/contact.html` });
    await until(() => receiver.received.length > before);
    const delivery = receiver.received.at(-1)!;
    const payload = new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>) as { type: string; data: { site: string; message: Record<string, unknown> } };
    expect(payload).toMatchObject({ type: 'form.message', data: { site: host, message: { ...visitor, folder: 'inbox', read: false } } });
    expect(() => new Webhook(`whsec_${Buffer.from('another secret of 24 bytes').toString('base64')}`).verify(delivery.body, delivery.headers as Record<string, string>)).toThrow();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received.length).toBe(before + 1);

    // A changed URL keeps the secret; removing the webhook forgets both.
    expect(((await call(t.app, 'PUT', `${settingsUrl}/webhook`, { token: owner, body: { url: `${receiver.url}?v=2` } })).body.webhook as { secret: string }).secret).toBe(secret);
    expect((await call(t.app, 'DELETE', `${settingsUrl}/webhook`, { token: owner })).body).toEqual({ action: `http://app.test${formPath}`, webhook: null, tokenless: { downloaded: true, allowed: true } });
    expect((await call(t.app, 'DELETE', `${settingsUrl}/webhook`, { token: owner })).status).toBe(404);
    expect((await call(t.app, 'PUT', `${settingsUrl}/webhook`, { token: owner, body: { url: 'ftp://files.example/in' } })).status).toBe(400);
  });
});

describe('a webhook to a private address', () => {
  it('is never called unless FORM_WEBHOOK_PRIVATE_ADDRESSES is on', async () => {
    const t = await createTestApp({ logLevel: 'error' }, { engine: formSiteEngine(() => t.ctx) });
    try {
      const owner = await signUpVerified(t.app, t.ctx, 'careful@example.com');
      await t.ctx.db.updateTable('accounts').set({ credits: 100 }).execute();
      const { trackId, formPath } = await siteWithForm(t, owner, 'careful-bakery.com');
      const before = receiver.received.length;
      for (const url of [receiver.url, receiver.url.replace('127.0.0.1', 'localhost'), receiver.url.replace('127.0.0.1', '[::ffff:127.0.0.1]')]) {
        expect((await call(t.app, 'PUT', `/api/v1/sites/${trackId}/sites/careful-bakery.com/form/webhook`, { token: owner, body: { url } })).status).toBe(200);
        expect((await postForm(t, formPath, visitor, { referer: 'https://careful-bakery.com/contact.html' })).statusCode).toBe(303);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(receiver.received.length).toBe(before);
    } finally {
      await t.close();
    }
  });
});
