// The hero art of a site: the objects of its trade and offers composed in one of the art families.
import { Random } from '../../brief/random.ts';
import type { ArtFamily } from '../../model/art-families.ts';
import type { Palette } from '../../model/site-model.ts';
import { hasIcon } from '../icons.ts';
import { badgeScene } from './badge.ts';
import { flatScene } from './flat.ts';
import { isometricScene } from './isometric.ts';
import { lineDrawing } from './line.ts';
import { patternScene } from './pattern.ts';
import { photoFrameScene } from './photo-frame.ts';
import { ArtScene, artColours } from './scene.ts';

const families: Record<ArtFamily, (scene: ArtScene, icons: readonly string[]) => string> = {
  flat: flatScene,
  line: lineDrawing,
  isometric: isometricScene,
  badge: badgeScene,
  pattern: patternScene,
  frame: photoFrameScene,
};

export interface ArtInput {
  family: ArtFamily;
  /** Lucide icon names: the subject first, then the offers' and the trade's. */
  icons: readonly string[];
  seed: string;
  width: number;
  height: number;
  palette: Palette;
}

/**
 * A hero picture of the business as an SVG document: its objects composed in the family's manner, with depth (overlap,
 * scale, shadow), in the palette's colours only. Pure: the same input gives the same bytes. The main group stays in
 * the centred square, as round and tall hero frames crop the picture to it. No <title>: the page gives the alt text.
 */
export function artSvg(input: ArtInput): string {
  const width = Math.max(1, Math.round(input.width));
  const height = Math.max(1, Math.round(input.height));
  const icons = input.icons.filter(hasIcon);
  if (icons.length === 0) icons.push('sparkles');
  const scene = new ArtScene(width, height, artColours(input.palette), new Random(`${input.seed}:art`));
  const body = families[input.family](scene, icons);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${scene.defs.join('')}</defs><g fill="none" stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>`;
}
