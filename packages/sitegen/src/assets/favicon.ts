import { Random } from '../brief/random.ts';
import { contrastRatio } from '../design/contrast.ts';
import type { Palette } from '../model/site-model.ts';
import { hasIcon, iconElements } from './icons.ts';
import { readableOn } from './illustration.ts';
import { rasterise } from './og-image.ts';

const size = 64;

/** Marks without letters (letters could spell a word the site must not show), drawn on the tile. */
const marks: readonly ((ink: string, accent: string) => string)[] = [
  // A disc with a dot of the accent: a sun over the horizon.
  (ink, accent) => `<circle cx="32" cy="34" r="15" fill="${ink}"/><circle cx="44" cy="20" r="7" fill="${accent}"/>`,
  // Concentric rings round a dot.
  (ink, accent) => `<circle cx="32" cy="32" r="17" fill="none" stroke="${ink}" stroke-width="5"/><circle cx="32" cy="32" r="7" fill="${accent}"/>`,
  // A diamond with a smaller one inside.
  (ink, accent) => `<path d="M32 12L52 32L32 52L12 32Z" fill="${ink}"/><path d="M32 24L40 32L32 40L24 32Z" fill="${accent}"/>`,
  // An arch with a sun.
  (ink, accent) => `<path d="M16 50V34a16 16 0 0 1 32 0V50Z" fill="${ink}"/><circle cx="32" cy="36" r="6" fill="${accent}"/>`,
  // Three rising bars.
  (ink, accent) => `<rect x="14" y="34" width="9" height="16" rx="2" fill="${ink}"/><rect x="27.5" y="24" width="9" height="26" rx="2" fill="${ink}"/><rect x="41" y="14" width="9" height="36" rx="2" fill="${accent}"/>`,
  // Two overlapping leaves.
  (ink, accent) => `<path d="M14 46C14 28 26 16 48 16C48 36 36 48 14 46Z" fill="${ink}"/><path d="M18 44L38 24" stroke="${accent}" stroke-width="4" stroke-linecap="round"/>`,
  // A four-pointed star.
  (ink, accent) => `<path d="M32 10Q35 29 54 32Q35 35 32 54Q29 35 10 32Q29 29 32 10Z" fill="${ink}"/><circle cx="48" cy="48" r="5" fill="${accent}"/>`,
  // A hexagon with a dot.
  (ink, accent) => `<path d="M32 12L49.3 22V42L32 52L14.7 42V22Z" fill="none" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/><circle cx="32" cy="32" r="7" fill="${accent}"/>`,
];

/**
 * The site's icon as SVG: a rounded tile in the primary colour with a mark in the page colours,
 * the given theme icon when there is one, else a geometric mark picked by the seed. No letters.
 */
export function faviconSvg(palette: Palette, seed: string, icon?: string): string {
  const random = new Random(`${seed}:favicon`);
  const tile = palette.primary;
  const ink = readableOn(tile, [palette.onPrimary, palette.bg, palette.text], 3);
  const accent = contrastRatio(tile, palette.accent) >= 1.6 && contrastRatio(ink, palette.accent) >= 1.3 ? palette.accent : ink;
  const radius = [10, 14, 18, 32][random.int(4)] ?? 14;
  const body =
    icon && hasIcon(icon)
      ? `<g transform="translate(12 12) scale(1.6667)" fill="none" stroke="${ink}" stroke-width="2.25" stroke-linecap="round" stroke-linejoin="round">${iconElements(icon)}</g>`
      : (marks[random.int(marks.length)] as (ink: string, accent: string) => string)(ink, accent);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect id="tile" width="${size}" height="${size}" rx="${radius}" fill="${tile}"/>${body}</svg>`;
}

export interface FaviconPngs {
  'favicon-32.png': Uint8Array;
  'apple-touch-icon.png': Uint8Array;
  'icon-192.png': Uint8Array;
}

/** The tile's colour, read back from an SVG made by `faviconSvg`. */
function tileColour(svg: string): string | undefined {
  return /<rect id="tile"[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1];
}

/**
 * The PNG icons: 32 px for browser tabs, 192 px for Android, and the 180 px apple-touch-icon,
 * square and opaque (iOS rounds the corners itself), so its tile fills the whole picture.
 */
export function faviconPngs(svg: string): FaviconPngs {
  const tile = tileColour(svg);
  const square = svg.replace(/(<rect id="tile"[^>]*?)rx="[^"]*"/, '$1rx="0"');
  return {
    'favicon-32.png': rasterise(svg, { width: 32 }),
    'apple-touch-icon.png': rasterise(square, { background: tile ?? '#ffffff', width: 180 }),
    'icon-192.png': rasterise(svg, { width: 192 }),
  };
}
