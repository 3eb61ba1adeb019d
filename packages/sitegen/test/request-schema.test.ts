import { describe, expect, test } from 'vitest';
import { generationRequestSchema, type GenerationRequest } from '@sitecraft/shared/generation';
import { planRun } from '../src/brief/plan.ts';

const trackId = '6f1c2b1e-4a9e-4f5b-9a53-2f4b7b3c9d10';

function issues(input: Record<string, unknown>): string[] {
  const result = generationRequestSchema.safeParse({ track_id: trackId, domain_name: 'example.com', ...input });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('generation request schema', () => {
  test('applies the spec defaults', () => {
    const request = generationRequestSchema.parse({ track_id: trackId, domain_name: 'example.com' });
    expect(request).toMatchObject({ site_type: 'Landing', file_extension: 'HTML', rename_index: 'index', site_count: '1', edit_after_generation: 'true' });
  });

  test('domain_name must hold exactly site_count domains', () => {
    expect(issues({ site_count: '2', domain_name: 'a.com' })[0]).toContain('exactly 2 comma-separated domains');
    expect(issues({ site_count: '2', domain_name: 'a.com, ,b.com' })).toEqual([]);
    expect(issues({ site_count: 3, domain_name: 'a.com,b.com,c.com' })).toEqual([]);
  });

  test('site_count is a number from 1 to 10', () => {
    expect(issues({ site_count: '0' })[0]).toContain('from 1 to 10');
    expect(issues({ site_count: '11' })[0]).toContain('from 1 to 10');
    expect(issues({ site_count: '1.5' })[0]).toContain('from 1 to 10');
  });

  test('refuses domains that could leave their folder and accepts internationalised ones', () => {
    for (const domain of ['../etc', 'a/b.com', 'a\\b.com', 'a..com', '.hidden.com', 'localhost', '127.0.0.1', 'java script:x.com', 'a.com/../../x']) {
      expect(issues({ domain_name: domain }).join(' '), domain).toMatch(/domain/i);
    }
    expect(issues({ domain_name: 'кафе.рф' })).toEqual([]);
    expect(issues({ domain_name: 'xn--80aswg.xn--p1ai' })).toEqual([]);
    expect(issues({ site_count: '2', domain_name: 'a.com, A.com' })[0]).toContain('listed twice');
  });

  test('refuses a stop word that is part of the business name or an offer, naming both fields', () => {
    expect(issues({ business_name: 'Crumb & Crust', stop_words: 'CRUST' })).toEqual([
      'stop_words: The stop word “CRUST” is part of the business name “Crumb & Crust”. Remove it from the stop words or change the name.',
      'business_name: The stop word “CRUST” is part of the business name “Crumb & Crust”. Remove it from the stop words or change the name.',
    ]);
    expect(issues({ offers: [{ name: 'Crust pizza' }], stop_words: 'crust' })[1]).toBe('offers: The stop word “crust” is part of the offer “Crust pizza”. Remove it from the stop words or change the offer.');
    expect(issues({ business_name: 'Crusty Loaves', offers: [{ name: 'Crusts' }], stop_words: 'crust' })).toEqual([]);
  });

  test('the engine never replaces the owner’s name: one holding a stop word is refused, not swapped for the domain’s', () => {
    const request = generationRequestSchema.parse({ track_id: trackId, domain_name: 'crumb-and-crust.com', business_name: 'Crumb & Crust' });
    expect(planRun(request).sites[0]?.brand).toBe('Crumb & Crust');
    const unchecked: GenerationRequest = { ...request, stop_words: 'crust' };
    expect(() => planRun(unchecked)).toThrow('The stop word “crust” is part of the business name “Crumb & Crust”.');
    expect(planRun({ ...request, business_name: undefined, domain_name: 'golden-loaf.com' }).sites[0]?.brand).toBe('Golden Loaf');
  });

  test('refuses a stop word that is part of a domain or of a keyword', () => {
    expect(issues({ domain_name: 'best-pizza.com', stop_words: 'pizza' })[0]).toContain('part of the domain');
    expect(issues({ key_words: 'cheap pizza', stop_words: 'cheap' })).toEqual([
      'stop_words: The stop word “cheap” is part of the keyword “cheap pizza”. Remove it from the stop words or from the keywords.',
      'key_words: The stop word “cheap” is part of the keyword “cheap pizza”. Remove it from the stop words or from the keywords.',
    ]);
    expect(issues({ key_words: 'cheapest pizza', stop_words: 'cheap' })).toEqual([]);
    expect(issues({ stop_words: 'index' })[0]).toContain('home page');
    expect(issues({ stop_words: '2026' })[0]).toContain('holds no letter');
  });

  test('refuses, naming the field, a keyword without a letter or digit and a stop word no text of the site’s language can do without', () => {
    const paths = (input: Record<string, unknown>) => issues(input).map((issue) => issue.split(':')[0]);
    expect(issues({ key_words: '🍕, pizza delivery' })[0]).toContain('holds no letter or digit');
    expect(paths({ key_words: '🍕, pizza delivery' })).toEqual(['key_words']);
    expect(issues({ key_words: 'Tpl{{7*7}}, {{7*7}}' })).toEqual([]);
    expect(issues({ stop_words: 'the' })[0]).toBe('stop_words: The stop word “the” is one of the commonest words of English: no text can be written without it. Remove it from the stop words.');
    expect(paths({ stop_words: 'cheap, and' })).toEqual(['stop_words']);
    expect(issues({ site_language: 'Russian', stop_words: 'мы' })[0]).toContain('commonest words of Russian');
    expect(issues({ site_language: 'Russian', stop_words: 'the' })).toEqual([]);
    expect(issues({ site_language: 'English', second_site_language: 'German', stop_words: 'und' })[0]).toContain('commonest words of German');
  });

  test('rename_index is a plain file name that no other page uses', () => {
    expect(issues({ rename_index: '../index' })[0]).toContain('rename_index');
    expect(issues({ rename_index: 'about' })[0]).toContain('another page');
    expect(issues({ rename_index: 'home' })).toEqual([]);
  });

  test('refuses overlong strings, unknown templates, bad enums and a bad track_id with English messages', () => {
    expect(issues({ description: 'x'.repeat(4001) })[0]).toContain('at most 4000 characters');
    // Too long for a regular expression: refused by length, never matched against the name.
    expect(issues({ business_name: 'Crumb & Crust', stop_words: 'a'.repeat(100_000) })).toContain('stop_words: Each stop word must be at most 60 characters long.');
    expect(issues({ baseTemplate: '../../etc/passwd' })[0]).toContain('template of the gallery');
    expect(issues({ baseTemplate: 'sentinel-soc.html' })).toEqual([]);
    expect(issues({ file_extension: 'ASP' })[0]).toContain('HTML or PHP');
    expect(issues({ file_extension: 'php' })).toEqual([]);
    expect(issues({ track_id: 'not-a-uuid' })[0]).toContain('UUID');
    expect(issues({ edit_after_generation: 'maybe' })[0]).toContain('"true" or "false"');
    expect(issues({ site_theme: 42 })[0]).toContain('must be text');
  });
});
