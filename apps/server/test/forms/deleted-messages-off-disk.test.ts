import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpVerified } from '../support/accounts.ts';
import { filesHolding } from '../support/data-dir-files.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-peer.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { mailSettings } from '../mail/mail-support.ts';
import { folder, formSiteEngine, postForm, siteWithForm, visitor } from './forms-support.ts';

let t: TestApp;
let inbox: SmtpInbox;
let owner: string;
beforeAll(async () => {
  // Notifications go to a real peer, so that the outbox keeps no copy of a message once it is sent (links-off-disk.test.ts).
  inbox = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: inbox.url, mail: mailSettings({}) }, { engine: formSiteEngine(() => t.ctx) });
  owner = await signUpVerified(t.app, t.ctx, 'owner@example.com');
  await t.ctx.db.updateTable('accounts').set({ credits: 100 }).execute();
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const DAY = 24 * 60 * 60 * 1000;

/** Posts a message whose text and contact are found nowhere else, and returns them. */
async function postPrivateMessage(formPath: string, host: string): Promise<string[]> {
  const mark = randomBytes(8).toString('hex');
  const sent = { message: `Call me about the cake, ref ${mark}`, contact: `visitor-${mark}@example.com` };
  const response = await postForm(t, formPath, { ...visitor, ...sent }, { referer: `https://${host}/contact.html` });
  expect(response.headers.location).toBe(`https://${host}/thank-you.html`);
  // The owner's notification quotes the message; it is sent, and its copy in the outbox emptied, before the test goes on.
  await vi.waitFor(async () => {
    expect(inbox.mails.map((mail) => mail.subject)).toContainEqual(expect.stringContaining(host));
    expect(await t.ctx.db.selectFrom('outbox').select('status').where('status', '!=', 'sent').execute()).toEqual([]);
  }, 10_000);
  const dataDir = t.ctx.config.dataDir;
  for (const secret of Object.values(sent)) expect(filesHolding(dataDir, secret)).not.toEqual([]);
  return Object.values(sent);
}

async function expectGoneFromDisk(secrets: string[]): Promise<void> {
  for (const secret of secrets) await vi.waitFor(() => expect(filesHolding(t.ctx.config.dataDir, secret)).toEqual([]));
}

// With PostgreSQL nothing of the database is under DATA_DIR: what it keeps on its own disk is told in accounts-and-security.md.
describe.skipIf(process.env.TEST_DB === 'postgres')('a contact-form message, once deleted', () => {
  it('is in no file of DATA_DIR when its owner deleted it', async () => {
    const { trackId, formPath } = await siteWithForm(t, owner, 'erased-bakery.com');
    const secrets = await postPrivateMessage(formPath, 'erased-bakery.com');
    const [message] = (await folder(t, owner, trackId, 'erased-bakery.com')).messages;
    expect((await call(t.app, 'DELETE', `/api/v1/sites/${trackId}/sites/erased-bakery.com/messages/${message!.id}`, { token: owner })).status).toBe(200);
    await expectGoneFromDisk(secrets);
  });

  it('is in no file of DATA_DIR when its site was deleted', async () => {
    const { trackId, formPath } = await siteWithForm(t, owner, 'closed-bakery.com');
    const secrets = await postPrivateMessage(formPath, 'closed-bakery.com');
    expect((await call(t.app, 'DELETE', `/api/v1/sites/${trackId}`, { token: owner })).status).toBe(200);
    await expectGoneFromDisk(secrets);
  });

  it('is in no file of DATA_DIR when its retention ran out', async () => {
    const { formPath } = await siteWithForm(t, owner, 'old-bakery.com');
    const secrets = await postPrivateMessage(formPath, 'old-bakery.com');
    t.clock.advance((t.ctx.config.forms.retentionDays + 1) * DAY);
    await t.forms.upkeep();
    await expectGoneFromDisk(secrets);
  });
});
