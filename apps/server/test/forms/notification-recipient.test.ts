import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../support/accounts.ts';
import { generateSite, siteEngine } from '../support/sites.ts';
import { recipients, startSmtpInbox, type SmtpInbox } from '../support/smtp-peer.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { NOTIFICATION_WINDOW_MS } from '../../src/modules/forms/owner-notifications.ts';
import { formActionFor } from '../../src/modules/forms/site-forms.ts';
import { downloadZip, postForm, visitor } from './forms-support.ts';

const sites = siteEngine();
let t: TestApp;
let smtp: SmtpInbox;
let owner: string;
beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: smtp.url }, { engine: sites.engine });
  owner = await signUpVerified(t.app, t.ctx, 'owner@example.com');
  await t.ctx.db.updateTable('accounts').set({ credits: 100 }).execute();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/**
 * Generates an editable site whose brief gave a contact email, and downloads it (its posts come without a time token,
 * as from a copy hosted elsewhere); returns its track_id and the path its form posts to.
 */
async function siteWithContactEmail(host: string, contactEmail: string): Promise<{ trackId: string; formPath: string }> {
  const trackId = await generateSite(t, owner, [host], { contact_email: contactEmail });
  await downloadZip(t, owner, trackId);
  return { trackId, formPath: new URL(await formActionFor(t.ctx, trackId, host)).pathname };
}

/** Saves the business email as the editor does: an edit of /business/email on the newest version (`base`). */
async function editBusinessEmail(trackId: string, host: string, base: number, value: string): Promise<void> {
  const saved = await call(t.app, 'POST', `/api/v1/sites/${trackId}/sites/${host}/versions`, { token: owner, body: { base, edits: [{ op: 'text', path: '/business/email', value }] } });
  expect(saved.status, saved.body.message).toBe(201);
}

const mailsAbout = (host: string) => smtp.mails.filter((mail) => (mail.subject ?? '').includes(host));

describe('the notification of a site’s form message', () => {
  it('goes to the business email the owner set last in the editor, not to the brief’s contact email', async () => {
    const host = 'crumb-corner.com';
    const { trackId, formPath } = await siteWithContactEmail(host, 'brief@crumb-corner.com');
    await editBusinessEmail(trackId, host, 1, 'orders@crumb-corner.com');

    expect((await postForm(t, formPath, visitor, { referer: `https://${host}/contact.html` })).statusCode).toBe(303);
    const first = await smtp.waitForMail('orders@crumb-corner.com', host);
    expect(first.text).toContain(visitor.message);

    // Changed again within the window: the gathered mail sent by the upkeep goes to the newest address.
    await editBusinessEmail(trackId, host, 2, 'hello@crumb-corner.com');
    t.clock.advance(60_000);
    await postForm(t, formPath, { ...visitor, message: 'Do you deliver on Sundays?' }, { referer: `https://${host}/contact.html` });
    t.clock.advance(NOTIFICATION_WINDOW_MS);
    await t.forms.upkeep();
    const gathered = await smtp.waitForMail('hello@crumb-corner.com', host);
    expect(gathered.text).toContain('Do you deliver on Sundays?');
    expect(mailsAbout(host).flatMap(recipients)).toEqual(['orders@crumb-corner.com', 'hello@crumb-corner.com']);
  });

  it('goes to the account’s email once the owner took the business email off the site, not to the brief’s', async () => {
    const host = 'no-mail-bakery.com';
    const { trackId, formPath } = await siteWithContactEmail(host, 'brief@no-mail-bakery.com');
    await editBusinessEmail(trackId, host, 1, '');

    expect((await postForm(t, formPath, visitor, { referer: `https://${host}/contact.html` })).statusCode).toBe(303);
    const mail = await smtp.waitForMail('owner@example.com', host);
    expect(mail.text).toContain(visitor.message);
    expect(mailsAbout(host).flatMap(recipients)).toEqual(['owner@example.com']);
  });
});
