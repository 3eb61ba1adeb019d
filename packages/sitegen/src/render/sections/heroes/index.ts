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
import { nicheHero } from './niche.ts';
import { mascotHero } from './mascot.ts';
import { terminalHero } from './terminal.ts';
import { orbHero } from './orb.ts';
import { peaksHero } from './peaks.ts';
import { vinylHero } from './vinyl.ts';
import { blueprintHero } from './blueprint.ts';
import { sunsetHero } from './sunset.ts';
import { networkHero } from './network.ts';
import { moonlitHero } from './moonlit.ts';
import { auroraHero } from './aurora.ts';
import { dialHero } from './dial.ts';

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
  niche: nicheHero,
  mascot: mascotHero,
  terminal: terminalHero,
  orb: orbHero,
  peaks: peaksHero,
  vinyl: vinylHero,
  blueprint: blueprintHero,
  sunset: sunsetHero,
  network: networkHero,
  moonlit: moonlitHero,
  aurora: auroraHero,
  dial: dialHero,
};
