import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../support/accounts.ts';
import { startTestDns, type TestDns } from '../support/dns-server.ts';
import { checkNow, ownDomainsApp, publishedSite, setRecords, useOwnDomain } from '../support/own-domains.ts';
import { call, type TestApp } from '../support/test-app.ts';

const DOMAIN = 'english-bakery.com';
const DAY = 24 * 60 * 60 * 1000;
const cyrillic = /\p{Script=Cyrillic}/u;

let dns: TestDns;
let t: TestApp;
let first: { token: string; trackId: string; email: string };
let second: { token: string; trackId: string; email: string };

const domainMailsTo = async (email: string) =>
  (await t.ctx.db.selectFrom('outbox').select(['subject', 'text_body', 'html_body']).where('to_address', '=', email).orderBy('id').execute()).filter((mail) => mail.subject.includes(DOMAIN));

beforeAll(async () => {
  dns = await startTestDns();
  t = await ownDomainsApp(dns);
  // Both owners use the product in English.
  const account = async (email: string, phone: string) => {
    const token = await signUpVerified(t.app, t.ctx, email);
    await call(t.app, 'PUT', '/api/v1/user/language', { token, body: { language: 'en' } });
    return { token, email, trackId: await publishedSite(t, token, DOMAIN, phone) };
  };
  first = await account('first-owner@example.com', '+351 912 000 001');
  second = await account('second-owner@example.com', '+351 912 000 002');
}, 120_000);

afterAll(async () => {
  await t?.close();
  await dns?.close();
});

describe("the domain mails are in the language of the owner's account", () => {
  it('an owner whose account is English is told in English that another account took the domain', async () => {
    setRecords(dns, await useOwnDomain(t, first.token, first.trackId, DOMAIN));
    expect((await checkNow(t, first.token, first.trackId, DOMAIN)).binding.verified).toBe(true);
    setRecords(dns, await useOwnDomain(t, second.token, second.trackId, DOMAIN));
    expect((await checkNow(t, second.token, second.trackId, DOMAIN)).binding.verified).toBe(true);

    const [mail, ...more] = await domainMailsTo(first.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`The domain ${DOMAIN} is now connected to another account — SiteCraft AI`);
    expect(mail!.html_body).toContain('<html lang="en">');
    expect(mail!.text_body).toContain('press "Check now" in My sites: http://app.test/#/sites');
    expect(`${mail!.text_body}${mail!.html_body}`).not.toMatch(cyrillic);
  });

  it('an owner whose account is English is told in English, by the daily upkeep, that the domain was released', async () => {
    dns.remove(`_sitecraft.${DOMAIN}`);
    for (let day = 1; day <= 8; day += 1) {
      t.clock.advance(DAY);
      await t.domains.run();
    }
    const [mail, ...more] = await domainMailsTo(second.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`The domain ${DOMAIN} is disconnected — SiteCraft AI`);
    expect(mail!.html_body).toContain('<html lang="en">');
    expect(`${mail!.text_body}${mail!.html_body}`).not.toMatch(cyrillic);
  });
});
