import { describe, expect, test } from 'vitest';
import { generate } from '../src/index.ts';
import { renderedPages } from './support/site-pages.ts';
import { fixedNow, request } from './support/requests.ts';

describe('answers that once broke a paid run', () => {
  test('words that name JavaScript built-ins ("constructor") in the style, description and country are just words', async () => {
    const result = await generate(
      request({ design_style: 'Constructor', features: 'Not like a typical website constructor, light constructor, blue and white', contact_country: 'constructor', site_language: 'Russian' }),
      { now: fixedNow },
    );
    expect(result.sites[0]?.model.design.palette.primary).toMatch(/^#[0-9a-f]{6}$/);
  });

  test('a stop word that looks like a file name ("f1") never names a font file', async () => {
    const result = await generate(request({ stop_words: 'f1, face1' }), { now: fixedNow });
    const paths = [...result.files.keys()];
    expect(paths.some((path) => /fonts\/[a-z]+1\.woff2$/.test(path))).toBe(true);
    expect(paths.filter((path) => /\b(?:f1|face1)\b/.test(path))).toEqual([]);
  });

  test('a home page named like the PHP handler keeps both: the page and a handler under another name', async () => {
    const result = await generate(request({ file_extension: 'PHP', rename_index: 'send' }), { now: fixedNow });
    const site = result.sites[0];
    const home = String(site?.files.get('send.php'));
    expect(home).toContain('$page_current');
    const contact = renderedPages(result).find((page) => page.path === 'contact.php')?.html ?? '';
    const action = /<form[^>]*action="([^"]+)"/.exec(contact)?.[1] ?? '';
    expect(action).not.toBe('send.php');
    expect(String(site?.files.get(action))).toContain('FILTER_VALIDATE_EMAIL');
  });
});
