import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { splitList } from '@sitecraft/shared/generation';
import { generate, GenerationError } from '../src/index.ts';
import type { GenerationResult } from '../src/index.ts';
import { readableParts, wholeWord } from './support/oracle.ts';
import { request } from './support/requests.ts';
import { renderedPages } from './support/site-pages.ts';

// SITEGEN_PROPERTY_RUNS=200 explores more (and new) cases; the default keeps the suite fast and repeatable.
function runs(numRuns: number, seed: number): { numRuns: number; seed?: number } {
  const wanted = Number(process.env.SITEGEN_PROPERTY_RUNS);
  return wanted > 0 ? { numRuns: wanted } : { numRuns, seed };
}

const base = request({ stop_words: '' });
const russian = request({ stop_words: '', site_language: 'Russian', file_extension: 'PHP', second_site_language: 'English' });

async function vocabulary(input: typeof base): Promise<string[]> {
  const result = await generate(input);
  const words = new Set<string>();
  for (const [path, content] of result.files) {
    for (const part of readableParts(path, content)) {
      for (const word of part.match(/[\p{L}\p{N}]{3,}/gu) ?? []) if (/\p{L}/u.test(word)) words.add(word.toLowerCase());
    }
  }
  const reserved = [...splitList(input.key_words), input.domain_name, input.rename_index ?? 'index'].join(' ').toLowerCase();
  return [...words].filter((word) => !wholeWord(word).test(reserved.replace(/[.-]/g, ' '))).sort();
}

function leaks(result: GenerationResult, stopWords: readonly string[]): string[] {
  const found: string[] = [];
  for (const [path, content] of result.files) {
    for (const part of readableParts(path, content)) {
      for (const word of stopWords) {
        const match = wholeWord(word).exec(part);
        if (match) found.push(`${path}: ${word} in “${part.slice(Math.max(0, match.index - 40), match.index + 40)}”`);
      }
    }
  }
  return found;
}

describe('properties', () => {
  test('random stop-word lists drawn from the site’s own words never appear in any output file', async () => {
    for (const input of [base, russian]) {
      const words = await vocabulary(input);
      expect(words.length).toBeGreaterThan(200);
      await fc.assert(
        fc.asyncProperty(fc.uniqueArray(fc.constantFrom(...words), { minLength: 1, maxLength: 12 }), fc.boolean(), async (stopWords, upper) => {
          const list = stopWords.map((word) => (upper ? word.toUpperCase() : word));
          const result = await generate({ ...input, stop_words: list.join(', ') }).catch((error: unknown) => error);
          // Stop words that rule out every written version of a slot fail the run with the reason, never with a broken
          // sentence; one of the commonest words of the language is refused with the request.
          if (result instanceof GenerationError) {
            expect(['quality_failed', 'invalid_request'], result.message).toContain(result.code);
            expect(result.message).toMatch(/stop words?\b/);
            return;
          }
          expect(leaks(result as GenerationResult, list), list.join(', ')).toEqual([]);
        }),
        runs(12, 4242),
      );
    }
  });

  const hostile = fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'><svg onload=alert(1)>",
    '</script><script>alert(2)</script>',
    'javascript:alert(3)',
    '<?php system($_GET["c"]); ?>',
    '<?= phpinfo() ?>',
    '{brand}{kw0}',
    '\' ; DROP TABLE x; --',
    '</title></head><body onload=alert(4)>',
  );
  const field = fc.oneof(hostile, fc.tuple(fc.string({ maxLength: 40 }), hostile).map(([text, attack]) => `${text} ${attack}`));

  // The inline icons the section library draws: fixed markup around the icon set's own paths.
  const engineIcon = /^<svg class="[\w ]+" xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="[\d.]+" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">$/;
  // A template hero's drawing (its dial, radar, landscape…): a decorative SVG of the engine's own, hidden from readers.
  const heroDrawing = /^<svg class="hero_[a-z]+_[a-z]+" viewBox="[\d ]+"(?: preserveAspectRatio="[\w ]+")?(?: shape-rendering="crispEdges")? aria-hidden="true" focusable="false">$/;

  test('hostile strings in every field give no executable markup and no PHP of their own', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(field, { minLength: 10, maxLength: 10 }), fc.boolean(), async (values, php) => {
        const [theme, description, style, features, country, address, phone, keyword, language, second] = values as string[];
        const input = request({
          site_theme: theme, description, design_style: style, features, contact_country: country, contact_address: address, contact_phone: phone?.slice(0, 40),
          key_words: `${keyword}, pizza`, stop_words: '', site_language: language?.slice(0, 60), second_site_language: second?.slice(0, 60),
          file_extension: php ? 'PHP' : 'HTML',
        });
        const result = await generate(input).catch((error: unknown) => error);
        if (result instanceof GenerationError) {
          expect(result.code).toBe('invalid_request');
          return;
        }
        const output = result as GenerationResult;
        for (const page of renderedPages(output)) {
          expect(page.html, page.path).not.toContain('<?');
          expect(page.html.match(/<style[\s>]/g)?.length ?? 0, page.path).toBeLessThanOrEqual(1);
          for (const tag of page.html.matchAll(/<([a-zA-Z][\w:-]*)([^>]*)>/g)) {
            const name = (tag[1] ?? '').toLowerCase();
            const attributes = [...(tag[2] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)];
            if (name === 'script') expect(tag[0]).toBe('<script type="application/ld+json">');
            const engineMade = (name === 'link' && /^<link rel="(?:stylesheet|icon|apple-touch-icon|canonical|alternate)"/.test(tag[0])) || (name === 'style' && tag[0] === '<style>') || (name === 'svg' && (engineIcon.test(tag[0]) || heroDrawing.test(tag[0])));
            expect(['iframe', 'object', 'embed', 'svg', 'base', 'style', 'link'].includes(name) && !engineMade, tag[0]).toBe(false);
            for (const attribute of attributes) {
              expect(attribute[1]?.toLowerCase().startsWith('on'), tag[0]).toBe(false);
              expect(attribute[2] ?? '', tag[0]).not.toMatch(/^\s*(?:javascript|data|vbscript):/i);
            }
          }
          for (const match of page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
            expect(match[1]).not.toContain('<');
            expect(() => JSON.parse(match[1] ?? '')).not.toThrow();
          }
        }
        for (const [path, content] of output.files) {
          if (typeof content !== 'string') continue;
          if (path.endsWith('.php')) {
            // Pages and includes rendered through php-lite above, which accepts only the engine's own PHP;
            // in every file, the code outside string literals holds none of the attack.
            for (const block of content.matchAll(/<\?(?:php|=)[\s\S]*?\?>/g)) {
              const code = block[0].slice(2).replace(/'(?:[^'\\]|\\.)*'/g, "''");
              expect(code, path).not.toMatch(/<\?|system\(|phpinfo|\$_GET/);
            }
          } else if (!path.endsWith('.html')) {
            expect(content, path).not.toMatch(/<\?php|<\?=|<script|<svg[^>]*onload|<img/);
          }
        }
      }),
      runs(15, 1337),
    );
  });
});
