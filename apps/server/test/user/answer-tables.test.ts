import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminServerTexts, creditAdjustmentRequestSchema } from '@sitecraft/shared/admin';
import { authServerTexts } from '@sitecraft/shared/auth';
import { bookingsServerTexts } from '@sitecraft/shared/bookings';
import { domainsServerTexts } from '@sitecraft/shared/domains';
import { emailConfirmationTexts } from '@sitecraft/shared/email-confirmation';
import { formsServerTexts, messageUpdateRequestSchema } from '@sitecraft/shared/forms';
import { checkDomain, generationRequestSchema, generationStages } from '@sitecraft/shared/generation';
import { proMessagesTexts } from '@sitecraft/shared/pro-messages';
import { statsServerTexts } from '@sitecraft/shared/site-stats';
import { sitesServerTexts } from '@sitecraft/shared/sites';
import { generatorTexts } from '../../src/modules/generator/generator-texts.ts';
import { englishAnswer, russianAnswer } from '../../src/i18n/english-answers.ts';
import { registerAnswerLanguage } from '../../src/plugins/answer-language.ts';
import { TOO_MANY_REQUESTS } from '../../src/plugins/security.ts';
import { unsafeInputTexts } from '../../src/plugins/unsafe-input.ts';
import { adminToken } from '../admin/admin-support.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

type Texts = Readonly<Record<string, unknown>>;

/**
 * The server's text modules whose texts the API answers with as `message` (or a field error's), each with the language
 * it is written in, the keys that are not answers (and so need no translation), and sample arguments for each of its
 * functions. Adding a text to one of these modules without its translation in apps/server/src/i18n fails this test.
 */
const modules: ReadonlyArray<{ name: string; texts: Texts; writtenIn: 'ru' | 'en'; notAnswers?: readonly string[]; only?: readonly string[]; samples?: Readonly<Record<string, ReadonlyArray<readonly unknown[]>>> }> = [
  { name: 'authServerTexts', texts: authServerTexts, writtenIn: 'ru' },
  { name: 'the rate limit', texts: { TOO_MANY_REQUESTS }, writtenIn: 'ru' },
  { name: 'unsafeInputTexts', texts: unsafeInputTexts, writtenIn: 'en', samples: { 'control-character': [['offers.0.name']], 'too-deep': [['features']] } },
  {
    name: 'adminServerTexts',
    texts: adminServerTexts,
    writtenIn: 'ru',
    samples: { notEnoughCredits: [[3]], unknownTemplate: [['7.html']], duplicateTemplate: [['7.html']], notPng: [['7.html']], pngTooLarge: [[300]], previewsPublished: [[4]] },
  },
  {
    name: 'emailConfirmationTexts',
    texts: emailConfirmationTexts,
    writtenIn: 'en',
    samples: { unknownFields: [[['extra', 'other']]] },
  },
  {
    name: 'generatorTexts',
    texts: generatorTexts,
    writtenIn: 'en',
    // The ledger's reasons and the admin view's failure detail are not answers.
    notAnswers: ['sweptDetail', 'refundReason', 'chargeReason'],
    samples: { notEnoughCredits: [[3, 0]], timedOut: [[15]] },
  },
  { name: 'sitesServerTexts', texts: sitesServerTexts, writtenIn: 'en', samples: { restoredVersion: [[7]] } },
  {
    name: 'domainsServerTexts',
    texts: domainsServerTexts,
    writtenIn: 'en',
    // The DNS check's hints are answered in `hints`, each with its message.
    samples: {
      checkThrottled: [[5, 1]],
      'hints.stray_aaaa': [['example.com', ['2001:db8::1', '2001:db8::2']]],
      'hints.stray_a': [
        ['example.com', ['203.0.113.7'], 'addresses'],
        ['www.example.com', ['203.0.113.7', '203.0.113.8'], 'cname'],
      ],
      'hints.wrong_cname': [['www.example.com', 'old.host.net', 'sites.sitecraft.test']],
      'hints.cname_at_apex': [
        ['example.com', 'addresses'],
        ['example.com', 'alias_or_redirect'],
      ],
      'hints.root_not_pointed': [['example.com', 'sites.sitecraft.test']],
      'hints.caa_forbids': [
        ['example.com', ['digicert.com', 'sectigo.com']],
        ['example.com', ['no one']],
      ],
      'hints.txt_missing': [['_sitecraft.example.com']],
      'hints.txt_other_value': [['_sitecraft.example.com']],
      'hints.dns_no_answer': [
        ['example.com', 'ETIMEOUT'],
        ['example.com', 'ESERVFAIL'],
        ['example.com', 'ECONNREFUSED'],
      ],
      'hints.held_by_other': [['example.com']],
    },
  },
  { name: 'statsServerTexts', texts: statsServerTexts, writtenIn: 'en' },
  { name: 'formsServerTexts', texts: formsServerTexts, writtenIn: 'en' },
  { name: 'bookingsServerTexts', texts: bookingsServerTexts, writtenIn: 'en' },
  // Most of proMessagesTexts are the web page's own; these are the API's.
  {
    name: 'proMessagesTexts',
    texts: proMessagesTexts,
    writtenIn: 'en',
    only: ['proOnly', 'typeRequired', 'typeTooLong', 'messageRequired', 'messageTooLong', 'unknownFields'],
    samples: { unknownFields: [[['extra']]] },
  },
];

/** Every answer text of a module (nested objects included), with where it comes from; a function without sample arguments is itself a failure. */
function answersOf(module: (typeof modules)[number], texts: Texts = module.texts, prefix = ''): Array<{ key: string; text: string; values: string[] }> {
  const answers: Array<{ key: string; text: string; values: string[] }> = [];
  for (const [name, value] of Object.entries(texts)) {
    const key = `${prefix}${name}`;
    if (module.notAnswers?.includes(key) || (module.only && !module.only.includes(key))) continue;
    if (typeof value === 'string') answers.push({ key, text: value, values: [] });
    else if (typeof value === 'function') {
      const argLists = module.samples?.[key];
      if (!argLists) throw new Error(`${module.name}.${key} is a function without sample arguments in this test`);
      const variants = argLists.flatMap((args) => [args, args.map((arg) => (typeof arg === 'number' ? arg + 1 : arg))]);
      for (const [count, variant] of variants.entries()) {
        answers.push({ key: `${key}#${count}`, text: (value as (...values: unknown[]) => string)(...variant), values: variant.flat().map(String) });
      }
    } else if (typeof value === 'object' && value !== null) answers.push(...answersOf(module, value as Texts, `${key}.`));
    else throw new Error(`${module.name}.${key} is neither a text nor a function: list it in notAnswers or cover it`);
  }
  return answers;
}

const cyrillic = /[А-Яа-яЁё]/;

describe('every answer text of the server has its translation', () => {
  for (const module of modules) {
    it(`${module.name} (written in ${module.writtenIn === 'ru' ? 'Russian' : 'English'})`, () => {
      const missing: string[] = [];
      for (const { key, text, values } of answersOf(module)) {
        const translation = module.writtenIn === 'ru' ? englishAnswer(text) : russianAnswer(text);
        if (translation === undefined || translation === text) {
          missing.push(`${key}: ${text}`);
          continue;
        }
        // In the other language, keeping every value the text carries.
        if (module.writtenIn === 'ru') expect(translation.replace(/\d+\.html/g, ''), `${key}: ${translation}`).not.toMatch(cyrillic);
        else expect(translation, `${key}: ${translation}`).toMatch(cyrillic);
        // (Numbers, names and addresses the text shows; plain words such as a hint's variant are the text's own.)
        for (const value of values.filter((value) => text.includes(value) && !/^[a-z_ ]+$/.test(value))) expect(translation, `${key} keeps “${value}”`).toContain(value);
      }
      expect(missing, `texts without a translation in apps/server/src/i18n/answers`).toEqual([]);
    });
  }

  it('each generation stage’s progress text (written in English)', () => {
    expect(generationStages.filter((stage) => !cyrillic.test(russianAnswer(stage.text) ?? '')).map((stage) => stage.text)).toEqual([]);
  });
});

/** The other language's text of an answer, by the language it is written in (more Cyrillic letters than Latin ones, or not). */
function translationOf(text: string): string | undefined {
  const count = (letters: RegExp) => text.match(letters)?.length ?? 0;
  return count(/[А-Яа-яЁё]/g) > count(/[A-Za-z]/g) ? englishAnswer(text) : russianAnswer(text);
}

/**
 * The validation files the API answers with, as source: their literal messages (`{ error: '…' }`, `.min(1, '…')`).
 * (The sites', domains' and email confirmation's schemas write none: their messages are text constants walked above, or
 * the `Unknown field:` pattern checked below.)
 */
const validationFiles = [
  'packages/shared/src/generation/request-schema.ts',
  'packages/shared/src/generation/business-facts.ts',
  'packages/shared/src/generation/domains.ts',
  'packages/shared/src/bookings/booking-rules.ts',
  'packages/shared/src/bookings/owner-bookings.ts',
  'packages/shared/src/admin/schemas.ts',
  'packages/shared/src/forms/schemas.ts',
  'packages/shared/src/auth/schemas.ts',
  'packages/shared/src/pro-messages/schemas.ts',
];

describe('every validation message the API answers with has its translation', () => {
  it('an answer joining several messages (a refused pro message’s), sentence by sentence, only when each has its translation', () => {
    expect(russianAnswer(`${proMessagesTexts.typeRequired} ${proMessagesTexts.messageTooLong}`)).toBe(`${russianAnswer(proMessagesTexts.typeRequired)} ${russianAnswer(proMessagesTexts.messageTooLong)}`);
    expect(englishAnswer(`${authServerTexts.unauthorized}. ${adminServerTexts.accountNotFound}.`)).toBe('Please sign in. Account not found.');
    expect(russianAnswer(`${proMessagesTexts.typeRequired} Something nobody translated.`)).toBeUndefined();
  });

  for (const file of validationFiles) {
    it(`the literal messages of ${file}`, () => {
      const source = readFileSync(new URL(`../../../../${file}`, import.meta.url), 'utf8');
      const literals = [...source.matchAll(/(?:error: |message: |\.(?:min|max|length|int|regex|refine)\([^,'\n]*,\s*)'([^'\n]*)'/g)].map((match) => match[1]!);
      expect(literals.length, 'messages found').toBeGreaterThan(0);
      expect(literals.filter((text) => !translationOf(text))).toEqual([]);
    });
  }

  it('the generation request’s messages that carry values', () => {
    const refusals = [
      { site_count: '2' },
      { domain_name: 'bakery.com, bakery.com', site_count: '2' },
      { domain_name: 'bad/domain.com' },
      { domain_name: 'nodot' },
      { domain_name: `${'a'.repeat(64)}.com` },
      { domain_name: '-bad-.com' },
      { domain_name: '192.168.0.1' },
      { domain_name: `${'abcdefghij.'.repeat(24)}com` },
      { key_words: Array.from({ length: 25 }, (_, index) => `word${index}`).join(', ') },
      { key_words: 'x'.repeat(70) },
      { key_words: '!!!' },
      { stop_words: 'x'.repeat(100) },
      { stop_words: 'the' },
      { stop_words: 'der', site_language: 'German' },
      { stop_words: 'и', site_language: 'Russian' },
      { stop_words: '123' },
      { stop_words: 'bakery', domain_name: 'bakery.com', key_words: 'bread' },
      { stop_words: 'home', rename_index: 'home' },
      { site_theme: 'x'.repeat(300), description: 5, features: 'x'.repeat(3000), business_name: 'x'.repeat(200) },
      { opening_hours: { days: [{ day: 'monday', opens: '9', closes: '8' }] } },
      { offers: Array.from({ length: 40 }, (_, index) => ({ name: `Offer ${index}` })) },
      { reviews: Array.from({ length: 8 }, () => ({ quote: 'Lovely bread, every morning.' })) },
    ];
    const messages = refusals.flatMap((overrides) => {
      const parsed = generationRequestSchema.safeParse(generationRequest(['bakery.com'], overrides));
      expect(parsed.success, JSON.stringify(overrides)).toBe(false);
      return parsed.error?.issues.map((issue) => issue.message) ?? [];
    });
    const direct = ['', 'a..b.com'].flatMap((domain) => { const check = checkDomain(domain); return check.ok ? [] : [check.message]; });
    expect([...messages, ...direct].filter((text) => !translationOf(text))).toEqual([]);
  });

  it('zod’s own messages, for the schemas that write none', () => {
    const schema = z.strictObject({
      text: z.string(),
      missing: z.string(),
      count: z.number().int().min(1).max(10),
      big: z.number().max(10),
      short: z.string().min(2),
      long: z.string().max(3),
      list: z.array(z.string()).max(1),
      choice: z.enum(['a', 'b']),
      literal: z.literal('x'),
      id: z.uuid(),
      email: z.email(),
      url: z.url(),
      pattern: z.string().regex(/^a$/),
      step: z.number().multipleOf(5),
      flag: z.boolean(),
    });
    const input = { text: 5, count: 0.5, big: 11, short: 'a', long: 'abcd', list: ['a', 'b'], choice: 'c', literal: 'y', id: 'x', email: 'x', url: 'x', pattern: 'b', step: 3, flag: 'yes', extra: 1 };
    const messages = schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.length).toBeGreaterThanOrEqual(15);
    const translations = messages.map((text) => russianAnswer(text));
    expect(messages.filter((_text, index) => !cyrillic.test(translations[index] ?? ''))).toEqual([]);
    expect(translations).toEqual(expect.arrayContaining(['Некорректное значение: ожидается строка, а передано: число', 'Значение обязательно: ожидается строка', 'Слишком длинный текст: допускается не больше 3 симв.']));
  });

  it('the admin’s and the inbox’s messages that carry values', () => {
    const messages = [
      ...(creditAdjustmentRequestSchema.safeParse({ delta: 10_000_000, reason: 'x', extra: 1 }).error?.issues ?? []),
      ...(messageUpdateRequestSchema.safeParse({ read: true, extra: 1 }).error?.issues ?? []),
    ].map((issue) => issue.message);
    expect(messages.length).toBeGreaterThanOrEqual(3);
    expect(messages.filter((text) => !translationOf(text))).toEqual([]);
  });
});

describe('the API answers its texts in the language asked for', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signUpVerified(t.app, t.ctx, 'translated@example.com');
    await t.ctx.db.updateTable('accounts').set({ credits: 0 }).where('email', '=', 'translated@example.com').execute();
  });
  afterAll(() => t.close());

  it('refuses a generation without credits in English by default and in Russian for a Russian browser', async () => {
    const body = generationRequest(['credits-test.com']);
    const english = await call(t.app, 'POST', '/api/v1/generator', { token, body });
    expect(english.status).toBe(402);
    expect(english.body.message).toBe(generatorTexts.notEnoughCredits(1, 0));
    const russian = await call(t.app, 'POST', '/api/v1/generator', { token, body: generationRequest(['credits-test.com']), headers: { 'accept-language': 'ru-RU,ru;q=0.9' } });
    expect(russian.status).toBe(402);
    expect(russian.body.message).toBe('Недостаточно кредитов: для этой генерации нужно 1 (по одному на сайт), а на балансе 0. Подтвердите email, чтобы получить 5 бесплатных кредитов.');
  });

  it('answers an admin’s Russian-written refusal in English for an English browser', async () => {
    const admin = await adminToken(t.app);
    const missing = '00000000-0000-4000-8000-000000000000';
    const russian = await call(t.app, 'GET', `/api/v1/admin/accounts/${missing}`, { token: admin });
    expect(russian).toMatchObject({ status: 404, body: { message: adminServerTexts.accountNotFound } });
    const english = await call(t.app, 'GET', `/api/v1/admin/accounts/${missing}`, { token: admin, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(english).toMatchObject({ status: 404, body: { message: 'Account not found' } });
  });

  it('puts a DNS check’s hints (an answer without a message) in Russian for a Russian browser only', async () => {
    const app = Fastify();
    registerAnswerLanguage(app);
    const hint = { code: 'txt_missing', message: domainsServerTexts.hints.txt_missing('_sitecraft.example.com') };
    app.get('/check', async () => ({ pointed: false, hints: [hint] }));
    try {
      expect((await app.inject({ method: 'GET', url: '/check' })).json()).toEqual({ pointed: false, hints: [hint] });
      const russian = await app.inject({ method: 'GET', url: '/check', headers: { 'accept-language': 'ru' } });
      expect(russian.json()).toEqual({ pointed: false, hints: [{ code: 'txt_missing', message: expect.stringMatching(/^Запись TXT для _sitecraft\.example\.com не найдена\./) }] });
    } finally {
      await app.close();
    }
  });
});
