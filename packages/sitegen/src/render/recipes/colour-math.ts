// Colour maths on #rrggbb strings: HSL, luminance and chroma, mixing, and lightness nudged for contrast.
import { contrastRatio } from '../../design/contrast.ts';

interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function clamp(value: number, low = 0, high = 1): number {
  return Math.min(high, Math.max(low, value));
}

function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(normaliseHex(hex).slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hexOf(red: number, green: number, blue: number): string {
  return `#${[red, green, blue].map((part) => Math.round(clamp(part, 0, 255)).toString(16).padStart(2, '0')).join('')}`;
}

/** "#ABC", "abc", "#AABBCC" → "#aabbcc". */
export function normaliseHex(hex: string): string {
  const digits = hex.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{3}$/.test(digits)) return `#${[...digits].map((digit) => digit + digit).join('')}`;
  if (/^[0-9a-f]{6}$/.test(digits)) return `#${digits}`;
  throw new Error(`Not a hex colour: ${hex}`);
}

export function hslOf(hex: string): Hsl {
  const [red, green, blue] = rgbOf(hex).map((part) => part / 255) as [number, number, number];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const delta = max - min;
  const s = l > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  let h: number;
  if (max === red) h = (green - blue) / delta + (green < blue ? 6 : 0);
  else if (max === green) h = (blue - red) / delta + 2;
  else h = (red - green) / delta + 4;
  return { h: h * 60, s, l };
}

export function hexOfHsl({ h, s, l }: Hsl): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = clamp(s);
  const light = clamp(l);
  if (sat === 0) return hexOf(light * 255, light * 255, light * 255);
  const q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat;
  const p = 2 * light - q;
  const channel = (shift: number): number => {
    let t = hue + shift;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return hexOf(channel(1 / 3) * 255, channel(0) * 255, channel(-1 / 3) * 255);
}

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminanceOf(hex: string): number {
  const channel = (value: number): number => {
    const scaled = value / 255;
    return scaled <= 0.03928 ? scaled / 12.92 : ((scaled + 0.055) / 1.055) ** 2.4;
  };
  const [red, green, blue] = rgbOf(hex);
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
}

/** Chroma (max − min channel) from 0 (grey) to 1 (pure hue). */
export function chromaOf(hex: string): number {
  const parts = rgbOf(hex);
  return (Math.max(...parts) - Math.min(...parts)) / 255;
}

/** The hue angle of a colour in degrees (0 for greys). */
export function hueOf(hex: string): number {
  return hslOf(hex).h;
}

/** The distance of two hue angles in degrees (0–180). */
export function hueDistance(first: number, second: number): number {
  const delta = Math.abs(first - second) % 360;
  return delta > 180 ? 360 - delta : delta;
}

/** `first` moved towards `second` by `amount` (0–1), in sRGB. */
export function mixColours(first: string, second: string, amount: number): string {
  const a = rgbOf(first);
  const b = rgbOf(second);
  return hexOf(a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount);
}

/** `neutral` moved towards `tint` in hue and saturation, its lightness kept (or set). */
export function tinted(neutral: string, tint: string, amount: number, lightness = hslOf(neutral).l): string {
  return hexOfHsl({ ...hslOf(mixColours(neutral, tint, amount)), l: lightness });
}

function withLightness(hex: string, lightness: number): string {
  const hsl = hslOf(hex);
  return hexOfHsl({ ...hsl, l: lightness });
}

/**
 * `foreground` with its lightness moved (hue and saturation kept) just as far as needed to
 * reach `minimum` contrast on every background; pure black or white when no shade does.
 */
export function ensureContrast(foreground: string, backgrounds: readonly string[], minimum = 4.5): string {
  const colour = normaliseHex(foreground);
  const passes = (candidate: string): boolean => backgrounds.every((background) => contrastRatio(candidate, background) >= minimum);
  if (passes(colour)) return colour;
  const darkBackgrounds = backgrounds.reduce((total, background) => total + luminanceOf(background), 0) / Math.max(1, backgrounds.length) < 0.18;
  const { l } = hslOf(colour);
  for (let step = 1; step <= 200; step += 1) {
    const t = step / 200;
    const candidate = withLightness(colour, darkBackgrounds ? l + (1 - l) * t : l * (1 - t));
    if (passes(candidate)) return candidate;
  }
  const extreme = darkBackgrounds ? '#ffffff' : '#000000';
  return passes(extreme) ? extreme : contrastRatio('#ffffff', backgrounds[0] ?? '#000000') > contrastRatio('#000000', backgrounds[0] ?? '#000000') ? '#ffffff' : '#000000';
}

/** `colour` lightened or darkened (hue kept) until its luminance is at least / at most `target`. */
export function ensureLuminance(colour: string, target: number, side: 'min' | 'max'): string {
  const fits = (candidate: string): boolean => (side === 'min' ? luminanceOf(candidate) >= target : luminanceOf(candidate) <= target);
  if (fits(colour)) return colour;
  const { l } = hslOf(colour);
  for (let step = 1; step <= 200; step += 1) {
    const t = step / 200;
    const candidate = withLightness(colour, side === 'min' ? l + (1 - l) * t : l * (1 - t));
    if (fits(candidate)) return candidate;
  }
  return side === 'min' ? '#ffffff' : '#000000';
}

/** The ways a modifier word ("light", "тёмно-") may change a named colour. */
export type Modifier = 'light' | 'dark' | 'pastel' | 'vivid' | 'muted';

/** `hex` changed as a modifier word asks ("light", "тёмно-"). */
export function modify(hex: string, modifier: Modifier): string {
  const hsl = hslOf(hex);
  switch (modifier) {
    case 'light': return hexOfHsl({ ...hsl, l: hsl.l + (1 - hsl.l) * 0.42 });
    case 'pastel': return hexOfHsl({ h: hsl.h, s: Math.min(hsl.s, 0.75), l: Math.max(hsl.l, 0.84) });
    case 'dark': return hexOfHsl({ ...hsl, l: hsl.l * 0.5 });
    case 'vivid': return hexOfHsl({ h: hsl.h, s: hsl.s < 0.1 ? hsl.s : 1, l: hsl.s < 0.1 ? hsl.l : clamp(hsl.l, 0.45, 0.6) });
    case 'muted': return hexOfHsl({ ...hsl, s: hsl.s * 0.5 });
  }
}
