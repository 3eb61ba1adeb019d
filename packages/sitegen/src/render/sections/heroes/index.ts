import type { TemplateHeroVariant } from '../../../model/hero-variants.ts';
import type { VariantRenderer } from '../types.ts';
import { archHero } from './arch.ts';
import { chartHero } from './chart.ts';
import { emblemHero } from './emblem.ts';
import { metricsHero } from './metrics.ts';
import { monochromeHero } from './monochrome.ts';
import { pixelHero } from './pixel.ts';
import { plateHero } from './plate.ts';
import { prismHero } from './prism.ts';
import { radarHero } from './radar.ts';
import { roundelHero } from './roundel.ts';
import { windowHero } from './window.ts';

/** The template heroes, one file each in this folder. */
export const templateHeroRenderers: { [V in TemplateHeroVariant]: VariantRenderer<'hero'> } = {
  emblem: emblemHero,
  arch: archHero,
  window: windowHero,
  chart: chartHero,
  roundel: roundelHero,
  radar: radarHero,
  prism: prismHero,
  plate: plateHero,
  pixel: pixelHero,
  monochrome: monochromeHero,
  metrics: metricsHero,
};
