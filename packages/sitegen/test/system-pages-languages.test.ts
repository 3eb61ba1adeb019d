import { francAll } from 'franc-min';
import { describe, expect, test } from 'vitest';
import { THANK_YOU_PAGE, formLanguageOf, formProblems, formTexts } from '@sitecraft/shared/forms';
import { languages } from '../src/brief/languages.ts';
import { uiFor } from '../src/content/ui/index.ts';
import { generate, type GeneratedSite } from '../src/index.ts';
import { fixedNow, request } from './support/requests.ts';

// ISO 639-3 codes franc-min reports for the languages of step 5 it knows; the others are checked by the second rule only.
const francCodes: Readonly<Record<string, string>> = {
  en: 'eng', ru: 'rus', uk: 'ukr', be: 'bel', kk: 'kaz', uz: 'uzn', de: 'deu', fr: 'fra', es: 'spa', it: 'ita', pt: 'por', nl: 'nld', pl: 'pol', cs: 'ces',
  hr: 'hrv', sr: 'srp', bg: 'bul', ro: 'ron', hu: 'hun', el: 'ell', tr: 'tur', az: 'azj', ar: 'arb', fa: 'pes', ur: 'urd', hi: 'hin', bn: 'ben', ta: 'tam',
  th: 'tha', vi: 'vie', id: 'ind', ms: 'zlm', tl: 'tgl', zh: 'cmn', ja: 'jpn', ko: 'kor', sv: 'swe', sw: 'swh',
};
// Languages so close that franc-min cannot tell them apart in a page's worth of text (its Serbian is the Latin one).
const twins: readonly (readonly string[])[] = [['ind', 'zlm'], ['hrv', 'srp']];

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&(amp|lt|gt|quot|#39|apos);/g, (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&apos;': "'" })[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();

/** The engine's own parts of a site's edition: the thank-you and problem page, the 404 page, the privacy page and the contact form. */
function systemTexts(site: GeneratedSite, edition: number): Record<string, string> {
  const pages = site.model.editions[edition]?.pages ?? [];
  const dir = edition === 0 ? '' : `${site.model.editions[edition]?.lang}/`;
  const file = (key: string) => {
    const name = pages.find((page) => page.key === key)?.file ?? '';
    return String(site.files.get(name) ?? site.files.get(`${dir}${name}`) ?? '');
  };
  const part = (markup: string, pattern: RegExp) => decode(pattern.exec(markup)?.[0] ?? '');
  return {
    thankYou: part(String(site.files.get(`${dir}${THANK_YOU_PAGE}`) ?? ''), /<section class="ui_section thankYou_standard">.*?<\/section>/s),
    notFound: part(file('notFound'), /<main[\s>].*?<\/main>/s),
    privacy: part(file('privacy'), /<main[\s>].*?<\/main>/s),
    contactForm: part(file('contact'), /<form[\s>].*?<\/form>/s),
  };
}

/** Every text of the English packs long enough to be told from a word other languages borrow ("Blog", "Email"). */
function englishUiStrings(): string[] {
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(...value.split(/\{brand\}|\{domain\}|\|/));
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const en = formTexts.en;
  walk([uiFor('en'), en.thankYou, en.contactLabel, en.privacyHeading, en.privacy(365, 30), formProblems.map((code) => en.thankYou.problems[code])]);
  return [...new Set(strings.map((text) => text.trim()).filter((text) => text.length >= 12))];
}

/** The texts of the language packs those parts are made of: the form pack, and the page frame's 404, privacy and form texts. */
function packTexts(code: string): Record<string, string> {
  const form = formTexts[formLanguageOf(code)];
  const ui = uiFor(code);
  return {
    thankYou: [form.thankYou.title, form.thankYou.thanks, form.thankYou.writeAgain, form.thankYou.back, ui.form.back].join(' '),
    problems: [form.thankYou.problemTitle, ...formProblems.map((problem) => form.thankYou.problems[problem])].join(' '),
    notFound: [ui.notFound.title, ui.notFound.text, ui.notFound.action, ui.notFound.description].join(' '),
    privacy: [ui.privacy.title, ui.privacy.intro, ...ui.privacy.sections.flatMap((section) => [section.heading, section.text]), form.privacyHeading, form.privacy(365, 30)].join(' '),
    contactForm: [ui.form.heading, ui.form.name, form.contactLabel, ui.form.message, ui.form.submit, ui.form.note].join(' '),
  };
}

/**
 * franc-min reads each part long enough for it to tell close languages apart (a label or two it may take for a
 * neighbour's), and all parts together; the no-English rule below covers the short ones.
 */
function expectLanguage(code: string, texts: Record<string, string>): void {
  const expected = francCodes[code];
  if (!expected) return;
  const accepted = twins.find((twin) => twin.includes(expected)) ?? [expected];
  const readable = Object.entries(texts).filter(([, text]) => text.length >= 150);
  for (const [part, text] of [...readable, ['all parts', Object.values(texts).join(' ')] as const]) {
    const [best] = francAll(text, { only: Object.values(francCodes), minLength: 10 });
    expect(accepted, `${code} ${part}: “${text.slice(0, 120)}”`).toContain(best?.[0]);
  }
}

const english = englishUiStrings();

function expectNoEnglish(code: string, texts: Record<string, string>): void {
  for (const [part, text] of Object.entries(texts)) expect(english.filter((phrase) => text.includes(phrase)), `${code} ${part}`).toEqual([]);
}

describe('the language packs of the engine’s own pages, for every language of step 5', () => {
  test('every language of step 5 has a form pack of its own', () => {
    expect(languages.filter((language) => formLanguageOf(language.code) !== language.code).map((language) => language.code)).toEqual([]);
  });

  test.each(languages.map((language) => [language.code]))('%s: the thank-you, problem, 404 and privacy texts and the contact form’s labels are in the language, with no English left', (code) => {
    const texts = packTexts(code);
    expectLanguage(code, texts);
    if (code !== 'en') expectNoEnglish(code, texts);
  });
});

// Generated sites (two languages a run, the second one's pages in its folder). Without an AI writer the page texts of
// these languages are English; the engine's own pages are the site's language whatever its script (Polish words end
// in letters ASCII does not know, which a check once took for a sentence cut after "a").
const pairs = [['German', 'French'], ['Spanish', 'Turkish'], ['Polish', 'Japanese']] as const;
const action = 'https://sitecraft.example/api/v1/forms/U3lzdGVtUGFnZXMwMDE';
const runs = await Promise.all(
  pairs.map(async ([first, second]) => {
    const answers = { site_language: first, second_site_language: second, domain_name: `system-pages-${first.toLowerCase()}.com`, stop_words: '' };
    const { sites } = await generate(request(answers), { now: fixedNow, formAction: () => Promise.resolve(action) });
    const site = sites[0] as GeneratedSite;
    return site.model.editions.map((edition, index) => ({ code: edition.lang, texts: systemTexts(site, index) }));
  }),
);
const editions = runs.flat();

describe('the engine’s own pages of generated sites', () => {
  test.each(editions.map((edition) => [edition.code, edition.texts] as const))('%s: the thank-you, problem, 404 and privacy pages and the contact form are in the site’s language', (code, texts) => {
    for (const [part, text] of Object.entries(texts)) expect(text.length, `${code} ${part}`).toBeGreaterThan(20);
    expectLanguage(code, texts);
    expectNoEnglish(code, texts);
  });
});
