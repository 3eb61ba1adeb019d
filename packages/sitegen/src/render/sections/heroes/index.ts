import type { TemplateHeroVariant } from '../../../model/hero-variants.ts';
import type { VariantRenderer } from '../types.ts';

/** The template heroes, one file each in this folder. */
export const templateHeroRenderers: { [V in TemplateHeroVariant]: VariantRenderer<'hero'> } = {};
