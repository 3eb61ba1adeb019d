import type { FooterVariant, NavVariant, SectionKind, VariantOf } from '../../model/sections.ts';
import type { ArtFamily } from '../../model/art-families.ts';
import type { Design } from '../../model/site-model.ts';

/** One section of the home page as a recipe orders it. */
export type HomeSlot = { [K in HomeKind]: { kind: K; variant: VariantOf<K>; alt?: boolean } }[HomeKind];

/** The kinds a home page may show (the page-only kinds are left out). */
export type HomeKind = Exclude<SectionKind, 'pageHeader' | 'article' | 'prose' | 'notFound' | 'thankYou'>;

/** How the offline illustrations of a site are framed (icons of the trade in the palette). */
export interface IllustrationStyle {
  /** The shape the main icon sits in. */
  frame: 'circle' | 'blob' | 'hexagon' | 'arch' | 'square' | 'none';
  /** Background treatment behind the scene. */
  backdrop: 'gradient' | 'flat' | 'grid' | 'rays' | 'dots';
  /** Icon stroke width on the 24 unit grid (1 = fine line, 2.5 = bold). */
  stroke: number;
  /** The family the hero's art is drawn in (a flat scene, a line drawing, a badge…). */
  art: ArtFamily;
}

/**
 * A layout recipe: the design tokens plus which variant of each section to draw and the
 * order of the home page. One per gallery template (read from the template itself) and one
 * made from a described style for sites without a template.
 */
export interface Recipe {
  id: string;
  label: string;
  source: 'template' | 'style';
  design: Design;
  nav: NavVariant;
  footer: FooterVariant;
  /** Home page, top to bottom; the first slot is always a hero. */
  home: readonly HomeSlot[];
  /** The variants used on the inner pages. */
  pages: {
    header: VariantOf<'pageHeader'>;
    services: VariantOf<'services'>;
    products: VariantOf<'products'>;
    process: VariantOf<'process'>;
    about: VariantOf<'about'>;
    highlights: VariantOf<'highlights'>;
    blog: VariantOf<'blogTeaser'>;
    faq: VariantOf<'faq'>;
    contact: VariantOf<'contact'>;
    cta: VariantOf<'cta'>;
  };
  illustration: IllustrationStyle;
}
