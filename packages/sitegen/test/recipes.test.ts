import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { templateCatalogue } from '@sitecraft/shared/templates';
import { contrastRatio } from '../src/design/contrast.ts';
import { designSystems } from '../src/design/systems.ts';
import { templateHeroVariants } from '../src/model/hero-variants.ts';
import { chromeVariants, sectionVariants } from '../src/model/sections.ts';
import { designSchema } from '../src/model/site-model.ts';
import { templateRecipes } from '../src/render/recipes/templates.ts';
import type { Recipe } from '../src/render/recipes/types.ts';

/** The kinds the offline writer has content for on a home page. */
const writerKinds = ['hero', 'highlights', 'services', 'products', 'about', 'process', 'stats', 'gallery', 'faq', 'blogTeaser', 'cta', 'contact'];

/** Which kind each entry of `pages` names a variant of. */
const pageKinds = { header: 'pageHeader', services: 'services', products: 'products', process: 'process', about: 'about', highlights: 'highlights', blog: 'blogTeaser', faq: 'faq', contact: 'contact', cta: 'cta' } as const;

const entries = templateCatalogue.map((template) => [template.fileName, templateRecipes[template.fileName] as Recipe] as const);

/** A home page's layout: the nav, the home slots' `kind:variant` in order, and the footer. */
function layoutOf(recipe: Recipe): string {
  return [`nav:${recipe.nav}`, ...recipe.home.map((slot) => `${slot.kind}:${slot.variant}`), `footer:${recipe.footer}`].join(' ');
}

function hasVariant(kind: string, variant: string): boolean {
  return ((sectionVariants as Record<string, readonly string[]>)[kind] ?? []).includes(variant);
}

const require = createRequire(import.meta.url);

function fontsourceDir(family: string): string {
  return dirname(require.resolve(`@fontsource/${family}/package.json`));
}

/** The CSS family name a @fontsource package declares ("Press Start 2P"). */
function cssFamily(family: string): string | undefined {
  return /font-family:\s*'([^']+)'/.exec(readFileSync(join(fontsourceDir(family), 'index.css'), 'utf8'))?.[1];
}

/** The latin normal weights a @fontsource package ships. */
function fontWeights(family: string): number[] {
  return readdirSync(join(fontsourceDir(family), 'files'))
    .map((file) => /-latin-(\d+)-normal\.woff2$/.exec(file)?.[1])
    .filter((weight): weight is string => weight !== undefined)
    .map(Number);
}

describe('template recipes', () => {
  test('every template of the catalogue has a recipe, and nothing else does', () => {
    expect(Object.keys(templateRecipes).sort()).toEqual(templateCatalogue.map((template) => template.fileName).sort());
  });

  test.each(templateCatalogue.map((template) => [template.fileName, template] as const))('%s is named after its template', (fileName, template) => {
    const recipe = templateRecipes[fileName] as Recipe;
    expect(recipe.id).toBe(`template-${fileName.replace(/\.html$/, '')}`);
    expect(recipe.label).toBe(template.title);
    expect(recipe.source).toBe('template');
  });

  test.each(entries)('%s has a valid design with readable colours', (_, recipe) => {
    const parsed = designSchema.safeParse(recipe.design);
    expect(parsed.success, parsed.success ? '' : parsed.error.message).toBe(true);
    expect(Object.keys(designSystems)).toContain(recipe.design.tone);
    const p = recipe.design.palette;
    const pairs = [
      ...[p.text, p.muted, p.link].flatMap((foreground) => [p.bg, p.surface, p.surfaceAlt].map((background) => [foreground, background] as const)),
      [p.onPrimary, p.primary] as const,
    ];
    for (const [foreground, background] of pairs) {
      expect(contrastRatio(foreground, background), `${foreground} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
    // the scheme matches the page colour
    expect(contrastRatio(p.bg, '#000000') > contrastRatio(p.bg, '#ffffff')).toBe(recipe.design.scheme === 'light');
  });

  test.each(entries)('%s self-hosts only installed faces, in weights that exist', (_, recipe) => {
    const { heading, body } = recipe.design.fonts;
    for (const font of [heading, body]) {
      if (!font.family) {
        expect(font.weights).toEqual([]);
        continue;
      }
      expect(font.weights.length).toBeGreaterThanOrEqual(1);
      expect(font.weights.length).toBeLessThanOrEqual(2);
      const available = fontWeights(font.family);
      for (const weight of font.weights) expect(available, `${font.family} ${weight}`).toContain(weight);
      // the quoted family first, then a system fallback stack
      expect(font.stack.startsWith(`"${cssFamily(font.family)}", `), font.stack).toBe(true);
      expect(font.stack.split(',').length).toBeGreaterThan(2);
    }
    if (heading.family) expect(heading.weights).toContain(recipe.design.fonts.headingWeight);
  });

  test.each(entries)('%s has a home page the writer can fill', (_, recipe) => {
    expect(recipe.home[0]?.kind).toBe('hero');
    expect(recipe.home.filter((slot) => slot.kind === 'hero')).toHaveLength(1);
    expect(recipe.home.length).toBeGreaterThanOrEqual(6);
    expect(recipe.home.length).toBeLessThanOrEqual(10);
    for (const slot of recipe.home) expect(writerKinds).toContain(slot.kind);
    expect(recipe.home[0]?.alt).toBeFalsy();
  });

  test.each(entries)('%s names only variants of the catalogue', (_, recipe) => {
    expect(chromeVariants.nav).toContain(recipe.nav);
    expect(chromeVariants.footer).toContain(recipe.footer);
    for (const slot of recipe.home) expect(hasVariant(slot.kind, slot.variant), `${slot.kind}:${slot.variant}`).toBe(true);
    for (const [key, kind] of Object.entries(pageKinds)) {
      const variant = recipe.pages[key as keyof typeof pageKinds];
      expect(hasVariant(kind, variant), `pages.${key} = ${variant}`).toBe(true);
    }
  });

  test('the home pages have clearly different layouts', () => {
    const layouts = new Set(entries.map(([, recipe]) => layoutOf(recipe)));
    expect(layouts.size).toBeGreaterThanOrEqual(18);
  });

  test('every template opens on a hero of its own, and every nav variant is used by some template', () => {
    const heroes = entries.map(([, recipe]) => recipe.home[0]?.variant);
    expect(new Set(heroes)).toEqual(new Set(templateHeroVariants));
    expect(new Set(heroes).size).toBe(heroes.length);
    expect(new Set(entries.map(([, recipe]) => recipe.nav))).toEqual(new Set(chromeVariants.nav));
    expect(new Set(entries.map(([, recipe]) => recipe.footer))).toEqual(new Set(chromeVariants.footer));
  });

  test('templates of one catalogue family still differ in layout and look', () => {
    const families = new Map<string, (typeof templateCatalogue)[number][]>();
    for (const template of templateCatalogue) families.set(template.category, [...(families.get(template.category) ?? []), template]);
    for (const [family, members] of families) {
      const recipes = members.map((template) => templateRecipes[template.fileName] as Recipe);
      for (const [index, first] of recipes.entries()) {
        for (const second of recipes.slice(index + 1)) {
          const pair = `${family}: ${first.id} / ${second.id}`;
          expect(layoutOf(first), pair).not.toBe(layoutOf(second));
          // at least two home sections that the other lacks, counted either way
          const firstSlots = first.home.map((slot) => `${slot.kind}:${slot.variant}`);
          const secondSlots = second.home.map((slot) => `${slot.kind}:${slot.variant}`);
          const unshared = firstSlots.filter((slot) => !secondSlots.includes(slot)).length + secondSlots.filter((slot) => !firstSlots.includes(slot)).length;
          expect(unshared, pair).toBeGreaterThanOrEqual(2);
          // two SaaS templates may share a brand colour, but not the whole palette
          const roles = Object.keys(first.design.palette) as (keyof Recipe['design']['palette'])[];
          expect(roles.filter((role) => first.design.palette[role] !== second.design.palette[role]).length, pair).toBeGreaterThanOrEqual(3);
          const look = (recipe: Recipe) => `${recipe.design.fonts.heading.stack}|${recipe.design.scheme}|${recipe.design.radius}`;
          expect(look(first), pair).not.toBe(look(second));
        }
      }
    }
  });
});
