import { describe, expect, test } from 'vitest';
import { chooseDesign } from '../src/design/choose.ts';
import { contrastRatio } from '../src/design/contrast.ts';
import { designSystems } from '../src/design/systems.ts';
import type { DesignSystem } from '../src/design/types.ts';

const all: DesignSystem[] = Object.values(designSystems);

describe('design systems', () => {
  test.each(all.map((system) => [system.id, system] as const))('%s keeps text readable (WCAG AA contrast)', (_, system) => {
    const p = system.palette;
    for (const [text, background] of [[p.text, p.bg], [p.text, p.surface], [p.text, p.surfaceAlt], [p.muted, p.bg], [p.muted, p.surface], [p.muted, p.surfaceAlt], [p.onPrimary, p.primary], [p.link, p.bg], [p.link, p.surface], [p.link, p.surfaceAlt]] as const) {
      expect(contrastRatio(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('the four named styles are distinct systems', () => {
    const named = ['Luxury', 'Gaming', 'Cyberpunk', 'Futuristic'].map((style) => chooseDesign({ designStyle: style, styleDescription: '', baseTemplate: undefined, themeId: 'general' }));
    expect(new Set(named.map((system) => system.palette.primary)).size).toBe(4);
    expect(new Set(named.map((system) => system.fonts.heading)).size).toBe(4);
  });

  test('a described style maps its words, in English or Russian, to a fitting system', () => {
    const pick = (designStyle: string, styleDescription: string) => chooseDesign({ designStyle, styleDescription, baseTemplate: undefined, themeId: 'general' }).id;
    expect(pick('Own style', 'elegant black and gold, premium feel')).toBe('luxury');
    expect(pick('Свой стиль', 'неоновые цвета, киберпанк')).toBe('cyberpunk');
    expect(pick('Describe', 'clean, minimal, lots of white space')).toBe('minimal');
    expect(pick('', 'тёплый, природный, эко')).toBe('organic');
    expect(pick('', '')).toBe('minimal');
  });

  test('a base template wins over the named style', () => {
    expect(chooseDesign({ designStyle: 'Luxury', styleDescription: '', baseTemplate: '14.html', themeId: 'general' }).id).toBe('template-14');
  });
});
