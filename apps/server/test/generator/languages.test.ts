import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

interface LanguagesAnswer {
  writer: string;
  languages: { code: string; name: string; native: string; interface: boolean; fullTexts: boolean }[];
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function languages(app: TestApp): Promise<LanguagesAnswer> {
  const response = await call(app.app, 'GET', '/api/v1/generator/languages');
  expect(response.status).toBe(200);
  return response.body as unknown as LanguagesAnswer;
}

const byCode = (answer: LanguagesAnswer, code: string) => answer.languages.find((language) => language.code === code);

describe('GET /api/v1/generator/languages', () => {
  it('without an AI writer: every language has its interface, full texts only in English and Russian', async () => {
    t = await createTestApp({ ai: { baseUrl: undefined, apiKey: undefined, model: 'unused' } });
    const answer = await languages(t);
    expect(answer.languages.length).toBeGreaterThanOrEqual(48);
    expect(answer.languages.every((language) => language.interface)).toBe(true);
    expect(answer.languages.filter((language) => language.fullTexts).map((language) => language.code).sort()).toEqual(['en', 'ru']);
    expect(byCode(answer, 'de')).toEqual({ code: 'de', name: 'German', native: 'Deutsch', interface: true, fullTexts: false });
  });

  it('with an AI writer configured: full texts in every language, and the writer named', async () => {
    t = await createTestApp({ ai: { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'key', model: 'writer-model' } });
    const answer = await languages(t);
    expect(answer.writer).toContain('writer-model');
    expect(answer.languages.every((language) => language.interface && language.fullTexts)).toBe(true);
    expect(byCode(answer, 'ja')?.fullTexts).toBe(true);
  });
});
