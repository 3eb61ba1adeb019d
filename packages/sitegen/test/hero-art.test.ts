import { Resvg } from '@resvg/resvg-js';
import { describe, expect, test } from 'vitest';
import { artSvg } from '../src/assets/art/index.ts';
import { hasIcon } from '../src/assets/icons.ts';
import { iconForText } from '../src/assets/theme-icons.ts';
import { Random } from '../src/brief/random.ts';
import { designSystems } from '../src/design/systems.ts';
import { generate } from '../src/index.ts';
import { artFamilies } from '../src/model/art-families.ts';
import type { ArtFamily } from '../src/model/art-families.ts';
import type { Palette } from '../src/model/site-model.ts';
import { artFromStyle } from '../src/render/recipes/art-fits.ts';
import { recipeFromStyle } from '../src/render/recipes/from-style.ts';
import { templateRecipes } from '../src/render/recipes/templates.ts';
import { catalogue } from '../src/trades/index.ts';

/** The most a hero's art may weigh: a page stays under 150 KB with its fonts. */
const artBudget = 10 * 1024;

const palettes: Palette[] = [designSystems.organic.palette, designSystems.luxury.palette, designSystems.playful.palette, designSystems.cyberpunk.palette];

/** The icons a trade's hero draws in one language: its noun's subject, then its offers' own or their words'. */
function tradeIcons(trade: (typeof catalogue)[number], language: 'en' | 'ru'): string[] {
  const texts = trade[language];
  const used = new Set<string>();
  const icons = [iconForText(texts.noun, trade.icons, used)];
  texts.offers.slice(0, 5).forEach((offer, index) => {
    const own = trade.offerIcons[index];
    icons.push(own && !used.has(own) ? (used.add(own), own) : iconForText(offer.title, trade.icons, used));
  });
  return icons;
}

/** Every #rrggbb colour the SVG uses. */
const coloursIn = (svg: string) => new Set((svg.match(/#[0-9a-f]{6}\b/giu) ?? []).map((colour) => colour.toLowerCase()));

function expectWellFormed(svg: string): void {
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/gu;
  const stack: string[] = [];
  for (const [, closing, name, , selfClosing] of svg.matchAll(tag)) {
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name as string);
  }
  expect(stack).toEqual([]);
  expect(svg.match(/</gu)?.length).toBe([...svg.matchAll(tag)].length);
  const ids = [...svg.matchAll(/\sid="([^"]+)"/gu)].map((match) => match[1]);
  expect(new Set(ids).size, 'ids are unique').toBe(ids.length);
  for (const [, id] of svg.matchAll(/(?:href="#|url\(#)([^")]+)/gu)) expect(ids, `#${id} is defined`).toContain(id);
}

/** A 48×32 grey thumbnail of the drawn picture. */
function thumbnail(svg: string): number[] {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: 48 } }).render();
  const grey: number[] = [];
  for (let at = 0; at < image.pixels.length; at += 4) grey.push(((image.pixels[at] ?? 0) * 0.3 + (image.pixels[at + 1] ?? 0) * 0.59 + (image.pixels[at + 2] ?? 0) * 0.11) / 255);
  return grey;
}

const difference = (a: readonly number[], b: readonly number[]) => a.reduce((sum, value, index) => sum + Math.abs(value - (b[index] ?? 0)), 0) / a.length;

describe('hero art', () => {
  test('every family draws every trade pack, in English and Russian, as well-formed SVG in the palette’s colours only, within the budget', () => {
    let heaviest = 0;
    catalogue.forEach((trade, index) => {
      for (const language of ['en', 'ru'] as const) {
        const icons = tradeIcons(trade, language);
        expect(icons.every(hasIcon), `${trade.id} ${language}: ${icons.join(', ')}`).toBe(true);
        const palette = palettes[index % palettes.length] as Palette;
        const allowed = new Set(Object.values(palette).map((colour) => colour.toLowerCase()));
        for (const family of artFamilies) {
          // A long, Russian seed (the site's host and slot) changes nothing but the composition's chance.
          const input = { family, icons, seed: `${trade.id}:очень-длинное-имя-мастерской-по-ремонту-велосипедов.рф:hero`, width: 1200, height: 800, palette };
          const svg = artSvg(input);
          expect(artSvg(input), 'the same input gives the same bytes').toBe(svg);
          expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="800" viewBox="0 0 1200 800">/u);
          expect(svg).not.toMatch(/<script|<title|on\w+=/iu);
          expectWellFormed(svg);
          expect([...coloursIn(svg)].filter((colour) => !allowed.has(colour)), `${trade.id} ${language} ${family}`).toEqual([]);
          // Several objects of the trade, not one: at least four of its icons are drawn.
          expect((svg.match(/<g id="i\d+">/gu) ?? []).length, `${trade.id} ${family}`).toBeGreaterThanOrEqual(Math.min(4, new Set(icons).size));
          heaviest = Math.max(heaviest, svg.length);
        }
      }
    });
    expect(heaviest).toBeLessThanOrEqual(artBudget);
  });

  test('the families differ from each other as pictures, on a light and a dark palette', () => {
    const icons = ['bike', 'wrench', 'disc-3', 'cog', 'badge-check', 'tag'];
    for (const palette of palettes.slice(0, 2)) {
      const drawn = new Map(artFamilies.map((family) => [family, thumbnail(artSvg({ family, icons, seed: 's', width: 1200, height: 800, palette }))]));
      for (const first of artFamilies) {
        for (const second of artFamilies) {
          if (first >= second) continue;
          expect(difference(drawn.get(first) as number[], drawn.get(second) as number[]), `${first} vs ${second}`).toBeGreaterThan(0.05);
        }
      }
    }
  });

  test('each template’s recipe names an art family, and together they use all of them', () => {
    const named = Object.values(templateRecipes).map((recipe) => recipe.illustration.art);
    expect(named).toHaveLength(23);
    for (const family of named) expect(artFamilies).toContain(family);
    expect(new Set(named)).toEqual(new Set(artFamilies));
  });

  test.each([
    ['a fine line drawing, airy and light', 'line'],
    ['isometric, 3D blocks', 'isometric'],
    ['vintage badges and emblems', 'badge'],
    ['brutalist, dense grid', 'pattern'],
    ['тонкий линейный рисунок, воздушно', 'line'],
    ['изометрия, объёмные блоки', 'isometric'],
  ] as const)('a style that asks for it gets it: “%s” → %s', (words, family) => {
    for (let seed = 0; seed < 8; seed += 1) expect(artFromStyle(words, 'minimal', new Random(seed))).toBe(family);
  });

  test.each([
    ['Friendly and bright, but no patterns', 'pattern'],
    ['Calm. Nothing flat or cartoonish', 'flat'],
    ['Строго, без узоров и орнаментов', 'pattern'],
    ['Без фото, без пейзажей', 'frame'],
  ] as const)('a style never gets what it negates: “%s” has no %s', (words, family) => {
    for (let seed = 0; seed < 24; seed += 1) expect(artFromStyle(words, 'organic', new Random(seed))).not.toBe(family);
  });

  test('described styles are not all drawn the same: different words and seeds choose different families', () => {
    const chosen = new Set<ArtFamily>();
    const styles = ['Friendly, practical', 'Luxury', 'Cyberpunk', 'soft, airy, rounded', 'brutalist, dense grid', 'Корпоративный, строгий'];
    for (const [index, style] of styles.entries()) chosen.add(recipeFromStyle({ designStyle: style, styleDescription: '', themeId: 'general', seed: `s${index}` }).illustration.art);
    expect(chosen.size).toBeGreaterThanOrEqual(4);
  });

  test('a generated site’s hero picture is drawn in its recipe’s family from its own objects, with no briefcase or users where its words name nothing', async () => {
    const request = {
      track_id: '7d1e5a30-2f4c-4b8a-9e11-000000000038',
      site_type: 'Landing',
      site_theme: 'Dog Grooming',
      description: 'Muddy Paws is a dog grooming salon in Portland: breed-standard cuts, bath and blow-dry, nail trims, de-shedding treatments and calm, unhurried sessions for anxious and senior dogs.',
      design_style: '',
      features: '',
      site_language: 'English',
      contact_country: 'United States',
      contact_address: '2314 SE Division St, Portland, OR 97202',
      contact_phone: '+1 503 555 0143',
      key_words: 'dog grooming Portland, dog bath, nail trim, de-shedding',
      stop_words: '',
      domain_name: 'muddypaws-grooming.com',
      baseTemplate: '1.html',
      site_count: '1',
      file_extension: 'HTML',
    };
    const site = (await generate(request, { now: new Date('2026-03-15T10:00:00Z') })).sites[0];
    const hero = site?.model.assets.find((asset) => asset.kind === 'illustration' && asset.composition === 'hero');
    expect(hero?.kind).toBe('illustration');
    if (hero?.kind !== 'illustration' || !site) return;
    expect(site.model.recipe.illustration.art).toBe(templateRecipes['1.html']?.illustration.art);
    expect(hero.icons).not.toContain('briefcase');
    expect(hero.icons).not.toContain('users');
    expect(hero.icons[0]).toBe('dog');
    const svg = String(site.files.get(hero.file));
    expect(svg).toBe(artSvg({ family: 'badge', icons: hero.icons, seed: hero.seed, width: hero.width, height: hero.height, palette: site.model.design.palette }));
  });
});
