import { beforeAll, describe, expect, test } from 'vitest';
import { applySiteEdits, composeSites, siteEditsSchema, type SiteModel } from '../src/index.ts';
import { fixedNow, request } from './support/requests.ts';

/**
 * Texts the engine built from the owner's facts (the FAQ's answers, the contact leads that name the address, the
 * keyword sentence listing the offers) say the facts as they are after an edit in Business details, in each language,
 * while a text the owner rewrote keeps the owner's words.
 */
let model: SiteModel;
beforeAll(async () => {
  const brief = request({
    site_theme: 'Bicycle repair', business_name: 'Spoke & Chain', description: 'Bicycle repair workshop in Leeds.', key_words: 'bike repair', stop_words: '',
    domain_name: 'spoke-and-chain.co.uk', second_site_language: 'Русский', contact_country: 'United Kingdom', contact_address: '12 Kirkstall Road, Leeds',
    contact_phone: '+44 113 496 0000', track_id: '1a2b3c4d-0000-4000-8000-000000000037',
  });
  model = (await composeSites(brief, { now: fixedNow })).models[0]!;
}, 60_000);

const edit = (site: SiteModel, edits: unknown[]) => applySiteEdits(site, siteEditsSchema.parse(edits)).model;

/**
 * Every text of every page, as one: the facts' own lines (footer, contact details, JSON-LD) are drawn from the model's
 * `business` as pages are rendered, so what else a page says is here.
 */
const rendered = (site: SiteModel) => JSON.stringify([site.editions, site.assets]).replace(/\s/g, ' ');

type Faq = { question: string; answer: string }[];
/** The FAQs of one edition (the home or offers page's and the prices page's). */
const faqsOf = (site: SiteModel, edition: number): Faq[] =>
  site.editions[edition]!.pages.flatMap((page) => page.sections.flatMap((section) => (section.kind === 'faq' ? [section.data.items] : [])));
const faqText = (site: SiteModel, edition: number) => faqsOf(site, edition).map((items) => items.map((item) => `${item.question} ${item.answer}`.replace(/\s/g, ' ')).join('\n'));
const heroLead = (site: SiteModel, edition: number) => site.editions[edition]!.pages[0]!.sections.find((section) => section.kind === 'hero')!.data.lead as string;
/** The leads of the contact section and of the contact page's header. */
const contactLeads = (site: SiteModel, edition: number) =>
  site.editions[edition]!.pages.flatMap((page) => page.sections.flatMap((section) => ((section.kind === 'contact' || (section.kind === 'pageHeader' && page.key === 'contact')) && section.data.lead ? [section.data.lead] : [])));

/** The pointer of the first FAQ answer whose text holds `words`. */
function answerPath(site: SiteModel, words: string): string {
  for (const [e, edition] of site.editions.entries()) {
    for (const [p, page] of edition.pages.entries()) {
      for (const [s, section] of page.sections.entries()) {
        const at = section.kind === 'faq' ? section.data.items.findIndex((item) => item.answer.includes(words)) : -1;
        if (at !== -1) return `/editions/${e}/pages/${p}/sections/${s}/data/items/${at}/answer`;
      }
    }
  }
  throw new Error(`no answer holds ${words}`);
}

describe('texts built from the owner’s facts after an edit of them', () => {
  test('the model is as generated: the FAQs answer from the facts, the contact leads name the address, the hero lists the trade’s offers', () => {
    for (const edition of [0, 1]) {
      expect(faqsOf(model, edition).length).toBeGreaterThan(0);
      for (const faq of faqText(model, edition)) expect(faq).toContain('12 Kirkstall Road, Leeds');
      for (const lead of contactLeads(model, edition)) expect(lead).toContain('12 Kirkstall Road, Leeds');
    }
    expect(heroLead(model, 0)).toContain('first consultation, tailored offer, ongoing support and more');
  });

  test('offers: every FAQ gives the owner’s prices and the hero’s keyword sentence lists their offers, in both languages; the trade’s are listed nowhere', () => {
    const edited = edit(model, [{ op: 'offers', offers: [{ name: 'Wheel truing', price: '£15' }, { name: 'Puncture repair', price: '£8' }] }]);
    for (const faq of faqText(edited, 0)) expect(faq).toContain('The prices at Spoke & Chain: Wheel truing: £15; Puncture repair: £8.');
    for (const faq of faqText(edited, 1)) expect(faq).toContain('Цены «Spoke & Chain»: Wheel truing — £15; Puncture repair — £8.');
    expect(heroLead(edited, 0)).toContain('Spoke & Chain offers bike repair as well as wheel truing and puncture repair.');
    expect(heroLead(edited, 1)).toContain('есть ещё wheel truing и puncture repair.');
    const pages = rendered(edited);
    for (const stale of ['That depends on what you choose', 'Это зависит от того, что вы выберете', 'first consultation, tailored offer', 'первая консультация, индивидуальное предложение']) expect(pages).not.toContain(stale);
  });

  test('opening hours: added, the FAQs ask when the business is open; changed, they give the new hours and the old are nowhere; taken off, the question goes', () => {
    const tuesday = edit(model, [{ op: 'hours', hours: { days: [{ day: 'tue', opens: '09:00', closes: '17:00' }] } }]);
    for (const faq of faqText(tuesday, 0)) expect(faq).toContain('The opening hours of Spoke & Chain: Tue 9:00 AM – 5:00 PM.');
    for (const faq of faqText(tuesday, 1)) expect(faq).toContain('Часы работы «Spoke & Chain»: Вт 09:00–17:00.');
    const saturday = edit(tuesday, [{ op: 'hours', hours: { days: [{ day: 'sat', opens: '10:00', closes: '16:00' }] } }]);
    for (const faq of faqText(saturday, 0)) expect(faq).toContain('The opening hours of Spoke & Chain: Sat 10:00 AM – 4:00 PM.');
    for (const faq of faqText(saturday, 1)) expect(faq).toContain('Часы работы «Spoke & Chain»: Сб 10:00–16:00.');
    const pages = rendered(saturday);
    for (const stale of ['Tue 9:00 AM', 'Вт 09:00–17:00']) expect(pages).not.toContain(stale);
    const closed = rendered(edit(saturday, [{ op: 'hours', hours: null }]));
    for (const stale of ['When is Spoke & Chain open?', 'Когда работает «Spoke & Chain»?', 'Sat 10:00 AM']) expect(closed).not.toContain(stale);
  });

  test('address: changed, the FAQs and contact leads name the new one; taken off, they name none and no page has the old', () => {
    const moved = edit(model, [{ op: 'text', path: '/business/address', value: '3 Otley Road, Leeds' }]);
    for (const edition of [0, 1]) {
      for (const faq of faqText(moved, edition)) expect(faq).toContain('3 Otley Road, Leeds');
      for (const lead of contactLeads(moved, edition)) expect(lead).toContain('3 Otley Road, Leeds');
    }
    expect(rendered(moved)).not.toContain('Kirkstall Road');
    const gone = edit(moved, [{ op: 'text', path: '/business/address', value: '' }]);
    expect(rendered(gone)).not.toContain('Otley Road');
    for (const edition of [0, 1]) expect(contactLeads(gone, edition).length).toBeGreaterThan(0);
    const back = edit(gone, [{ op: 'text', path: '/business/address', value: '8 Call Lane, Leeds' }]);
    for (const edition of [0, 1]) {
      for (const faq of faqText(back, edition)) expect(faq).toContain('8 Call Lane, Leeds');
      for (const lead of contactLeads(back, edition)) expect(lead).toContain('8 Call Lane, Leeds');
    }
  });

  test('phone and email: the FAQs’ invitation to ask names the ways there are to get in touch', () => {
    const emailOnly = edit(model, [{ op: 'text', path: '/business/phone', value: '' }, { op: 'text', path: '/business/email', value: 'hello@spoke-and-chain.co.uk' }]);
    for (const faq of faqText(emailOnly, 0)) expect(faq).toContain('Write to hello@spoke-and-chain.co.uk and tell us what you need.');
    for (const faq of faqText(emailOnly, 1)) expect(faq).toContain('Напишите на hello@spoke-and-chain.co.uk и расскажите, что вам нужно.');
    expect(rendered(emailOnly)).not.toContain('496 0000');
    const both = edit(emailOnly, [{ op: 'text', path: '/business/phone', value: '+44 113 496 1111' }]);
    for (const faq of faqText(both, 0)) expect(faq).toContain('Call +44 113 496 1111 or write to hello@spoke-and-chain.co.uk');
  });

  test('areas served, ways to pay and the founding year: each added gets its question in every FAQ; changed, the old is on no page', () => {
    const changes: [unknown, unknown, string, string, string][] = [
      [{ op: 'areasServed', areasServed: ['Headingley', 'Horsforth'] }, { op: 'areasServed', areasServed: ['Roundhay'] }, 'Spoke & Chain works in Headingley; Horsforth.', 'Места, где работает «Spoke & Chain»: Roundhay.', 'Headingley'],
      [{ op: 'paymentMethods', paymentMethods: ['Apple Pay'] }, { op: 'paymentMethods', paymentMethods: ['Bank transfer'] }, 'Ways to pay at Spoke & Chain: Apple Pay.', 'Способы оплаты в «Spoke & Chain»: Bank transfer.', 'Apple Pay'],
      [{ op: 'yearFounded', yearFounded: 1998 }, { op: 'yearFounded', yearFounded: 2004 }, 'Spoke & Chain was founded in 1998.', '«Spoke & Chain» работает с 2004 года.', '1998'],
    ];
    for (const [add, change, added, changed, old] of changes) {
      const given = edit(model, [add]);
      for (const faq of faqText(given, 0)) expect(faq).toContain(added);
      const edited = edit(given, [change]);
      for (const faq of faqText(edited, 1)) expect(faq).toContain(changed);
      expect(rendered(edited)).not.toContain(old);
    }
  });

  test('a site saved before the questions were marked has them rebuilt too, found by their words', () => {
    const saved = structuredClone(model);
    for (const edition of saved.editions) for (const page of edition.pages) for (const section of page.sections) if (section.kind === 'faq') for (const item of section.data.items) delete item.fact;
    const edited = edit(saved, [{ op: 'text', path: '/business/address', value: '' }]);
    for (const edition of [0, 1]) for (const faq of faqText(edited, edition)) expect(faq).not.toContain('Kirkstall');
  });

  test('an FAQ answer and a contact lead the owner rewrote keep the owner’s words through an edit of their fact, and the FAQ asks no second time', () => {
    const ownAnswer = 'Behind the station, in the old tram shed: ring the bell.';
    const ownLead = 'Ring the bell at the tram shed and we will come down.';
    const contactPage = model.editions[0]!.pages.findIndex((page) => page.key === 'contact');
    const header = model.editions[0]!.pages[contactPage]!.sections.findIndex((section) => section.kind === 'pageHeader');
    const rewritten = edit(model, [
      { op: 'text', path: answerPath(model, 'The address of Spoke & Chain'), value: ownAnswer },
      { op: 'text', path: answerPath(model, 'That depends on what you choose'), value: 'Every repair is priced on the bench, before we start.' },
      { op: 'text', path: `/editions/0/pages/${contactPage}/sections/${header}/data/lead`, value: ownLead },
    ]);
    const edited = edit(rewritten, [
      { op: 'text', path: '/business/address', value: '3 Otley Road, Leeds' },
      { op: 'offers', offers: [{ name: 'Wheel truing', price: '£15' }] },
    ]);
    const english = faqsOf(edited, 0)[0]!;
    expect(english.filter((item) => item.answer === ownAnswer)).toHaveLength(1);
    expect(english.filter((item) => item.question === 'Where can I find Spoke & Chain?')).toHaveLength(1);
    expect(english.map((item) => item.answer)).toContain('Every repair is priced on the bench, before we start.');
    expect(english.filter((item) => item.question === 'What does it cost?')).toHaveLength(1);
    expect(contactLeads(edited, 0)).toContain(ownLead);
    // The Russian edition's texts, which the owner left as they were, are rebuilt.
    for (const faq of faqText(edited, 1)) expect(faq).toContain('Адрес «Spoke & Chain»: 3 Otley Road, Leeds.');
    // An edit makes a new model: the one it was made from (a saved version) keeps its texts.
    expect(faqText(model, 0)[0]).toContain('That depends on what you choose');
  });
});
