import { describe, expect, test } from 'vitest';
import { composeSites, generate } from '../src/index.ts';
import type { SiteModel } from '../src/index.ts';
import { fontFamily } from '../src/assets/fonts.ts';
import { parseColours } from '../src/render/recipes/colours.ts';
import { hueDistance, hueOf } from '../src/render/recipes/colour-math.ts';
import { templateRecipes } from '../src/render/recipes/templates.ts';
import { showcaseNow, styleBriefs, templateBriefs } from './support/showcase-briefs.ts';

/** A home page's layout: the header, each section as kind:variant in order, the footer. */
function homeLayout(model: SiteModel): string {
  const edition = model.editions[0];
  const home = edition?.pages.find((page) => page.key === 'home');
  return [edition?.nav.variant, ...(home?.sections.map((section) => `${section.kind}:${section.variant}`) ?? []), edition?.footer.variant].join(' ');
}

/** Products and services sections are the site's offers, whichever kind the trade shows. */
function offerSlot(slot: string): string {
  return /^(?:products|services):/.test(slot) ? 'offers' : slot;
}

async function modelsOf(briefs: typeof templateBriefs): Promise<SiteModel[]> {
  const models: SiteModel[] = [];
  for (const brief of briefs) {
    const model = (await composeSites(brief.request, { now: showcaseNow })).models[0];
    if (!model) throw new Error(`no site for ${brief.label}`);
    models.push(model);
  }
  return models;
}

describe('layouts of generated sites', () => {
  test('one brief on the 23 gallery templates gives at least 18 distinct home layouts, each the template’s own recipe', async () => {
    const models = await modelsOf(templateBriefs);
    expect(models).toHaveLength(23);
    for (const [index, model] of models.entries()) {
      const template = templateBriefs[index]?.request.baseTemplate ?? '';
      const recipe = templateRecipes[template];
      expect(model.recipe.id, template).toBe(recipe?.id);
      expect(model.design.palette, template).toEqual(recipe?.design.palette);
      // The home page follows the template's section order (a slot without content may be left out, never reordered);
      // its offers show once, in the trade's kind, and without the owner's reviews there is no reviews section, even
      // where the recipe has a place for one.
      const recipeOrder = [...new Set(recipe?.home.map((slot) => offerSlot(`${slot.kind}:${slot.variant}`)) ?? [])];
      const homeSlots = homeLayout(model).split(' ').slice(1, -1);
      expect(homeSlots.filter((slot) => slot.startsWith('testimonials:')), template).toEqual([]);
      const homeOrder = homeSlots.map(offerSlot);
      expect(homeOrder.filter((slot) => slot === 'offers'), template).toHaveLength(1);
      expect(homeOrder.every((slot, at) => recipeOrder.indexOf(slot) >= at), `${template}: ${homeOrder.join(' ')} in ${recipeOrder.join(' ')}`).toBe(true);
      const reviewsSlot = recipeOrder.some((slot) => slot.startsWith('testimonials:')) ? 1 : 0;
      expect(homeOrder.length, template).toBeGreaterThanOrEqual(recipeOrder.length - 1 - reviewsSlot);
    }
    expect(new Set(models.map(homeLayout)).size).toBeGreaterThanOrEqual(18);
  }, 120_000);

  test('twelve briefs without a template give at least 8 distinct layouts, and described colours are in the palette', async () => {
    const models = await modelsOf(styleBriefs);
    expect(new Set(models.map(homeLayout)).size).toBeGreaterThanOrEqual(8);
    for (const [index, model] of models.entries()) {
      const request = styleBriefs[index]?.request;
      const named = parseColours(`${request?.design_style ?? ''} ${request?.features ?? ''}`).slice(0, 2);
      const palette = Object.values(model.design.palette);
      for (const colour of named) {
        const near = palette.some((entry) => entry === colour.colour || (hueDistance(hueOf(entry), hueOf(colour.colour)) <= 6 && hueOf(colour.colour) >= 0));
        expect(near, `${styleBriefs[index]?.label}: ${colour.words} ${colour.colour} in ${palette.join(' ')}`).toBe(true);
      }
    }
    const mint = models[styleBriefs.findIndex((brief) => /mint green/.test(brief.request.features ?? ''))];
    expect(mint?.design.radius).toBeGreaterThanOrEqual(12);
  }, 120_000);

  test('a Russian site on a template whose headline face has no Cyrillic gets the closest face that has it', async () => {
    const template = Object.keys(templateRecipes).find((name) => {
      const family = templateRecipes[name]?.design.fonts.heading.family;
      return family !== undefined && !fontFamily(family)?.subsets.includes('cyrillic');
    });
    if (!template) throw new Error('every template face has Cyrillic');
    const brief = templateBriefs[0];
    const result = await generate({ ...brief?.request, baseTemplate: template, site_language: 'Russian' }, { now: showcaseNow });
    const heading = result.sites[0]?.model.design.fonts.heading;
    expect(fontFamily(heading?.family ?? '')?.subsets, template).toContain('cyrillic');
    const css = String(result.sites[0]?.files.get('styles.css'));
    expect(css).toMatch(/unicode-range:[^;]*U\+0400/i);
  });
});
