// The drawing context every art family shares: the canvas, the palette's roles, the icon definitions and a few marks.
import type { Random } from '../../brief/random.ts';
import { contrastRatio } from '../../design/contrast.ts';
import type { Palette } from '../../model/site-model.ts';
import { iconElements } from '../icons.ts';

/** Rounds to one decimal: enough for a 1200 px canvas, and it keeps the file small. */
export const r1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The colours a piece of art may use: the palette's own and nothing mixed from them, so that the art is in the site's
 * colours exactly. Depth and shade come from opacity.
 */
export interface ArtColours {
  ground: string;
  paper: string;
  ink: string;
  soft: string;
  main: string;
  onMain: string;
  second: string;
  onSecond: string;
  rule: string;
  /** Shadows: the page's own dark (its background on a dark page, its text on a light one). */
  shade: string;
  /** Whether the page is dark (shadows are drawn stronger). */
  dark: boolean;
}

/** The candidate that stands out most against `ground`. */
export function standOut(ground: string, candidates: readonly string[]): string {
  let best = candidates[0] ?? ground;
  for (const colour of candidates) if (contrastRatio(ground, colour) > contrastRatio(ground, best)) best = colour;
  return best;
}

export function artColours(palette: Palette): ArtColours {
  const dark = contrastRatio(palette.bg, '#000000') < contrastRatio(palette.bg, '#ffffff');
  return {
    ground: palette.surfaceAlt,
    paper: palette.surface,
    ink: palette.text,
    soft: palette.muted,
    main: palette.primary,
    onMain: standOut(palette.primary, [palette.onPrimary, palette.text, palette.bg]),
    second: palette.accent,
    onSecond: standOut(palette.accent, [palette.text, palette.bg, palette.onPrimary]),
    rule: palette.border,
    shade: dark ? palette.bg : palette.text,
    dark,
  };
}

/** One object of the trade placed in a composition. */
export interface Placed {
  name: string;
  x: number;
  y: number;
  size: number;
}

export class ArtScene {
  readonly defs: string[] = [];
  private readonly ids = new Map<string, string>();
  readonly unit: number;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly colours: ArtColours,
    readonly random: Random,
  ) {
    this.unit = Math.min(width, height);
  }

  get cx(): number {
    return this.width / 2;
  }

  get cy(): number {
    return this.height / 2;
  }

  /** A new id for a definition (a gradient, a pattern, a clip). */
  id(prefix: string): string {
    return `${prefix}${this.defs.length}`;
  }

  private iconId(name: string): string {
    let id = this.ids.get(name);
    if (!id) {
      id = `i${this.ids.size}`;
      this.ids.set(name, id);
      this.defs.push(`<g id="${id}">${iconElements(name)}</g>`);
    }
    return id;
  }

  /**
   * An icon centred on (x, y), `size` px across, its line `line` px wide whatever the size. `attributes` add a fill,
   * an opacity, a rotation (degrees) or a matrix that lays the icon on a face.
   */
  icon(name: string, x: number, y: number, size: number, stroke: string, line: number, options: { fill?: string; opacity?: number; rotate?: number } = {}): string {
    const scale = size / 24;
    const turn = options.rotate ? ` rotate(${r1(options.rotate)} 12 12)` : '';
    const fill = options.fill ? ` fill="${options.fill}"` : '';
    const opacity = options.opacity !== undefined && options.opacity < 1 ? ` opacity="${options.opacity}"` : '';
    return `<use href="#${this.iconId(name)}" transform="translate(${r1(x - size / 2)} ${r1(y - size / 2)}) scale(${r1(scale * 1000) / 1000})${turn}" stroke="${stroke}" stroke-width="${r1((line / scale) * 100) / 100}"${fill}${opacity}/>`;
  }

  /** An icon laid on a plane by an affine matrix of the 24-unit icon grid (an isometric face). */
  iconOn(name: string, matrix: readonly number[], stroke: string, width: number): string {
    return `<use href="#${this.iconId(name)}" transform="matrix(${matrix.map((value) => r1(value * 1000) / 1000).join(' ')})" stroke="${stroke}" stroke-width="${r1(width * 100) / 100}"/>`;
  }

  /** The line width that reads as `share` of the canvas at any size. */
  line(share: number): number {
    return Math.max(1, this.unit * share);
  }
}

export function circle(x: number, y: number, radius: number, fill: string, extra = ''): string {
  return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(radius)}" fill="${fill}"${extra}/>`;
}

export function ellipse(x: number, y: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${extra}/>`;
}

export function polygon(points: readonly (readonly [number, number])[], fill: string, extra = ''): string {
  return `<path d="M${points.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}Z" fill="${fill}"${extra}/>`;
}

/** A four-pointed sparkle, the finishing mark of the flat and badge families. */
export function sparkle(x: number, y: number, size: number, colour: string): string {
  const s = size / 2;
  const k = s * 0.22;
  return `<path d="M${r1(x)} ${r1(y - s)}Q${r1(x + k)} ${r1(y - k)} ${r1(x + s)} ${r1(y)}Q${r1(x + k)} ${r1(y + k)} ${r1(x)} ${r1(y + s)}Q${r1(x - k)} ${r1(y + k)} ${r1(x - s)} ${r1(y)}Q${r1(x - k)} ${r1(y - k)} ${r1(x)} ${r1(y - s)}Z" fill="${colour}"/>`;
}

/** The soft shadow an object casts on the ground below it. */
export function groundShadow(scene: ArtScene, x: number, y: number, width: number, strength = 0.16): string {
  return ellipse(x, y, width / 2, width * 0.09, scene.colours.shade, ` opacity="${scene.colours.dark ? Math.min(0.6, strength * 2.5) : strength}"`);
}

/** The colour shadows are cast in. */
export function shadeOf(scene: ArtScene): string {
  return scene.colours.shade;
}

/**
 * Where the objects of a still life stand, the subject first: large in the middle, two companions overlapping its foot
 * (inside a centred square, as a round or tall frame crops the picture to it), the rest smaller and further out.
 */
export function stillLife(scene: ArtScene, icons: readonly string[], baseline: number): Placed[] {
  const { cx, unit } = scene;
  const spots: [dx: number, size: number, lift: number][] = [
    [0, 0.46, 0],
    [-0.27, 0.25, -0.01],
    [0.29, 0.28, 0],
    [-0.52, 0.17, 0.06],
    [0.56, 0.16, 0.07],
    [-0.76, 0.12, 0.1],
  ];
  return icons.slice(0, spots.length).map((name, index) => {
    const [dx, size, lift] = spots[index] as [number, number, number];
    const px = size * unit;
    return { name, x: cx + dx * unit, y: baseline - lift * unit - px / 2, size: px };
  });
}
