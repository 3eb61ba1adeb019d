import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { composeSites } from '../src/index.ts';
import type { SectionData } from '../src/model/sections.ts';
import type { ShownBusiness } from '../src/render/business.ts';
import { templateRecipes } from '../src/render/recipes/templates.ts';
import { renderSection } from '../src/render/sections/index.ts';
import type { ShownOffer } from '../src/render/shown-offers.ts';
import { launchChromium, serveFiles } from './support/browser.ts';
import { showcaseNow, templateBriefs } from './support/showcase-briefs.ts';
import { servedFiles } from './support/site-pages.ts';

/** Templates 1–11: each one's hero, and words and figures of the template's own first screen that must never carry over. */
const templatesA = [
  { template: '1.html', hero: 'emblem', own: ['Nova Arena', 'Season 2025', 'last round', 'Trophies', '412K'] },
  { template: '2.html', hero: 'arch', own: ['Lumière', 'N°14', 'quiet things', 'Munken'] },
  { template: '3.html', hero: 'window', own: ['Quantum', 'acme-api', 'Scale to zero', 'p95', 'Healthy'] },
  { template: '4.html', hero: 'chart', own: ['Sterling', 'EBITDA', 'cannot afford', 'benchmark'] },
  { template: '5.html', hero: 'roundel', own: ['MediCare', 'Okafor', 'Next free slot', 'under one roof'] },
  { template: '6.html', hero: 'radar', own: ['Cipher', 'phish', 'brute-ssh', 'contained', 'SOC online'] },
  { template: '7.html', hero: 'prism', own: ['Prism One', 'bent', 'SOUND', '360°'] },
  { template: '8.html', hero: 'plate', own: ['Verdant', 'Vegetables', 'Summer menu', 'matter.'] },
  { template: '9.html', hero: 'pixel', own: ['Pixel Forge', 'Ember', 'PRESS START', 'Devlog'] },
  { template: '10.html', hero: 'monochrome', own: ['Studio Mono', 'subtracted', 'Alfama', 'HP5'] },
  { template: '11.html', hero: 'metrics', own: ['DataPulse', 'Acme Store', 'with a pulse', 'Churn', 'Live events'] },
] as const;

const russianHero: SectionData<'hero'> = {
  eyebrow: 'Груминг в Москве',
  title: 'Стрижка и мытьё собак без клеток и спешки',
  lead: 'Мы стрижём, моем и вычёсываем собак любых пород спокойно и бережно, по записи.',
  actions: [
    { label: 'Записаться', href: 'contact.html' },
    { label: 'Все услуги', href: 'services.html' },
  ],
  image: { file: 'images/hero.svg', alt: 'Хвостопарикмахерская: груминг собак', width: 1200, height: 800 },
};
const russianOffers: ShownOffer[] = [
  { title: 'Комплексный груминг', price: '3 500 ₽', icon: 'scissors' },
  { title: 'Тримминг жесткошёрстных пород', price: 'от 4 200 ₽', icon: 'dog' },
  { title: 'Гигиеническая стрижка когтей', price: '600 ₽', icon: 'paw-print' },
  { title: 'Мытьё и сушка', price: '1 900 ₽', icon: 'bath' },
];
const russianBusiness: ShownBusiness = {
  name: 'Хвостопарикмахерская',
  phone: { text: '+7 495 120-45-67', href: 'tel:+74951204567' },
  address: 'Москва, Малая Грузинская улица, 15',
  hours: ['Вт–Сб 09:00–19:00', 'Вс 10:00–16:00'],
  mapHref: () => undefined,
  reviews: [],
};

/** The hero's visible words: its markup without tags (the inline art's figures are attributes, not text). */
const textOf = (markup: string) => markup.replace(/<svg[\s\S]*?<\/svg>/gu, ' ').replace(/<[^>]*>/gu, ' ').replace(/&amp;/gu, '&').replace(/\s+/gu, ' ');

describe('the heroes of gallery templates 1–11', () => {
  test('each template’s recipe opens on its own hero', () => {
    for (const { template, hero } of templatesA) expect(templateRecipes[template]?.home[0], template).toEqual({ kind: 'hero', variant: hero });
  });

  test.each(templatesA)('$hero shows the business’s own offers, prices and hours in Russian, one h1, and no word or figure of $template', ({ hero, own }) => {
    const markup = renderSection({ kind: 'hero', variant: hero, data: russianHero }, { asset: (file) => file, first: true, business: russianBusiness, offers: russianOffers }).value;
    const text = textOf(markup);
    expect(markup.match(/<h1[\s>]/gu)).toHaveLength(1);
    expect(text).toContain(russianHero.title.split(' ')[0]);
    // The device names what the business sells or when it is open, besides the title and lead.
    const device = textOf(markup.replace(/<h1[\s\S]*?<\/h1>/u, '').replace(/<p class="[^"]*lead[^"]*">[\s\S]*?<\/p>/u, ''));
    const shown = [...russianOffers.flatMap((offer) => [offer.title, offer.price ?? '']), ...russianBusiness.hours].filter((fact) => fact && device.includes(fact));
    expect(shown.length, `${hero}: ${device}`).toBeGreaterThanOrEqual(2);
    for (const word of own) expect(text.toLowerCase(), `${hero} says “${word}”`).not.toContain(word.toLowerCase());
    // Every figure on it is one the owner gave (a price, an hour, the phone, the address): none is invented.
    const given = new Set(
      [russianHero.title, russianHero.lead, russianHero.eyebrow ?? '', ...russianOffers.flatMap((offer) => [offer.title, offer.price ?? '']), ...russianBusiness.hours, russianBusiness.phone?.text ?? '', russianBusiness.address ?? '']
        .flatMap((fact) => fact.match(/\d+/gu) ?? []),
    );
    expect((text.match(/\d+/gu) ?? []).filter((figure) => !given.has(figure)), hero).toEqual([]);
  });

  test.each(templatesA)('$hero without prices or hours shows the offers’ names and no figure', ({ hero }) => {
    const offers = russianOffers.map(({ title, icon }) => ({ title, icon }));
    const business = { ...russianBusiness, hours: [], phone: undefined, address: undefined } as ShownBusiness;
    const markup = renderSection({ kind: 'hero', variant: hero, data: { ...russianHero, eyebrow: undefined } as SectionData<'hero'> }, { asset: (file) => file, first: true, business, offers }).value;
    const text = textOf(markup);
    expect(text.match(/\d/u), hero).toBeNull();
    expect(offers.some((offer) => text.includes(offer.title)), hero).toBe(true);
  });
});

let browser: Browser;
let tab: Page;
let served: ReadonlyMap<string, string | Uint8Array> = new Map();

beforeAll(async () => {
  browser = await launchChromium();
  tab = await browser.newPage();
  await serveFiles(tab, () => served);
});

afterAll(async () => {
  await browser?.close();
});

/** A dog groomer with a long name and its own priced offers and hours, in English, or in Russian with a long Russian name. */
function groomer(template: string, language: 'English' | 'Russian'): GenerationRequestInput {
  const brief = templateBriefs.find((each) => each.request.baseTemplate === template);
  if (!brief) throw new Error(`No gallery template ${template}`);
  const days = (['tue', 'wed', 'thu', 'fri', 'sat'] as const).map((day) => ({ day, opens: '08:30', closes: '17:00' }));
  const common = { ...brief.request, site_theme: 'Pet Care', stop_words: '', opening_hours: { days } };
  if (language === 'English') {
    const name = 'Kensington Hand-Stripping Grooming Emporium';
    return {
      ...common,
      business_name: name,
      description: `${name} is a dog grooming salon in London: baths, hand stripping, nail clipping and puppy grooms. No cages.`,
      key_words: 'dog grooming, hand stripping',
      domain_name: 'kensington-grooming.co.uk',
      offers: [{ name: 'Full groom', price: '£55' }, { name: 'Hand stripping', price: '£70' }, { name: 'Nail clipping', price: '£12' }, { name: 'Puppy introduction groom' }],
    };
  }
  return {
    ...common,
    site_language: 'Russian',
    contact_country: 'Россия',
    contact_address: 'Москва, Малая Грузинская улица, 15',
    contact_phone: '+7 495 120-45-67',
    business_name: 'Хвостопарикмахерская',
    description: 'Хвостопарикмахерская — груминг-салон для собак в Москве: комплексный груминг, тримминг, стрижка когтей, мытьё и сушка.',
    key_words: 'груминг собак Москва, тримминг',
    domain_name: 'hvost-grooming.ru',
    offers: russianOffers.map((offer) => ({ name: offer.title, ...(offer.price ? { price: offer.price } : {}) })),
  };
}

/** What on the open page's hero is wider than the screen or cut off at its sides: each element holding text must lie within the page. */
function heroProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`the page is ${root.scrollWidth} px wide on a ${root.clientWidth} px screen`);
    const hero = document.querySelector('main section');
    if (!hero) return ['no hero'];
    for (const element of Array.from(hero.querySelectorAll<HTMLElement>('*'))) {
      const ownText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim());
      if (!ownText) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.left < -1 || box.right > root.clientWidth + 1)) problems.push(`${element.tagName.toLowerCase()}.${element.className} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
    return problems;
  });
}

/** The words of the open page's hero (title, lead, device) that are split over two lines (Chromium here hyphenates nothing). */
function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const hero = document.querySelector('main section');
    if (!hero) return ['no hero'];
    const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const word of text.matchAll(/[^\s/·,–—-]{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(Array.from(range.getClientRects()).filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) problems.push(`“${word[0]}” is split over ${lines.size} lines in ${node.parentElement?.className ?? ''}`);
      }
    }
    return problems;
  });
}

/**
 * What goes wrong when a long-named English groomer and a Russian one are generated on each template and their home
 * page is drawn at each width: a hero not the template's, not one h1, no offer in the hero, or what `problems` finds.
 */
async function chromiumFindings(templates: readonly { template: string; hero: string }[], widths: readonly number[], problems: (page: Page) => Promise<string[]>): Promise<string[]> {
  const findings: string[] = [];
  for (const { template, hero } of templates) {
    for (const language of ['English', 'Russian'] as const) {
      const request = groomer(template, language);
      const result = await composeSites(request, { now: showcaseNow });
      served = servedFiles(result, 0);
      const home = String(served.get('index.html'));
      const heroMarkup = /<section class="hero_[\s\S]*?<\/section>/u.exec(home)?.[0] ?? '';
      if (!heroMarkup.startsWith(`<section class="hero_${hero}"`)) findings.push(`${template} ${language}: the hero is not ${hero}`);
      if ((home.match(/<h1[\s>]/gu) ?? []).length !== 1) findings.push(`${template} ${language}: not one h1`);
      const offerNames = (request.offers ?? []).map((offer) => offer.name.replace(/&/gu, '&amp;'));
      if (!offerNames.some((name) => heroMarkup.includes(name))) findings.push(`${template} ${language}: no offer in the hero`);
      // One load, looked at in each width: the sites have no script, so a resized page lays out as one loaded at that width.
      for (const [index, width] of widths.entries()) {
        await tab.setViewportSize({ width, height: 900 });
        if (index === 0) await tab.goto('http://site.test/index.html', { waitUntil: 'load' });
        await tab.evaluate(() => Promise.all([document.fonts.ready, new Promise(requestAnimationFrame)]));
        for (const problem of await problems(tab)) findings.push(`${template} ${language} ${width}px: ${problem}`);
      }
    }
  }
  return findings;
}

describe('the heroes of gallery templates 1–11 in Chromium', () => {
  test('a long-named groomer in English and a Russian one get the template’s hero with their offers, and it fits 1366, 860, 390 and 320 px screens without a word split', async () => {
    const findings = await chromiumFindings(templatesA, [1366, 860, 390, 320], async (page) => [...(await heroProblems(page)), ...(await splitWords(page))]);
    expect(findings).toEqual([]);
  }, 240_000);
});

/** Templates 12–23: each one's hero, and words and figures of the template's own first screen that must never carry over. */
const templatesB = [
  { template: '12.html', hero: 'niche', own: ['Harbor Legal', 'Steady counsel', 'Bar Harbor', 'Attorneys', 'Portland Head'] },
  { template: '13.html', hero: 'mascot', own: ['DentaSmile', 'Google reviews', 'Next free slot', 'No surprises', 'PPO'] },
  { template: '14.html', hero: 'terminal', own: ['ZeroTrust', 'before they do', 'recon', 'CRITICAL', 'CREST'] },
  { template: '15.html', hero: 'orb', own: ['Orbit One', 'pulled into', '€899', 'Launch price', 'km/h'] },
  { template: '16.html', hero: 'peaks', own: ['Train hard', 'Climb higher', 'Summit', 'Olympic lifting', 'Classes weekly'] },
  { template: '17.html', hero: 'vinyl', own: ['Echo Records', 'Low Tide', 'Quiet Harbour', 'Demo inbox', 'ECHO 041'] },
  { template: '18.html', hero: 'blueprint', own: ['RoboCore', 'Robot arms', 'Payload', 'Repeatability', 'Installed base'] },
  { template: '19.html', hero: 'sunset', own: ['Riviera', 'Saint-Tropez', 'remarkable lives', 'Budget', 'Search'] },
  { template: '20.html', hero: 'network', own: ['NeuroLab', 'sleeping brain', 'Now recruiting', 'spindle', 'Volunteers studied'] },
  { template: '21.html', hero: 'moonlit', own: ['Dragon Realm', 'Ashen Crown', 'Pre-register', 'Emberpeak', 'Launching'] },
  { template: 'aurora-3d.html', hero: 'aurora', own: ['We build worlds', 'step into', 'Reykjavík', 'Immersive', 'discovery call'] },
  { template: 'sentinel-soc.html', hero: 'dial', own: ['Sentinel', 'never clock off', 'Singapore', 'analysts', 'UTC'] },
] as const;

describe('the heroes of gallery templates 12–23', () => {
  test('each template’s recipe opens on its own hero', () => {
    for (const { template, hero } of templatesB) expect(templateRecipes[template]?.home[0], template).toEqual({ kind: 'hero', variant: hero });
  });

  test.each(templatesB)('$hero shows the business’s own offers, hours, phone or town in Russian, one h1, and no word or figure of $template', ({ hero, own }) => {
    const markup = renderSection({ kind: 'hero', variant: hero, data: russianHero }, { asset: (file) => file, first: true, business: russianBusiness, offers: russianOffers }).value;
    const text = textOf(markup);
    expect(markup.match(/<h1[\s>]/gu)).toHaveLength(1);
    expect(text).toContain(russianHero.title.split(' ')[0]);
    const device = textOf(markup.replace(/<h1[\s\S]*?<\/h1>/u, '').replace(/<p class="[^"]*lead[^"]*">[\s\S]*?<\/p>/u, ''));
    const facts = [...russianOffers.flatMap((offer) => [offer.title, offer.price ?? '']), ...russianBusiness.hours, russianBusiness.phone?.text ?? '', 'Москва'];
    const shown = facts.filter((fact) => fact && device.includes(fact));
    expect(shown.length, `${hero}: ${device}`).toBeGreaterThanOrEqual(3);
    expect(russianOffers.some((offer) => device.includes(offer.title)), `${hero} names an offer: ${device}`).toBe(true);
    for (const word of own) expect(text.toLowerCase(), `${hero} says “${word}”`).not.toContain(word.toLowerCase());
    const given = new Set(
      [russianHero.title, russianHero.lead, russianHero.eyebrow ?? '', ...facts, russianBusiness.address ?? ''].flatMap((fact) => fact.match(/\d+/gu) ?? []),
    );
    expect((text.match(/\d+/gu) ?? []).filter((figure) => !given.has(figure)), hero).toEqual([]);
  });

  test.each(templatesB)('$hero without prices, hours, phone or address shows the offers’ names and no figure', ({ hero }) => {
    const offers = russianOffers.map(({ title, icon }) => ({ title, icon }));
    const business = { ...russianBusiness, hours: [], phone: undefined, address: undefined } as ShownBusiness;
    const markup = renderSection({ kind: 'hero', variant: hero, data: { ...russianHero, eyebrow: undefined } as SectionData<'hero'> }, { asset: (file) => file, first: true, business, offers }).value;
    const text = textOf(markup);
    expect(text.match(/\d/u), hero).toBeNull();
    expect(offers.some((offer) => text.includes(offer.title)), hero).toBe(true);
  });

  test('the dial colours the opening time of the first hours line, in 24-hour and in AM/PM form, and none without hours', () => {
    const dial = (hours: string[]) =>
      renderSection({ kind: 'hero', variant: 'dial', data: russianHero }, { asset: (file) => file, first: true, business: { ...russianBusiness, hours }, offers: russianOffers }).value;
    expect(dial(['Вт–Сб 09:00–19:00'])).toContain('hero_dial_open');
    expect(dial(['Tue–Sat 8:30 AM – 5:00 PM'])).toContain('hero_dial_open');
    expect(dial(['Mon–Fri 9:00 – 11:30 AM'])).toContain('hero_dial_open');
    expect(dial([])).not.toContain('hero_dial_open');
  });
});

describe('the heroes of gallery templates 12–23 in Chromium', () => {
  test('a long-named groomer in English and a Russian one get the template’s hero with their offers, and it fits 1366, 390 and 320 px screens', async () => {
    expect(await chromiumFindings(templatesB, [1366, 390, 320], heroProblems)).toEqual([]);
  }, 240_000);
});
