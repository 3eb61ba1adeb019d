import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signUpVerified(t.app, t.ctx, 'groomer@example.com');
});
afterAll(() => t.close());

const facts = {
  business_name: 'Muddy Paws',
  offers: [{ name: 'Full groom', price: '£45' }, { name: 'Hand stripping' }],
  contact_email: 'hello@muddypaws.co.uk',
  opening_hours: { days: [{ day: 'tue', opens: '08:30', closes: '17:00' }], note: 'No cages.' },
  reviews: [{ quote: 'Our spaniel came home calm and fluffy, and they sent a photo.', name: 'Anna K.', source: 'Google' }, { quote: 'Gentle with a nervous rescue dog.' }],
  areas_served: ['Bristol', 'Bath'],
  payment_methods: ['Cash', 'Card'],
  year_founded: 2015,
};

describe('the business facts of POST /api/v1/generator', () => {
  it('are documented in OpenAPI as optional fields', () => {
    const spec = t.app.swagger() as { paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> } } }> };
    const path = Object.keys(spec.paths).find((each) => /^\/api\/v1\/generator\/?$/.test(each))!;
    const schema = spec.paths[path]!.post!.requestBody!.content['application/json']!.schema;
    for (const field of Object.keys(facts)) {
      expect(schema.properties).toHaveProperty(field);
      expect(schema.required ?? []).not.toContain(field);
    }
  });

  it('are kept with the generation when valid', async () => {
    const body = generationRequest(['muddy-paws.co.uk'], facts);
    expect((await call(t.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
    const row = await t.ctx.db.selectFrom('generations').select('request').where('track_id', '=', body.track_id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.request)).toMatchObject(facts);
  });

  it.each([
    ['business_name', { business_name: 'x'.repeat(121) }],
    ['offers', { offers: Array.from({ length: 31 }, (_, index) => ({ name: `Offer ${index}` })) }],
    ['offers.0.price', { offers: [{ name: 'Groom', price: 'x'.repeat(41) }] }],
    ['contact_email', { contact_email: 'not an email' }],
    ['opening_hours.days.0.closes', { opening_hours: { days: [{ day: 'tue', opens: '17:00', closes: '09:00' }] } }],
    ['reviews', { reviews: Array.from({ length: 7 }, (_, index) => ({ quote: `A kind review, number ${index}.` })) }],
    ['reviews.0.quote', { reviews: [{ quote: 'x'.repeat(601) }] }],
    ['areas_served.0', { areas_served: ['x'.repeat(81)] }],
    ['year_founded', { year_founded: new Date().getUTCFullYear() + 1 }],
  ])('refuses a bad %s with a 400 that names it, charging nothing', async (field, bad) => {
    const before = await t.ctx.db.selectFrom('accounts').select('credits').where('email', '=', 'groomer@example.com').executeTakeFirstOrThrow();
    const refused = await call(t.app, 'POST', '/api/v1/generator', { token, body: generationRequest(['bad-facts.com'], bad) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    const after = await t.ctx.db.selectFrom('accounts').select('credits').where('email', '=', 'groomer@example.com').executeTakeFirstOrThrow();
    expect(after.credits).toBe(before.credits);
  });
});
