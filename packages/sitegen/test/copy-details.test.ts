import { describe, expect, test } from 'vitest';
import { generate } from '../src/index.ts';
import { generationRequestSchema } from '@sitecraft/shared/generation';
import { countryInText } from '../src/brief/countries.ts';
import { englishLanguage } from '../src/brief/languages.ts';
import { copyBrief, planRun, type SitePlan } from '../src/brief/plan.ts';
import { decode } from './support/page-checks.ts';
import { fixedNow, request } from './support/requests.ts';
import { renderedPages } from './support/site-pages.ts';

/** The text of an article's line under its excerpt: "Published March 11, 2026 · 2 min read". */
async function metaLine(stopWords: string): Promise<string> {
  const result = await generate(request({ stop_words: stopWords }), { now: fixedNow });
  const article = renderedPages(result).find((page) => page.path === 'article-1.html')?.html ?? '';
  return decode((/<p class="ui_meta article_standard_meta">(.*?)<\/p>/.exec(article)?.[1] ?? '').replace(/<[^>]+>/g, ''));
}

describe('copy details of generated sites', () => {
  test('an article’s meta line reads as one line, and leaves out a part a stop word takes away', async () => {
    expect(await metaLine('cheap')).toBe('Published March 11, 2026 · 2 min read');
    expect(await metaLine('cheap, min read')).toBe('Published March 11, 2026');
    expect(await metaLine('published')).toBe('March 11, 2026 · 2 min read');
  });

  test('a country that takes “the” has it in running English text, and nowhere else', async () => {
    expect(countryInText('United Kingdom', 'en')).toBe('the United Kingdom');
    expect(countryInText('Netherlands', 'en')).toBe('the Netherlands');
    expect(countryInText('Italy', 'en')).toBe('Italy');
    expect(countryInText('United Kingdom', 'ru')).toBe('Великобритания');
    const plan = planRun(generationRequestSchema.parse(request({ contact_country: 'United Kingdom' })));
    expect(copyBrief(plan, plan.sites[0] as SitePlan, englishLanguage).country).toBe('the United Kingdom');
    const result = await generate(request({ site_theme: 'Bakery', description: 'A bakery baking bread every morning.', contact_country: 'United Kingdom', contact_address: '12 Park Street, Bristol' }), { now: fixedNow });
    for (const page of renderedPages(result)) expect(decode(page.html), page.path).not.toMatch(/\b(?:in|across|of|morning,) United Kingdom\b/);
  });

  test('where the business is reads as the town of its address, else the country', async () => {
    const placeOf = (overrides: Record<string, unknown>) => {
      const plan = planRun(generationRequestSchema.parse(request(overrides)));
      return copyBrief(plan, plan.sites[0] as SitePlan, englishLanguage).place;
    };
    expect(placeOf({ contact_country: 'United Kingdom', contact_address: '14 Gloucester Road, Bristol BS7 8AE' })).toBe('Bristol');
    expect(placeOf({ contact_country: 'United Kingdom', contact_address: '14 Gloucester Road' })).toBe('the United Kingdom');
    const result = await generate(request({ site_theme: 'Bakery', contact_country: 'Portugal', contact_address: 'Rua das Flores 12, Porto' }), { now: fixedNow });
    expect(result.sites[0]!.model.editions[0]!.footer.tagline).toMatch(/ in Porto$|, Porto$/);
    expect(result.sites[0]!.model.editions[0]!.nav.note).toMatch(/ · Porto$/);
  });
});
