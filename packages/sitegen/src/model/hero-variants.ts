/**
 * The hero variants drawn after one gallery template's first screen each: its composition and its signature device
 * (a terminal, a radar, a dashboard, a clock…) filled with the business's own offers, prices, hours and town.
 * A recipe of a template names its own; described-style recipes choose among all of them by the style's words.
 * Each has one file in `render/sections/heroes/`.
 */
export const templateHeroVariants = [
  'emblem',
  'arch',
  'window',
  'chart',
  'roundel',
  'radar',
  'prism',
  'plate',
  'pixel',
  'monochrome',
  'metrics',
  'niche',
  'mascot',
  'terminal',
  'orb',
  'peaks',
  'vinyl',
  'blueprint',
  'sunset',
  'network',
  'moonlit',
  'aurora',
  'dial',
] as const;

export type TemplateHeroVariant = (typeof templateHeroVariants)[number];
