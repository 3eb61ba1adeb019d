import { sectionVariants, type Section, type SectionKind } from '../model/sections.ts';
import type { SiteModel } from '../model/site-model.ts';
import { templateRecipes } from '../render/recipes/templates.ts';
import type { HomeKind, Recipe } from '../render/recipes/types.ts';
import { testimonialVariantOf } from '../write/pages.ts';
import { withScriptFonts } from '../write/script-fonts.ts';

/** A look the editor offers: a gallery template's layout recipe, by its id, with a few of its colours to show. */
export interface DesignChoice {
  id: string;
  label: string;
  scheme: 'light' | 'dark';
  swatches: string[];
}

const recipes = Object.values(templateRecipes);

export const designChoices: readonly DesignChoice[] = recipes.map(({ id, label, design }) => ({
  id,
  label,
  scheme: design.scheme,
  swatches: [design.palette.bg, design.palette.surface, design.palette.primary, design.palette.accent, design.palette.text],
}));

export const findRecipe = (id: string): Recipe | undefined => recipes.find((recipe) => recipe.id === id);

// The variant the recipe gives each kind of section on the inner pages.
const innerVariants = (recipe: Recipe): Partial<Record<SectionKind, string>> => ({
  pageHeader: recipe.pages.header,
  services: recipe.pages.services,
  products: recipe.pages.products,
  process: recipe.pages.process,
  about: recipe.pages.about,
  highlights: recipe.pages.highlights,
  blogTeaser: recipe.pages.blog,
  faq: recipe.pages.faq,
  contact: recipe.pages.contact,
  cta: recipe.pages.cta,
});

const isOffers = (kind: SectionKind) => kind === 'products' || kind === 'services';

/** Where the recipe puts a kind on the home page (offers are one slot whichever kind the trade shows), if it does. */
function homeRank(recipe: Recipe, kind: SectionKind): number | undefined {
  const at = recipe.home.findIndex((slot) => slot.kind === kind || (isOffers(slot.kind) && isOffers(kind)));
  return at === -1 ? undefined : at;
}

/** The recipe's home slot for a kind: its variant when the kind is the slot's own, its alternate surface either way. */
function homeSlot(recipe: Recipe, kind: SectionKind): { variant?: string; alt?: boolean } | undefined {
  const slot = recipe.home[homeRank(recipe, kind) ?? -1];
  if (!slot) return undefined;
  return slot.kind === (kind as HomeKind) ? slot : { ...(slot.alt ? { alt: true } : {}) };
}

/**
 * The home page in the recipe's order: each section at its kind's place in the recipe, the sections the recipe has no
 * place for right after the placed section they followed, in their order. The hero stays first.
 */
function inRecipeOrder(sections: Section[], recipe: Recipe): Section[] {
  let anchor = -1;
  let after = 0;
  const ranked = sections.map((section, index) => {
    const placed = section.kind === 'hero' ? -1 : homeRank(recipe, section.kind);
    if (placed !== undefined) {
      anchor = placed;
      after = 0;
      return { section, rank: placed, after: 0, index };
    }
    after += 1;
    return { section, rank: anchor, after, index };
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.after - b.after || a.index - b.index).map((each) => each.section);
}

function restyle(section: Section, variant: string | undefined): void {
  const variants: readonly string[] = sectionVariants[section.kind];
  if (variant && variants.includes(variant)) (section as { variant: string }).variant = variant;
}

/**
 * Gives a site another gallery template's look: its colours, type and shapes, its header and footer, the variant it
 * draws each kind of section in, and its home page order. Texts, pictures and hidden sections are kept as they are.
 */
export function applyRecipe(model: SiteModel, recipe: Recipe): void {
  const languages = model.editions.map((edition) => edition.lang);
  const fitted = withScriptFonts(recipe, languages);
  model.recipe = { id: recipe.id, label: recipe.label, source: recipe.source, illustration: recipe.illustration };
  model.design = structuredClone(fitted.design);
  const inner = innerVariants(recipe);
  for (const edition of model.editions) {
    edition.nav.variant = recipe.nav;
    edition.footer.variant = recipe.footer;
    for (const page of edition.pages) {
      const home = page.key === 'home';
      for (const section of page.sections) {
        // The prices page's list stays a price list whatever the look: that layout is what the page is for.
        if (page.key === 'prices' && isOffers(section.kind)) continue;
        const slot = home ? homeSlot(recipe, section.kind) : undefined;
        // Testimonials the recipe has no slot for take the variant generation would have given them.
        const own = section.kind === 'testimonials' ? testimonialVariantOf(recipe.id) : undefined;
        restyle(section, slot?.variant ?? inner[section.kind] ?? own);
        if (slot) {
          if (slot.alt) section.alt = true;
          else delete section.alt;
        }
      }
      if (home) page.sections = inRecipeOrder(page.sections, recipe);
    }
  }
}

/** Gives a site another gallery template's colours (and with them light or dark), keeping its layout and type. */
export function applyPalette(model: SiteModel, recipe: Recipe): void {
  model.design.palette = { ...recipe.design.palette };
  model.design.scheme = recipe.design.scheme;
}
