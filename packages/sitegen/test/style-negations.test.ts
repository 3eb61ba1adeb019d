import { describe, expect, test } from 'vitest';
import { chooseDesign } from '../src/design/choose.ts';
import { readStyleWords, tonesRuledOut } from '../src/design/style-words.ts';
import type { Tone } from '../src/design/types.ts';
import { recipeFromStyle } from '../src/render/recipes/from-style.ts';
import { themeLayouts } from '../src/render/recipes/style-tables.ts';

/** Described styles that rule a look out, and the tones that look is drawn in. */
const negations: { words: string; never: readonly Tone[] }[] = [
  { words: 'Friendly, practical and down to earth. Nothing flashy.', never: ['gaming', 'cyberpunk', 'futuristic', 'luxury'] },
  { words: 'No neon, no glow, please', never: ['cyberpunk', 'gaming'] },
  { words: 'Calm and modern, without neon or futuristic effects', never: ['cyberpunk', 'futuristic', 'gaming'] },
  { words: 'Don’t make it look like a gaming site', never: ['gaming'] },
  { words: 'Not corporate, not luxurious: just warm', never: ['corporate', 'luxury'] },
  { words: 'Строго и аккуратно, без неона', never: ['cyberpunk', 'gaming'] },
  { words: 'Никакого пафоса и золота, просто и понятно', never: ['luxury'] },
  { words: 'Не детский, не игривый, но дружелюбный', never: ['playful'] },
  { words: 'Ничего кричащего', never: ['gaming', 'cyberpunk'] },
];

const themes = Object.keys(themeLayouts);

describe('a style described with a negation never gets what it negates', () => {
  test.each(negations)('"$words"', ({ words, never }) => {
    for (const themeId of themes) {
      const tone = chooseDesign({ designStyle: 'Own style', styleDescription: words, baseTemplate: undefined, themeId }).tone;
      expect(never, `${themeId}: the texts' tone`).not.toContain(tone);
      for (const seed of ['a.com', 'b.org', 'c.net']) {
        const recipe = recipeFromStyle({ designStyle: 'Own style', styleDescription: words, themeId, seed });
        expect(never, `${themeId}, ${seed}: the look`).not.toContain(recipe.design.tone);
      }
    }
  });

  test('the words after a negation are ruled out up to the end of the phrase, the rest still counts', () => {
    expect(readStyleWords('Nothing flashy, but bold colours')).toMatchObject({ wanted: expect.stringContaining('bold colours'), negated: 'flashy' });
    const russian = readStyleWords('тёплый, без неона и блёсток. Зелёный');
    expect(russian.negated).toBe('неона и блесток');
    expect(russian.wanted).toMatch(/^теплый.*Зеленый$/u);
    expect(russian.wanted).not.toContain('неон');
    expect(chooseDesign({ designStyle: '', styleDescription: 'Nothing flashy, but warm and natural', baseTemplate: undefined, themeId: 'gaming' }).tone).toBe('organic');
    expect(chooseDesign({ designStyle: '', styleDescription: 'warm and natural, no gold', baseTemplate: undefined, themeId: 'events' }).tone).toBe('organic');
  });

  test('a negated look is not read as asked for: "no neon" is not cyberpunk, «без неона» neither', () => {
    expect(tonesRuledOut('no neon')).toContain('cyberpunk');
    expect(chooseDesign({ designStyle: '', styleDescription: 'no neon', baseTemplate: undefined, themeId: 'security' }).tone).not.toBe('cyberpunk');
    expect(chooseDesign({ designStyle: '', styleDescription: 'без неона', baseTemplate: undefined, themeId: 'gaming' }).tone).not.toMatch(/cyberpunk|gaming/);
  });

  test('"not dark" asks for a light page, «не тёмный» too', () => {
    for (const words of ['Clean, not dark', 'Чистый, не тёмный', 'no dark backgrounds']) {
      for (const themeId of ['gaming', 'security', 'tech']) {
        expect(recipeFromStyle({ designStyle: 'Own style', styleDescription: words, themeId, seed: 'x.com' }).design.scheme, `${words} / ${themeId}`).toBe('light');
      }
    }
  });
});
