import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitesServerTexts } from '@sitecraft/shared/sites';
import type { SiteModel } from '@sitecraft/sitegen';
import { startFakeChatServer, taskOf, type FakeChatServer } from '../../../../packages/sitegen/test/support/fake-chat-server.ts';
import { answerFor, askedKeys, modelAnswers, type ModelAnswers } from '../../../../packages/sitegen/test/support/model-answers.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { generateSite } from '../support/sites.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

const host = 'worded-bakery.com';
let model: FakeChatServer;
let answers: ModelAnswers;
let t: TestApp;
let owner: string;
let writerDown = false;

beforeAll(async () => {
  answers = await modelAnswers(generationRequest([host]), 'First:');
  model = await startFakeChatServer((request) => {
    if (writerDown) return { status: 500, raw: '{"error":{"message":"down"}}' };
    // Asked for a section's texts by key: the hero's, as the writer words them now.
    const hero: Record<string, string> = answers.copy.hero;
    if (taskOf(request) === 'reword_section') return { content: Object.fromEntries(askedKeys(request).map((key) => [key, hero[key]])) };
    return { content: answerFor(answers, taskOf(request)) };
  });
  t = await createTestApp({ ai: { baseUrl: model.url, apiKey: 'test-key', model: 'fake-model' } });
  owner = await signUpVerified(t.app, t.ctx, 'worded@example.com');
});
afterAll(async () => {
  await t.close();
  await model.close();
});

describe('another wording of a section with an AI writer configured', () => {
  it("asks the writer for that section's texts only, in one call, and offers the changed ones as text edits", async () => {
    const trackId = await generateSite(t, owner, [host]);
    const versions = `/api/v1/sites/${trackId}/sites/${host}/versions`;
    const site = (await call(t.app, 'GET', `${versions}/1`, { token: owner })).body.model as SiteModel;
    const pages = site.editions[0]!.pages;
    const home = pages.findIndex((page) => page.key === 'home');
    const hero = pages[home]!.sections.findIndex((section) => section.kind === 'hero');
    const path = `/editions/0/pages/${home}/sections/${hero}`;
    expect(JSON.stringify(pages[home]!.sections[hero])).toContain(answers.copy.hero.title);

    // The writer words the hero anew when asked again.
    answers = { ...answers, copy: { ...answers.copy, hero: { ...answers.copy.hero, title: 'Loaves shaped by hand before sunrise' } } };
    const calls = model.requests.length;
    const offered = await call(t.app, 'POST', `${versions}/1/wordings`, { token: owner, body: { path, wording: 1 } });
    expect(offered.status).toBe(200);
    expect(model.requests.slice(calls).map(taskOf)).toEqual(['reword_section']);
    expect(askedKeys(model.requests[calls]!)).toEqual(['eyebrow', 'title', 'lead']);
    expect(offered.body.edits).toEqual([{ op: 'text', path: `${path}/data/title`, value: 'Loaves shaped by hand before sunrise' }]);
  });

  it('answers 503 with a plain reason when the writer fails, and saves nothing', async () => {
    const trackId = await generateSite(t, owner, [host]);
    const versions = `/api/v1/sites/${trackId}/sites/${host}/versions`;
    writerDown = true;
    const response = await call(t.app, 'POST', `${versions}/1/wordings`, { token: owner, body: { path: '/editions/0/pages/0/sections/0', wording: 1 } });
    writerDown = false;
    expect(response.status).toBe(503);
    expect(response.body.message).toBe(sitesServerTexts.wordingFailed);
    expect(JSON.stringify(response.body)).not.toContain(model.url);
    expect((await call(t.app, 'GET', versions, { token: owner })).body.versions).toHaveLength(1);
  });
});
