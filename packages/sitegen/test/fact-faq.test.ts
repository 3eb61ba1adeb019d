import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import { beforeAll, describe, expect, test } from 'vitest';
import { composeSites, type ComposedSites } from '../src/index.ts';
import { catalogue } from '../src/trades/index.ts';
import { fixedNow, request } from './support/requests.ts';
import { pagesOf } from './support/site-texts.ts';

/**
 * The FAQ answers from the owner's facts (the hours, the prices, the address, the ways to pay) or invites the visitor to
 * ask; a trade's question put to the business ("Do you walk dogs off the lead?") or answered with a policy in the first
 * person ("We ask to see the vaccination record") is never used.
 */
const base: Partial<GenerationRequestInput> = { site_theme: 'Pet Care', business_name: 'Muddy Paws', key_words: '', stop_words: '', description: '', domain_name: 'muddypaws.co.uk' };
const facts: Partial<GenerationRequestInput> = {
  offers: [{ name: 'Full groom', price: '£45' }, { name: 'Bath and brush', price: '£30' }],
  opening_hours: { days: [{ day: 'tue', opens: '09:00', closes: '17:00' }] },
  contact_email: 'hello@muddypaws.co.uk',
  payment_methods: ['Cash', 'Card'],
};
const runs: Record<string, GenerationRequestInput> = {
  'English with facts': request({ ...base, ...facts, contact_country: 'United Kingdom', contact_address: '5 High Street, Bristol', contact_phone: '+44 117 496 0321' }),
  'Russian with facts': request({ ...base, ...facts, site_language: 'Russian', contact_country: 'Russia', contact_address: 'Казань, ул. Баумана, 5', contact_phone: '+7 843 123-45-67', offers: [{ name: 'Комплексный груминг', price: '3000 ₽' }] }),
  'English without facts': request({ ...base, contact_phone: '', contact_address: '', contact_country: 'United Kingdom' }),
};

const results = new Map<string, ComposedSites>();
beforeAll(async () => {
  for (const [name, input] of Object.entries(runs)) results.set(name, await composeSites(input, { now: fixedNow }));
}, 60_000);

/** The questions and answers of the home page's FAQ, or the offers page's. */
function faqOf(name: string): { question: string; answer: string }[] {
  const sections = pagesOf(results.get(name) as ComposedSites).flatMap((page) => page.sections);
  const faq = sections.find((section) => section.kind === 'faq');
  return (faq?.data as { items: { question: string; answer: string }[] } | undefined)?.items ?? [];
}

describe('the FAQ', () => {
  test('answers from the owner’s facts: the hours, the prices, the address, the ways to pay and how to get in touch', () => {
    const english = faqOf('English with facts').map((item) => `${item.question} ${item.answer}`).join('\n');
    for (const fact of ['Tue', 'Full groom: £45', 'Bath and brush: £30', '5 High Street, Bristol', '+44 117 496 0321', 'hello@muddypaws.co.uk']) expect(english).toContain(fact);
    const russian = faqOf('Russian with facts').map((item) => `${item.question} ${item.answer}`).join('\n');
    for (const fact of ['Вт', 'Комплексный груминг — 3000 ₽', 'Казань, ул. Баумана, 5', '+7 843 123-45-67']) expect(russian).toContain(fact);
  });

  test('without facts, invites the visitor to ask the price and to get in touch, and names no price, hours or address', () => {
    const items = faqOf('English without facts');
    expect(items.map((item) => item.question)).toEqual(expect.arrayContaining(['What does it cost?', 'How do I book or ask a question?']));
    expect(items.map((item) => item.answer).join('\n')).not.toMatch(/£|\d{1,2}:\d\d|High Street/u);
  });

  test('uses no question of the trade put to the business, and no answer stating its policy', () => {
    const pack = catalogue.find((trade) => trade.id === 'pet-care');
    const toTheBusiness = [...(pack?.en.faq ?? []), ...(pack?.ru.faq ?? [])].filter((item) => /\b(?:you|your)\b|(?<!\p{L})(?:вы|вас|ваш\p{L}*)(?!\p{L})/iu.test(item.question) || /\bwe\b|(?<!\p{L})мы(?!\p{L})/iu.test(item.answer));
    expect(toTheBusiness.length).toBeGreaterThan(3);
    const shown = Object.keys(runs).flatMap((name) => faqOf(name).map((item) => item.question));
    expect(shown.filter((question) => toTheBusiness.some((item) => item.question === question))).toEqual([]);
  });
});
