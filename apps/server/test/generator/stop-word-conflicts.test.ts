import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signUpVerified(t.app, t.ctx, 'stop-words@example.com');
});
afterAll(() => t.close());

const credits = async () => ((await call(t.app, 'GET', '/api/v1/user/me', { token })).body.user as { credits: number }).credits;
const sites = async () => (await call(t.app, 'GET', '/api/v1/sites', { token })).body.sites as unknown[];
const stored = (trackId: string) => t.ctx.db.selectFrom('generations').select('track_id').where('track_id', '=', trackId).execute();

describe('a stop word inside the owner’s own answers', () => {
  it('is refused before charging: a 400 naming the stop words and the business name, no credit spent, no site created', async () => {
    const before = await credits();
    const body = generationRequest(['crumb-and-crust.com'], { business_name: 'Crumb & Crust', stop_words: 'cheap, crust' });
    const response = await call(t.app, 'POST', '/api/v1/generator', { token, body });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The stop word “crust” is part of the business name “Crumb & Crust”. Remove it from the stop words or change the name.');
    expect(response.body.errors).toEqual([
      { field: 'stop_words', message: response.body.message },
      { field: 'business_name', message: response.body.message },
    ]);
    expect(await credits()).toBe(before);
    expect(await stored(body.track_id)).toEqual([]);
    expect(await sites()).toEqual([]);
  });

  it('answers in Russian for a Russian customer, and names an offer and a keyword the same way', async () => {
    const body = generationRequest(['pekarnya.com'], { offers: [{ name: 'Торт на заказ', price: '2000 ₽' }], key_words: 'хлеб, свежий торт', stop_words: 'торт' });
    const response = await call(t.app, 'POST', '/api/v1/generator', { token, body, headers: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'Стоп-слово «торт» входит в предложение «Торт на заказ». Уберите его из стоп-слов или измените предложение. Стоп-слово «торт» входит в ключевое слово «свежий торт». Уберите его из стоп-слов или из ключевых слов.',
    );
    expect((response.body.errors as { field: string }[]).map((error) => error.field)).toEqual(['stop_words', 'offers', 'stop_words', 'key_words']);
    expect(await stored(body.track_id)).toEqual([]);
  });

  it('takes a stop word that is only part of a longer word of the name, and keeps the owner’s name', async () => {
    const body = generationRequest(['crusty-loaves.com'], { business_name: 'Crusty Loaves', stop_words: 'crust' });
    const response = await call(t.app, 'POST', '/api/v1/generator', { token, body });
    expect(response.status).toBe(200);
    const request = await t.ctx.db.selectFrom('generations').select('request').where('track_id', '=', body.track_id).executeTakeFirstOrThrow();
    expect(JSON.parse(request.request).business_name).toBe('Crusty Loaves');
  });
});
