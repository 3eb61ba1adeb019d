import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { faviconPngs, faviconSvg } from '../src/assets/favicon.ts';
import { fontFaces, fontFamilies, subsetsFor } from '../src/assets/fonts.ts';
import { hasIcon } from '../src/assets/icons.ts';
import { illustrationSvg, type Composition } from '../src/assets/illustration.ts';
import { layoutTitle, ogImagePng } from '../src/assets/og-image.ts';
import { iconForText, themeIconLists, themeIcons } from '../src/assets/theme-icons.ts';
import { iconFamilies as themeIds } from '../src/assets/theme-icons.ts';
import { designSystems } from '../src/design/systems.ts';
import type { IllustrationStyle } from '../src/render/recipes/types.ts';

const light = designSystems.organic.palette;
const dark = designSystems.luxury.palette;
const saturated = designSystems.playful.palette;

/** Width, height, colour type and the raw (unfiltered) rows of a PNG. */
function readPng(bytes: Uint8Array): { width: number; height: number; colourType: number; pixels: Uint8Array } {
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe('IHDR');
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const colourType = bytes[25] as number;
  const idat: Uint8Array[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (type === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const pixels = new Uint8Array(inflateSync(Buffer.concat(idat)));
  return { width, height, colourType, pixels };
}

/** A strict enough well-formedness check: every tag closes in order, attributes are quoted. */
function expectWellFormed(xml: string): void {
  const stack: string[] = [];
  for (const match of xml.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const [, closing, name, , selfClosing] = match;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name as string);
  }
  expect(stack).toEqual([]);
  // Every "<" starts a tag the pattern above accepted.
  expect(xml.match(/</g)?.length).toBe([...xml.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g)].length);
  // resvg parses it strictly (roxmltree) and throws on malformed XML.
  expect(() => new Resvg(xml)).not.toThrow();
}

describe('theme icons', () => {
  it('lists 8 to 14 distinct, existing lucide icons for every theme', () => {
    for (const id of [...themeIds, 'general']) {
      const list = themeIconLists[id];
      expect(list, id).toBeDefined();
      expect(list?.length, id).toBeGreaterThanOrEqual(8);
      expect(list?.length, id).toBeLessThanOrEqual(14);
      expect(new Set(list).size, id).toBe(list?.length);
      for (const icon of list ?? []) expect(hasIcon(icon), `${id}: ${icon}`).toBe(true);
    }
    expect(themeIcons('no-such-theme')).toEqual(themeIconLists.general);
  });

  it('picks an icon that fits an English or Russian title', () => {
    const cases: [string, string, string][] = [
      ['Espresso bar', 'restaurant', 'coffee'],
      ['Стрижка', 'beauty', 'scissors'],
      ['Стрижка', 'general', 'scissors'],
      ['Маникюр и педикюр', 'beauty', 'hand'],
      ['Доставка пиццы', 'restaurant', 'pizza'],
      ['Ремонт двигателя', 'auto', 'engine'],
      ['Персональные тренировки', 'fitness', 'dumbbell'],
      ['Юридическая консультация', 'legal', 'scale'],
      ['Wedding photography', 'creative', 'camera'],
      ['Tax planning', 'finance', 'receipt-text'],
      ['Vaccination plans', 'pets', 'syringe'],
      ['Облачная платформа', 'tech', 'cloud'],
    ];
    for (const [title, theme, icon] of cases) expect(iconForText(title, theme, new Set()), `${title} (${theme})`).toBe(icon);
  });

  it('prefers the theme’s own icon for a word shared by trades', () => {
    expect(iconForText('Diagnostics', 'auto', new Set())).toBe('gauge');
    expect(iconForText('Diagnostics', 'medical', new Set())).toBe('stethoscope');
    expect(iconForText('Personal training', 'fitness', new Set())).toBe('dumbbell');
    expect(iconForText('Staff training', 'education', new Set())).toBe('graduation-cap');
  });

  it('avoids used icons, records its choice and falls back to the theme list', () => {
    const used = new Set<string>(['coffee']);
    const second = iconForText('Espresso bar', 'restaurant', used);
    expect(second).not.toBe('coffee');
    expect(used.has(second)).toBe(true);
    const fresh = new Set<string>();
    expect(iconForText('Qwzx plorb', 'restaurant', fresh)).toBe(themeIcons('restaurant')[0]);
    expect(iconForText('Qwzx plorb', 'restaurant', fresh)).toBe(themeIcons('restaurant')[1]);
    // A list of titles gets distinct icons.
    const all = new Set<string>();
    const picked = ['Seasonal menu', 'Coffee', 'Desserts', 'Wine list', 'Catering', 'Delivery'].map((title) => iconForText(title, 'restaurant', all));
    expect(new Set(picked).size).toBe(picked.length);
    for (const icon of picked) expect(hasIcon(icon)).toBe(true);
  });
});

describe('illustrations', () => {
  const sizes: Record<Composition, [number, number]> = { hero: [1200, 800], card: [960, 720], cover: [1200, 630], tile: [600, 600] };
  const styles: Omit<IllustrationStyle, 'art'>[] = [
    { frame: 'circle', backdrop: 'gradient', stroke: 1.5 },
    { frame: 'blob', backdrop: 'flat', stroke: 2 },
    { frame: 'hexagon', backdrop: 'grid', stroke: 2.5 },
    { frame: 'arch', backdrop: 'rays', stroke: 1 },
    { frame: 'square', backdrop: 'dots', stroke: 3 },
    { frame: 'none', backdrop: 'gradient', stroke: 0.5 },
  ];
  const icons = ['coffee', 'croissant', 'cake-slice', 'utensils', 'chef-hat', 'wine', 'salad', 'soup'];

  it('draws valid, small, deterministic SVG of the right size for every composition and style', () => {
    for (const composition of Object.keys(sizes) as Composition[]) {
      const [width, height] = sizes[composition];
      styles.forEach((style, index) => {
        const palette = [light, dark, saturated][index % 3] ?? light;
        const input = { icons, seed: `site:${composition}`, width, height, composition, palette, style };
        const svg = illustrationSvg(input);
        expect(illustrationSvg({ ...input, icons: [...icons] })).toBe(svg);
        expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`));
        expect(svg).not.toContain('<title');
        expect(svg.length, `${composition} ${style.frame}`).toBeLessThan(8192);
        expectWellFormed(svg);
        const image = new Resvg(svg).render();
        expect([image.width, image.height]).toEqual([width, height]);
        // The subject is drawn in the palette: its frame is the primary colour.
        if (style.frame !== 'none') expect(svg).toContain(`fill="${palette.primary}"`);
      });
    }
  });

  it('composes the icons it is given: all on a hero, up to three on a cover, one on a card', () => {
    const count = (svg: string) => (svg.match(/<g id="i\d+">/g) ?? []).length;
    const base = { seed: 's', palette: light, style: styles[0] as IllustrationStyle };
    expect(count(illustrationSvg({ ...base, icons: icons.slice(0, 6), width: 1200, height: 800, composition: 'hero' }))).toBe(6);
    expect(count(illustrationSvg({ ...base, icons, width: 1200, height: 630, composition: 'cover' }))).toBe(3);
    expect(count(illustrationSvg({ ...base, icons, width: 960, height: 720, composition: 'card' }))).toBe(1);
    expect(count(illustrationSvg({ ...base, icons, width: 600, height: 600, composition: 'tile' }))).toBe(1);
    const svg = illustrationSvg({ ...base, icons: ['scissors'], width: 600, height: 600, composition: 'tile' });
    expect(svg).toContain('<use href="#i0"');
    expect(svg).toContain('stroke-width=');
  });

  it('varies with the seed and skips unknown icons', () => {
    const input = { icons: ['dumbbell', 'timer', 'trophy'], width: 1200, height: 800, composition: 'hero' as const, palette: saturated, style: { frame: 'blob' as const, backdrop: 'dots' as const, stroke: 2 } };
    expect(illustrationSvg({ ...input, seed: 'a' })).not.toBe(illustrationSvg({ ...input, seed: 'b' }));
    const svg = illustrationSvg({ ...input, seed: 'a', icons: ['no-such-icon', 'timer'] });
    expectWellFormed(svg);
    expect((svg.match(/<g id="i\d+">/g) ?? []).length).toBe(1);
  });
});

describe('share pictures', () => {
  const input = { brand: 'Verdant Café', title: 'Vegetables, cooked like they matter', palette: light, lang: 'en', icon: 'coffee' };

  it('is a 1200×630 PNG, the same bytes for the same input', () => {
    const png = ogImagePng(input);
    const { width, height, pixels } = readPng(png);
    expect([width, height]).toEqual([1200, 630]);
    expect(pixels.length).toBe((1200 * 4 + 1) * 630);
    expect(ogImagePng({ ...input })).toEqual(png);
    expect(ogImagePng({ ...input, title: 'Another page' })).not.toEqual(png);
    expect(ogImagePng({ ...input, palette: dark })).not.toEqual(png);
  });

  it('draws Cyrillic and long words, without an icon too', () => {
    for (const palette of [dark, saturated]) {
      const png = ogImagePng({ brand: 'Автосервис «Гараж»', title: 'Как подготовить машину к зиме: семь проверок до первых морозов', palette, lang: 'ru' });
      expect(readPng(png).width).toBe(1200);
    }
    expect(readPng(ogImagePng({ ...input, title: 'Donaudampfschifffahrtsgesellschaftskapitänsmützenhersteller', lang: 'de' })).height).toBe(630);
  });

  it('wraps the title into at most three lines and cuts the rest with an ellipsis', () => {
    const short = layoutTitle('Prices', 760);
    expect(short.lines).toEqual(['Prices']);
    const long = layoutTitle('Как подготовить машину к зиме: семь проверок, которые стоит сделать до первых морозов и гололёда на дорогах города', 760);
    expect(long.lines.length).toBe(3);
    expect(long.lines[2]).toMatch(/…$/);
    expect(long.size).toBeLessThan(short.size);
    const word = layoutTitle('Donaudampfschifffahrtsgesellschaftskapitänsmützenhersteller', 760);
    expect(word.lines.length).toBeGreaterThan(1);
    expect(word.lines.join('')).toBe('Donaudampfschifffahrtsgesellschaftskapitänsmützenhersteller');
  });
});

describe('favicons', () => {
  it('is a letter-free mark in the palette, as SVG and PNGs of the right sizes', () => {
    for (const palette of [light, dark, saturated]) {
      for (const icon of [undefined, 'coffee']) {
        const svg = faviconSvg(palette, 'site-seed', icon);
        expect(faviconSvg(palette, 'site-seed', icon)).toBe(svg);
        expectWellFormed(svg);
        expect(svg).not.toContain('<text');
        expect(svg).toContain(palette.primary);
        const pngs = faviconPngs(svg);
        expect(faviconPngs(svg)['icon-192.png']).toEqual(pngs['icon-192.png']);
        const sizes = Object.fromEntries(Object.entries(pngs).map(([name, bytes]) => [name, readPng(bytes).width]));
        expect(sizes).toEqual({ 'favicon-32.png': 32, 'apple-touch-icon.png': 180, 'icon-192.png': 192 });
        for (const bytes of Object.values(pngs)) expect(readPng(bytes).height).toBe(readPng(bytes).width);
        // The apple-touch-icon is opaque: every pixel's alpha is 255 (rows start with a filter byte).
        const apple = readPng(pngs['apple-touch-icon.png']);
        const alphas = new Set<number>();
        for (let y = 0; y < 180; y += 1) for (let x = 0; x < 180; x += 1) alphas.add(apple.pixels[y * (180 * 4 + 1) + 1 + x * 4 + 3] as number);
        expect([...alphas]).toEqual([255]);
        // The tab icon keeps its rounded corners see-through.
        const tab = readPng(pngs['favicon-32.png']);
        expect(tab.pixels[1 + 3]).toBe(0);
      }
    }
    expect(faviconSvg(light, 'one')).not.toBe(faviconSvg(light, 'another-seed-entirely'));
  });
});

describe('self-hosted fonts', () => {
  const heading = { stack: '"Fraunces", serif', family: 'fraunces', weights: [600] };
  const body = { stack: '"Inter", sans-serif', family: 'inter', weights: [400, 700] };
  const urls = (css: string) => [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]);

  it('copies only the latin files an English page needs, and names every one in the CSS', () => {
    const { files, css } = fontFaces([heading, body, { stack: 'system-ui', weights: [] }], ['en']);
    expect([...files.keys()].sort()).toEqual(['fonts/fraunces-latin-600-normal.woff2', 'fonts/inter-latin-400-normal.woff2', 'fonts/inter-latin-700-normal.woff2']);
    expect(urls(css).sort()).toEqual([...files.keys()].sort());
    expect(css.match(/@font-face/g)?.length).toBe(files.size);
    expect(css.match(/font-display:swap/g)?.length).toBe(files.size);
    expect(css.match(/unicode-range:U\+0000-00FF/g)?.length).toBe(files.size);
    expect(css).toContain('font-family:"Fraunces";font-style:normal;font-weight:600');
    expect(css).toContain('format("woff2")');
    for (const bytes of files.values()) expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('wOF2');
    const total = [...files.values()].reduce((sum, bytes) => sum + bytes.length, 0);
    expect(total).toBeLessThan(100 * 1024);
  });

  it('adds the cyrillic files for Russian, and only for families that have them', () => {
    const english = fontFaces([heading, body], ['en']);
    expect([...english.files.keys()].some((file) => file.includes('cyrillic'))).toBe(false);
    const russian = fontFaces([heading, body], ['en', 'ru'], 'assets/fonts');
    const keys = [...russian.files.keys()];
    expect(keys).toContain('assets/fonts/inter-cyrillic-400-normal.woff2');
    expect(keys).toContain('assets/fonts/inter-cyrillic-700-normal.woff2');
    // Fraunces has no Cyrillic: the fallback stack draws those letters.
    expect(keys.some((file) => file.startsWith('assets/fonts/fraunces-cyrillic'))).toBe(false);
    expect(urls(russian.css).sort()).toEqual(keys.sort());
    expect(keys.some((file) => /greek|vietnamese|latin-ext|cyrillic-ext/.test(file))).toBe(false);
  });

  it('picks subsets by language', () => {
    expect(subsetsFor(['en'])).toEqual(['latin']);
    expect(subsetsFor(['ru'])).toEqual(['latin', 'cyrillic']);
    expect(subsetsFor(['pl', 'kk'])).toEqual(['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext']);
    expect(subsetsFor(['el', 'vi'])).toEqual(['latin', 'greek', 'vietnamese']);
    expect(subsetsFor(['ja'])).toEqual(['latin']);
  });

  it('serves a missing weight by the nearest one without faking it, and merges shared families', () => {
    const { files, css } = fontFaces([{ stack: '"Bebas Neue"', family: 'bebas-neue', weights: [400, 700] }], ['en']);
    expect([...files.keys()]).toEqual(['fonts/bebas-neue-latin-400-normal.woff2']);
    expect(css).toContain('font-weight:400 700');
    const shared = fontFaces([{ stack: 'x', family: 'inter', weights: [700] }, { stack: 'y', family: 'inter', weights: [400, 700] }], ['en']);
    expect([...shared.files.keys()].sort()).toEqual(['fonts/inter-latin-400-normal.woff2', 'fonts/inter-latin-700-normal.woff2']);
    expect(shared.css.match(/@font-face/g)?.length).toBe(2);
    expect(() => fontFaces([{ stack: 'x', family: 'comic-sans', weights: [] }], ['en'])).toThrow(/No self-hosted font/);
  });

  it('describes exactly the installed packages', () => {
    const require = createRequire(import.meta.url);
    for (const family of fontFamilies) {
      const dir = join(dirname(require.resolve(`@fontsource/${family.id}/package.json`)), 'files');
      const files = readdirSync(dir).filter((file) => file.endsWith('-normal.woff2'));
      const weights = [...new Set(files.map((file) => Number(/-(\d+)-normal\.woff2$/.exec(file)?.[1])))].sort((a, b) => a - b);
      const subsets = [...new Set(files.map((file) => file.slice(family.id.length + 1).replace(/-\d+-normal\.woff2$/, '')))].sort();
      expect(weights, family.id).toEqual(family.weights);
      expect(subsets, family.id).toEqual([...family.subsets].sort());
      expect(family.fallback).toMatch(/(serif|sans-serif|monospace)$/);
    }
  });
});
