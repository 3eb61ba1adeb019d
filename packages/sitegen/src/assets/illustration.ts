import { Random } from '../brief/random.ts';
import { contrastRatio } from '../design/contrast.ts';
import type { Palette } from '../model/site-model.ts';
import type { IllustrationStyle } from '../render/recipes/types.ts';
import { hasIcon, iconElements } from './icons.ts';

export type Composition = 'hero' | 'card' | 'cover' | 'tile';

export interface IllustrationInput {
  /** Lucide icon names: the first is the subject, the others its companions. */
  icons: string[];
  seed: string;
  width: number;
  height: number;
  composition: Composition;
  palette: Palette;
  style: Omit<IllustrationStyle, 'art'>;
}

/* ---------- colour ---------- */

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `from` moved `amount` (0…1) of the way to `to`, as #rrggbb. */
export function mix(from: string, to: string, amount: number): string {
  const a = rgb(from);
  const b = rgb(to);
  return `#${a.map((channel, index) => Math.round(channel + ((b[index] ?? 0) - channel) * amount).toString(16).padStart(2, '0')).join('')}`;
}

/** The candidate that stands out most against `ground`. */
export function mostContrasting(ground: string, candidates: readonly string[]): string {
  let best = candidates[0] ?? '#000000';
  for (const colour of candidates) if (contrastRatio(ground, colour) > contrastRatio(ground, best)) best = colour;
  return best;
}

/** The first candidate that reaches `ratio` against `ground`, else the most contrasting one. */
export function readableOn(ground: string, candidates: readonly string[], ratio: number): string {
  return candidates.find((colour) => contrastRatio(ground, colour) >= ratio) ?? mostContrasting(ground, candidates);
}

/** The colours a scene is drawn in, derived from the site's palette. */
export interface SceneColours {
  ground: string;
  groundDeep: string;
  pattern: string;
  halo: string;
  frame: string;
  frameLine: string;
  spot: string;
  badge: string;
  badgeLine: string;
  badgeIcon: string;
  badgeAlt: string;
  badgeAltIcon: string;
  spark: string;
}

export function sceneColours(palette: Palette): SceneColours {
  const dark = contrastRatio(palette.bg, '#000000') < contrastRatio(palette.bg, '#ffffff');
  const ground = palette.surfaceAlt;
  const frame = palette.primary;
  const frameLine = readableOn(frame, [palette.onPrimary, palette.bg, palette.text], 3);
  const badge = palette.surface;
  return {
    ground,
    groundDeep: mix(ground, palette.primary, dark ? 0.16 : 0.1),
    pattern: mix(ground, palette.text, dark ? 0.12 : 0.09),
    halo: mix(ground, palette.accent, dark ? 0.22 : 0.3),
    frame,
    frameLine,
    spot: mix(frame, frameLine, 0.16),
    badge,
    badgeLine: mix(badge, palette.text, 0.14),
    badgeIcon: readableOn(badge, [palette.primary, palette.link, palette.text], 3),
    badgeAlt: palette.accent,
    badgeAltIcon: mostContrasting(palette.accent, [palette.text, palette.bg, palette.onPrimary]),
    spark: readableOn(ground, [palette.accent, palette.primary, palette.link], 1.6),
  };
}

/* ---------- geometry ---------- */

const r1 = (value: number) => Math.round(value * 10) / 10;

function polygon(points: readonly (readonly [number, number])[]): string {
  return `M${points.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}Z`;
}

/** A smooth closed curve through the points (Catmull-Rom turned into cubic Béziers). */
function smoothClosed(points: readonly (readonly [number, number])[]): string {
  const count = points.length;
  const at = (index: number) => points[(index + count) % count] as readonly [number, number];
  let d = `M${r1(at(0)[0])} ${r1(at(0)[1])}`;
  for (let index = 0; index < count; index += 1) {
    const [x0, y0] = at(index - 1);
    const [x1, y1] = at(index);
    const [x2, y2] = at(index + 1);
    const [x3, y3] = at(index + 2);
    d += `C${r1(x1 + (x2 - x0) / 6)} ${r1(y1 + (y2 - y0) / 6)} ${r1(x2 - (x3 - x1) / 6)} ${r1(y2 - (y3 - y1) / 6)} ${r1(x2)} ${r1(y2)}`;
  }
  return `${d}Z`;
}

function regular(cx: number, cy: number, radius: number, sides: number, rotation: number): [number, number][] {
  return Array.from({ length: sides }, (_, index) => {
    const angle = rotation + (index * 2 * Math.PI) / sides;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });
}

/** A frame shape as a path `d`, centred on (cx, cy), about `radius` across each way. */
function framePath(frame: IllustrationStyle['frame'], cx: number, cy: number, radius: number, random: Random): string {
  switch (frame) {
    case 'hexagon':
      return polygon(regular(cx, cy, radius * 1.06, 6, -Math.PI / 2));
    case 'blob': {
      const points = Array.from({ length: 7 }, (_, index) => {
        const angle = (index * 2 * Math.PI) / 7 + random.next() * 0.3;
        const reach = radius * (0.93 + random.next() * 0.14);
        return [cx + reach * Math.cos(angle), cy + reach * Math.sin(angle)] as const;
      });
      return smoothClosed(points);
    }
    case 'arch': {
      const half = radius * 0.86;
      const shoulder = cy - radius + half;
      return `M${r1(cx - half)} ${r1(cy + radius)}V${r1(shoulder)}A${r1(half)} ${r1(half)} 0 0 1 ${r1(cx + half)} ${r1(shoulder)}V${r1(cy + radius)}Z`;
    }
    case 'square': {
      const half = radius * 0.9;
      const round = radius * 0.2;
      return `M${r1(cx - half + round)} ${r1(cy - half)}H${r1(cx + half - round)}Q${r1(cx + half)} ${r1(cy - half)} ${r1(cx + half)} ${r1(cy - half + round)}V${r1(cy + half - round)}Q${r1(cx + half)} ${r1(cy + half)} ${r1(cx + half - round)} ${r1(cy + half)}H${r1(cx - half + round)}Q${r1(cx - half)} ${r1(cy + half)} ${r1(cx - half)} ${r1(cy + half - round)}V${r1(cy - half + round)}Q${r1(cx - half)} ${r1(cy - half)} ${r1(cx - half + round)} ${r1(cy - half)}Z`;
    }
    default:
      return `M${r1(cx - radius)} ${r1(cy)}a${r1(radius)} ${r1(radius)} 0 1 0 ${r1(radius * 2)} 0a${r1(radius)} ${r1(radius)} 0 1 0 ${r1(-radius * 2)} 0Z`;
  }
}

/* ---------- pieces ---------- */

interface Scene {
  width: number;
  height: number;
  colours: SceneColours;
  style: Omit<IllustrationStyle, 'art'>;
  random: Random;
  defs: string[];
  /** Icon name → id of its <g> in <defs>. */
  ids: Map<string, string>;
}

function iconId(scene: Scene, name: string): string {
  let id = scene.ids.get(name);
  if (!id) {
    id = `i${scene.ids.size}`;
    scene.ids.set(name, id);
    scene.defs.push(`<g id="${id}">${iconElements(name)}</g>`);
  }
  return id;
}

/** An icon drawn as strokes, centred on (cx, cy), `size` px across. */
function icon(scene: Scene, name: string, cx: number, cy: number, size: number, colour: string, rotate = 0): string {
  const scale = size / 24;
  // Large icons get a slightly finer line than the recipe's, so the scene does not look heavy.
  const width = scene.style.stroke * (size > 240 ? 0.85 : size > 120 ? 0.92 : 1);
  const turn = rotate ? ` rotate(${r1(rotate)} 12 12)` : '';
  return `<use href="#${iconId(scene, name)}" transform="translate(${r1(cx - size / 2)} ${r1(cy - size / 2)}) scale(${r1(scale * 1000) / 1000})${turn}" stroke="${colour}" stroke-width="${r1(width * 100) / 100}"/>`;
}

function backdrop(scene: Scene, focusX: number, focusY: number): string {
  const { width: w, height: h, colours: c } = scene;
  const base = `<rect width="${w}" height="${h}" fill="${c.ground}"/>`;
  const unit = Math.round(Math.min(w, h) / 16);
  switch (scene.style.backdrop) {
    case 'gradient':
      scene.defs.push(`<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.ground}"/><stop offset="1" stop-color="${c.groundDeep}"/></linearGradient>`);
      return `<rect width="${w}" height="${h}" fill="url(#g)"/>`;
    case 'grid':
      scene.defs.push(`<pattern id="p" width="${unit}" height="${unit}" patternUnits="userSpaceOnUse"><path d="M${unit} 0V${unit}H0" fill="none" stroke="${c.pattern}" stroke-width="${r1(Math.max(1, unit / 40))}"/></pattern>`);
      return `${base}<rect width="${w}" height="${h}" fill="url(#p)"/>`;
    case 'dots': {
      const step = Math.round(unit * 0.8);
      scene.defs.push(`<pattern id="p" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="${r1(Math.max(1.5, step / 14))}" fill="${c.pattern}"/></pattern>`);
      return `${base}<rect width="${w}" height="${h}" fill="url(#p)"/>`;
    }
    case 'rays': {
      const reach = Math.hypot(w, h);
      const count = 18;
      const wedges = Array.from({ length: count }, (_, index) => {
        const from = (index * 2 * Math.PI) / count;
        const to = from + Math.PI / count;
        return `M${r1(focusX)} ${r1(focusY)}L${r1(focusX + reach * Math.cos(from))} ${r1(focusY + reach * Math.sin(from))}L${r1(focusX + reach * Math.cos(to))} ${r1(focusY + reach * Math.sin(to))}Z`;
      }).join('');
      return `${base}<path d="${wedges}" fill="${mix(c.ground, c.groundDeep, 0.45)}"/>`;
    }
    default:
      return base;
  }
}

/** Small marks that finish a scene: a sparkle, a plus, a ring and a dot, placed by the caller. */
function sparkle(cx: number, cy: number, size: number, colour: string): string {
  const s = size / 2;
  const k = s * 0.22;
  return `<path d="M${r1(cx)} ${r1(cy - s)}Q${r1(cx + k)} ${r1(cy - k)} ${r1(cx + s)} ${r1(cy)}Q${r1(cx + k)} ${r1(cy + k)} ${r1(cx)} ${r1(cy + s)}Q${r1(cx - k)} ${r1(cy + k)} ${r1(cx - s)} ${r1(cy)}Q${r1(cx - k)} ${r1(cy - k)} ${r1(cx)} ${r1(cy - s)}Z" fill="${colour}"/>`;
}

function plus(cx: number, cy: number, size: number, colour: string, width: number): string {
  const s = size / 2;
  return `<path d="M${r1(cx - s)} ${r1(cy)}H${r1(cx + s)}M${r1(cx)} ${r1(cy - s)}V${r1(cy + s)}" stroke="${colour}" stroke-width="${r1(width)}" stroke-linecap="round"/>`;
}

function ring(cx: number, cy: number, radius: number, colour: string, width: number): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="none" stroke="${colour}" stroke-width="${r1(width)}"/>`;
}

function dot(cx: number, cy: number, radius: number, colour: string): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="${colour}"/>`;
}

/**
 * The subject: the frame with a halo behind it, a colour spot and the main icon on top. The
 * spot sits a little off the icon's centre, like colour printed slightly out of register.
 */
function subject(scene: Scene, name: string, cx: number, cy: number, radius: number): string {
  const { colours: c, style, random } = scene;
  const parts: string[] = [];
  const lineWidth = Math.max(2, radius * 0.025);
  if (style.frame === 'none') {
    parts.push(`<ellipse cx="${r1(cx)}" cy="${r1(cy + radius * 0.78)}" rx="${r1(radius * 0.8)}" ry="${r1(radius * 0.12)}" fill="${c.groundDeep}"/>`);
    parts.push(dot(cx - radius * 0.12, cy - radius * 0.1, radius * 0.5, c.halo));
    parts.push(icon(scene, name, cx, cy, radius * 1.35, c.badgeIcon));
    return parts.join('');
  }
  const haloRandom = new Random(random.int(1e9));
  const halo = framePath(style.frame === 'arch' || style.frame === 'square' ? style.frame : 'blob', cx + radius * 0.08, cy + radius * 0.06, radius * 1.16, haloRandom);
  parts.push(`<path d="${halo}" fill="${c.halo}"/>`);
  if (style.frame === 'square') {
    const back = framePath('square', cx, cy, radius, random);
    parts.push(`<path d="${back}" fill="none" stroke="${c.spark}" stroke-width="${r1(lineWidth)}" transform="rotate(-8 ${r1(cx)} ${r1(cy)})"/>`);
  }
  parts.push(`<path d="${framePath(style.frame, cx, cy, radius, random)}" fill="${c.frame}"/>`);
  if (style.frame === 'hexagon') parts.push(`<path d="${polygon(regular(cx, cy, radius * 0.9, 6, -Math.PI / 2))}" fill="none" stroke="${c.frameLine}" stroke-opacity=".35" stroke-width="${r1(lineWidth)}"/>`);
  if (style.frame === 'circle') parts.push(ring(cx, cy, radius * 0.86, c.frameLine, lineWidth).replace('/>', ' stroke-opacity=".3"/>'));
  const iconCy = style.frame === 'arch' ? cy + radius * 0.12 : cy;
  const size = radius * (style.frame === 'hexagon' ? 1.08 : style.frame === 'arch' ? 1.12 : 1.2);
  parts.push(dot(cx - size * 0.08, iconCy - size * 0.06, size * 0.34, c.spot));
  parts.push(icon(scene, name, cx, iconCy, size, c.frameLine));
  return parts.join('');
}

/** A companion icon in a round badge; `alt` badges are filled with the accent. */
function badge(scene: Scene, name: string, cx: number, cy: number, radius: number, alt: boolean): string {
  const c = scene.colours;
  const fill = alt ? c.badgeAlt : c.badge;
  const stroke = alt ? '' : ` stroke="${c.badgeLine}" stroke-width="${r1(Math.max(1.5, radius * 0.04))}"`;
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="${fill}"${stroke}/>${icon(scene, name, cx, cy, radius * 1.05, alt ? c.badgeAltIcon : c.badgeIcon)}`;
}

/** Angles (degrees, 0 = right, clockwise) of the companions around the subject, by count. */
const orbitAngles: Record<number, number[]> = {
  1: [-40],
  2: [-40, 150],
  3: [-50, 40, 170],
  4: [-60, 20, 140, 210],
  5: [-65, 0, 65, 150, 215],
  6: [-70, -10, 50, 130, 190, 250],
  7: [-75, -25, 25, 80, 135, 190, 245],
};

function hero(scene: Scene, icons: string[]): string {
  const { width: w, height: h, colours: c, random } = scene;
  const unit = Math.min(w, h);
  const cx = w / 2;
  const cy = h / 2;
  const radius = unit * 0.28;
  const companions = icons.slice(1, 8);
  const rx = Math.min(w / 2 - unit * 0.12, radius * 1.85);
  const ry = Math.min(h / 2 - unit * 0.11, radius * 1.3);
  const spin = random.int(30) - 15;
  const angles = orbitAngles[companions.length] ?? [];
  const parts: string[] = [backdrop(scene, cx, cy)];
  parts.push(`<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="none" stroke="${c.pattern}" stroke-width="${r1(unit * 0.004)}" stroke-dasharray="${r1(unit * 0.004)} ${r1(unit * 0.018)}" stroke-linecap="round"/>`);
  parts.push(subject(scene, icons[0] as string, cx, cy, radius));
  const badgeRadius = unit * 0.085;
  const alt = random.int(2);
  companions.forEach((name, index) => {
    const angle = (((angles[index] ?? 0) + spin) * Math.PI) / 180;
    const size = badgeRadius * (index % 3 === 1 ? 0.82 : 1);
    parts.push(badge(scene, name, cx + rx * Math.cos(angle), cy + ry * Math.sin(angle), size, index % 2 === alt));
  });
  // Marks in the gaps between companions, on and just off the orbit (fixed spots when there are few).
  const spots =
    angles.length >= 2
      ? angles.map((start, index) => {
          const end = angles[(index + 1) % angles.length] as number;
          return start + ((end - start + 360) % 360) / 2;
        })
      : [20, 100, 170, 250];
  spots.forEach((degrees, index) => {
    const middle = (((degrees + spin) % 360) * Math.PI) / 180;
    const out = index % 2 === 0 ? 1.08 : 0.86;
    const x = cx + rx * out * Math.cos(middle);
    const y = cy + ry * out * Math.sin(middle);
    if (index % 3 === 0) parts.push(sparkle(x, y, unit * 0.05, c.spark));
    else if (index % 3 === 1) parts.push(dot(x, y, unit * 0.01, c.spark));
    else parts.push(plus(x, y, unit * 0.03, c.spark, unit * 0.006));
  });
  return parts.join('');
}

function card(scene: Scene, icons: string[]): string {
  const { width: w, height: h, colours: c, random } = scene;
  const unit = Math.min(w, h);
  const cx = w / 2;
  const cy = h / 2;
  const radius = unit * 0.3;
  const side = random.next() < 0.5 ? -1 : 1;
  return [
    backdrop(scene, cx, cy),
    subject(scene, icons[0] as string, cx, cy, radius),
    sparkle(cx + side * radius * 1.35, cy - radius * 0.75, unit * 0.07, c.spark),
    dot(cx - side * radius * 1.3, cy + radius * 0.7, unit * 0.014, c.spark),
    plus(cx - side * radius * 1.1, cy - radius * 0.95, unit * 0.035, c.spark, unit * 0.007),
    ring(cx + side * radius * 1.2, cy + radius * 0.85, unit * 0.022, c.spark, unit * 0.006),
  ].join('');
}

function cover(scene: Scene, icons: string[]): string {
  const { width: w, height: h, colours: c, random } = scene;
  const unit = Math.min(w, h);
  const side = random.next() < 0.5 ? -1 : 1;
  const cx = w / 2;
  const cy = h / 2;
  const radius = unit * 0.3;
  const companions = icons.slice(1, 3);
  const reach = Math.min(w * 0.3, radius * 2.1);
  const left: [number, number] = [cx - side * reach, cy + side * unit * 0.1];
  const right: [number, number] = [cx + side * reach, cy - side * unit * 0.08];
  const parts = [backdrop(scene, cx, cy)];
  // A dashed path that ties the companions to the subject.
  parts.push(`<path d="M${r1(left[0] - side * unit * 0.25)} ${r1(left[1] + unit * 0.16)}C${r1(left[0])} ${r1(left[1] + unit * 0.1)} ${r1(cx - side * radius)} ${r1(cy + unit * 0.3)} ${r1(cx)} ${r1(cy)}S${r1(right[0])} ${r1(right[1] - unit * 0.05)} ${r1(right[0] + side * unit * 0.25)} ${r1(right[1] - unit * 0.2)}" stroke="${c.pattern}" stroke-width="${r1(unit * 0.006)}" stroke-dasharray="${r1(unit * 0.006)} ${r1(unit * 0.024)}"/>`);
  parts.push(subject(scene, icons[0] as string, cx, cy, radius));
  companions.forEach((name, index) => {
    const [x, y] = index === 0 ? left : right;
    parts.push(badge(scene, name, x, y, unit * (index === 0 ? 0.13 : 0.115), index === 1));
  });
  parts.push(sparkle(cx - side * radius * 1.25, cy - radius * 0.85, unit * 0.065, c.spark));
  parts.push(dot(cx + side * radius * 1.3, cy + radius * 0.75, unit * 0.014, c.spark));
  parts.push(plus(left[0] + side * unit * 0.02, left[1] - unit * 0.26, unit * 0.035, c.spark, unit * 0.007));
  parts.push(ring(right[0] - side * unit * 0.04, right[1] + unit * 0.25, unit * 0.02, c.spark, unit * 0.006));
  return parts.join('');
}

function tile(scene: Scene, icons: string[]): string {
  const { width: w, height: h, colours: c } = scene;
  const unit = Math.min(w, h);
  const cx = w / 2;
  const cy = h / 2;
  const radius = unit * 0.34;
  return [backdrop(scene, cx, cy), subject(scene, icons[0] as string, cx, cy, radius), sparkle(cx + radius * 1.12, cy - radius * 1.0, unit * 0.08, c.spark)].join('');
}

const drawers: Record<Composition, (scene: Scene, icons: string[]) => string> = { hero, card, cover, tile };

/**
 * A flat illustration of the business: the first icon large in the recipe's frame, the others
 * around it as a composed scene, on the recipe's backdrop, all in the site's palette. Pure:
 * the same input gives the same bytes. No <title>: the page gives the alt text.
 */
export function illustrationSvg(input: IllustrationInput): string {
  const width = Math.max(1, Math.round(input.width));
  const height = Math.max(1, Math.round(input.height));
  const icons = input.icons.filter(hasIcon);
  if (icons.length === 0) icons.push('sparkles');
  const scene: Scene = {
    width,
    height,
    colours: sceneColours(input.palette),
    style: input.style,
    random: new Random(`${input.seed}:${input.composition}`),
    defs: [],
    ids: new Map(),
  };
  const body = drawers[input.composition](scene, icons);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${scene.defs.join('')}</defs><g fill="none" stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>`;
}
