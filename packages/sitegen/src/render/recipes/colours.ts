import { contrastRatio } from '../../design/contrast.ts';
import type { Palette } from '../../model/site-model.ts';

/**
 * Named colours of a described style ("mint green and white", "тёмно-синий с золотом") and
 * the palette made from them. Words are matched in English and Russian, with their
 * modifiers ("light", "dark", "pastel", "светло-", "тёмно-") and #hex codes.
 */

/** A colour named in a style description: its value and the words that named it, as written. */
export interface NamedColour {
  colour: string;
  words: string;
}

// ---------------------------------------------------------------------------------------------
// Colour arithmetic

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function clamp(value: number, low = 0, high = 1): number {
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
function tinted(neutral: string, tint: string, amount: number, lightness = hslOf(neutral).l): string {
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
function ensureLuminance(colour: string, target: number, side: 'min' | 'max'): string {
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

// ---------------------------------------------------------------------------------------------
// Colour names

/** English colour names (one or more words) and their values. */
const englishColours: Record<string, string> = {
  white: '#ffffff', 'snow white': '#fffafa', 'off white': '#faf7f0', 'ivory white': '#fffff0', ivory: '#fffff0', cream: '#fffdd0', creamy: '#fffdd0',
  beige: '#f5f5dc', 'sand beige': '#e6d3a8', sand: '#e2ca9a', sandy: '#e2ca9a', khaki: '#c3b091', linen: '#faf0e6', milk: '#fdfbf3', milky: '#fdfbf3',
  black: '#111111', 'jet black': '#0a0a0a', 'pitch black': '#050505', charcoal: '#2b2d31', graphite: '#35363a', onyx: '#1b1b1f',
  grey: '#808080', gray: '#808080', greyish: '#8a8a8a', grayish: '#8a8a8a', silver: '#c0c0c0', 'slate grey': '#708090', 'slate gray': '#708090', slate: '#64748b', ash: '#b2beb5',
  red: '#d62828', reddish: '#c0392b', crimson: '#dc143c', scarlet: '#ff2400', 'blood red': '#8a0303', 'cherry red': '#c2185b', cherry: '#b0173a', ruby: '#9b111e',
  burgundy: '#800020', maroon: '#800000', bordeaux: '#5c0120', wine: '#722f37', 'wine red': '#722f37', marsala: '#964f4c', raspberry: '#c21e56',
  pink: '#ec4899', pinkish: '#e77fa8', 'hot pink': '#ff1493', 'baby pink': '#f4c2c2', blush: '#f4c2c2', rose: '#e8487a', 'dusty rose': '#c4868f', 'rose gold': '#b76e79',
  coral: '#ff7f50', salmon: '#fa8072', peach: '#ffcba4', apricot: '#fbceb1',
  orange: '#f97316', orangish: '#f08a30', 'burnt orange': '#cc5500', tangerine: '#f28500', amber: '#ffbf00', terracotta: '#e2725b', rust: '#b7410e', copper: '#b87333',
  yellow: '#facc15', yellowish: '#f2d54b', 'lemon yellow': '#fff44f', lemon: '#fff44f', mustard: '#e1ad01', 'mustard yellow': '#e1ad01', honey: '#eba937',
  gold: '#d4af37', golden: '#d4af37', 'golden yellow': '#ffc72c', bronze: '#cd7f32', caramel: '#c68e17',
  brown: '#8b5a2b', brownish: '#96643a', chocolate: '#5c3317', 'chocolate brown': '#5c3317', coffee: '#6f4e37', 'coffee brown': '#6f4e37', mocha: '#7b5b4a', walnut: '#5d4330',
  green: '#16a34a', greenish: '#3f9b5a', 'forest green': '#228b22', 'bottle green': '#006a4e', 'hunter green': '#355e3b', 'sea green': '#2e8b57',
  'emerald green': '#50c878', emerald: '#50c878', jade: '#00a86b', 'mint green': '#3eb489', mint: '#3eb489', minty: '#3eb489', 'sage green': '#9caf88', sage: '#9caf88',
  olive: '#708238', 'olive green': '#708238', lime: '#84cc16', 'lime green': '#32cd32', pine: '#01796f',
  teal: '#008080', 'teal blue': '#367588', turquoise: '#40e0d0', aqua: '#00c2c7', aquamarine: '#7fffd4', cyan: '#06b6d4',
  blue: '#2563eb', bluish: '#4a78c2', 'sky blue': '#87ceeb', 'baby blue': '#89cff0', 'powder blue': '#b0e0e6', 'ice blue': '#cde8f6', azure: '#007fff',
  'steel blue': '#4682b4', 'royal blue': '#4169e1', 'electric blue': '#2979ff', cobalt: '#0047ab', 'cobalt blue': '#0047ab', denim: '#1560bd',
  navy: '#1a2a55', 'navy blue': '#1a2a55', 'midnight blue': '#191970', sapphire: '#0f52ba', indigo: '#4b0082', petrol: '#005f6a',
  purple: '#7e22ce', purplish: '#8e5bb8', violet: '#8b5cf6', lavender: '#b497d6', lilac: '#c8a2c8', plum: '#8e4585', mauve: '#b784a7',
  magenta: '#e0218a', fuchsia: '#d946ef', amethyst: '#9966cc',
};

/** English names that are also ordinary nouns ("coffee shop"): counted only beside another colour or a colour word. */
const weakEnglish = new Set(['sand', 'sandy', 'milk', 'milky', 'cherry', 'wine', 'rose', 'salmon', 'peach', 'lemon', 'honey', 'caramel', 'chocolate', 'coffee', 'mocha', 'walnut', 'lime', 'olive', 'plum', 'rust', 'copper', 'bronze', 'ash', 'slate', 'pine', 'linen', 'jade', 'ruby', 'sapphire', 'petrol', 'blush', 'sage', 'apricot']);

/** English basic colour words that may follow a more specific name ("mint green"). */
const basicEnglish = new Set(['white', 'black', 'grey', 'gray', 'red', 'pink', 'orange', 'yellow', 'gold', 'brown', 'green', 'blue', 'purple', 'violet']);

type RuForms = 'adj' | 'noun' | 'exact';

/** Russian stems (ё written as е) with the forms they take, and their values. */
const russianColours: readonly (readonly [stem: string, forms: RuForms, hex: string])[] = [
  ['бел', 'adj', '#ffffff'], ['молочн', 'adj', '#fdfbf3'], ['кремов', 'adj', '#fffdd0'], ['бежев', 'adj', '#f5f5dc'], ['беж', 'exact', '#f5f5dc'],
  ['песочн', 'adj', '#e2ca9a'], ['хаки', 'exact', '#c3b091'], ['льнян', 'adj', '#faf0e6'],
  ['черн', 'adj', '#111111'], ['угольн', 'adj', '#2b2d31'], ['графитов', 'adj', '#35363a'], ['графит', 'noun', '#35363a'],
  ['сер', 'adj', '#808080'], ['серебрист', 'adj', '#c0c0c0'], ['серебрян', 'adj', '#c0c0c0'], ['серебр', 'noun', '#c0c0c0'], ['пепельн', 'adj', '#b2beb5'],
  ['красн', 'adj', '#d62828'], ['ал', 'adj', '#ff2400'], ['багров', 'adj', '#dc143c'], ['багрян', 'adj', '#dc143c'], ['малинов', 'adj', '#c21e56'], ['вишнев', 'adj', '#b0173a'],
  ['бордов', 'adj', '#800020'], ['бордо', 'exact', '#800020'], ['винн', 'adj', '#722f37'], ['марсала', 'exact', '#964f4c'], ['рубинов', 'adj', '#9b111e'],
  ['розов', 'adj', '#ec4899'], ['пудров', 'adj', '#e8c4c4'], ['кораллов', 'adj', '#ff7f50'], ['коралл', 'noun', '#ff7f50'], ['лососев', 'adj', '#fa8072'],
  ['персиков', 'adj', '#ffcba4'], ['абрикосов', 'adj', '#fbceb1'], ['оранжев', 'adj', '#f97316'], ['мандаринов', 'adj', '#f28500'], ['янтарн', 'adj', '#ffbf00'],
  ['терракотов', 'adj', '#e2725b'], ['терракот', 'noun', '#e2725b'], ['ржав', 'adj', '#b7410e'], ['медн', 'adj', '#b87333'],
  ['желт', 'adj', '#facc15'], ['лимонн', 'adj', '#fff44f'], ['горчичн', 'adj', '#e1ad01'], ['медов', 'adj', '#eba937'],
  ['золот', 'adj', '#d4af37'], ['золот', 'noun', '#d4af37'], ['золотист', 'adj', '#d4af37'], ['бронзов', 'adj', '#cd7f32'], ['бронз', 'noun', '#cd7f32'], ['карамельн', 'adj', '#c68e17'],
  ['коричнев', 'adj', '#8b5a2b'], ['шоколадн', 'adj', '#5c3317'], ['кофейн', 'adj', '#6f4e37'], ['ореховн', 'adj', '#5d4330'],
  ['зелен', 'adj', '#16a34a'], ['изумрудн', 'adj', '#50c878'], ['изумруд', 'noun', '#50c878'], ['нефритов', 'adj', '#00a86b'], ['мятн', 'adj', '#3eb489'], ['мят', 'noun', '#3eb489'],
  ['шалфейн', 'adj', '#9caf88'], ['оливков', 'adj', '#708238'], ['лаймов', 'adj', '#84cc16'], ['хвойн', 'adj', '#01796f'], ['травян', 'adj', '#4caf50'], ['салатов', 'adj', '#7ed957'],
  ['бирюзов', 'adj', '#40e0d0'], ['бирюз', 'noun', '#40e0d0'], ['аквамаринов', 'adj', '#7fffd4'], ['циан', 'noun', '#06b6d4'],
  ['голуб', 'adj', '#4fa8e0'], ['небесн', 'adj', '#87ceeb'], ['лазурн', 'adj', '#007fff'], ['син', 'adj', '#2563eb'], ['кобальтов', 'adj', '#0047ab'], ['сапфиров', 'adj', '#0f52ba'],
  ['индиго', 'exact', '#4b0082'], ['петролев', 'adj', '#005f6a'], ['джинсов', 'adj', '#1560bd'],
  ['фиолетов', 'adj', '#7e22ce'], ['пурпурн', 'adj', '#9b1b78'], ['лилов', 'adj', '#8b5cf6'], ['сиренев', 'adj', '#c8a2c8'], ['лавандов', 'adj', '#b497d6'], ['сливов', 'adj', '#8e4585'],
  ['фукси', 'noun', '#d946ef'], ['маджент', 'noun', '#e0218a'], ['аметистов', 'adj', '#9966cc'],
];

/** Russian two-word names ("морской волны", "слоновой кости"): stems of both words. */
const russianPhrases: readonly (readonly [first: string, second: string, hex: string])[] = [
  ['морск', 'волн', '#2e8b8b'],
  ['слонов', 'кост', '#fffff0'],
  ['темн', 'син', '#1a2a55'],
];

const adjectiveEndings = new Set(['ый', 'ий', 'ой', 'ая', 'яя', 'ое', 'ее', 'ые', 'ие', 'ого', 'его', 'ому', 'ему', 'ым', 'им', 'ом', 'ем', 'ую', 'юю', 'ых', 'их', 'ыми', 'ими', 'ей']);
const nounEndings = new Set(['', 'а', 'ы', 'е', 'у', 'ой', 'ом', 'о', 'и', 'ю', 'ей', 'ем', 'я', 'ия', 'ии', 'ию', 'ией']);

function russianMatches(word: string, stem: string, forms: RuForms): boolean {
  if (!word.startsWith(stem)) return false;
  const rest = word.slice(stem.length);
  if (forms === 'exact') return rest === '';
  return forms === 'adj' ? adjectiveEndings.has(rest) : nounEndings.has(rest);
}

/** The value of a single Russian word ("бирюзовая", "золотом"), or undefined. */
function russianColour(word: string): string | undefined {
  let best: { stem: string; hex: string } | undefined;
  for (const [stem, forms, hex] of russianColours) {
    if (russianMatches(word, stem, forms) && (!best || stem.length > best.stem.length)) best = { stem, hex };
  }
  return best?.hex;
}

/** The first part of a Russian compound ("сине-" of "сине-зелёный", "чёрно-" of "чёрно-белый"). */
function russianCompoundPart(word: string): string | undefined {
  if (!word.endsWith('о') && !word.endsWith('е')) return undefined;
  const stem = word.slice(0, -1);
  let best: { stem: string; hex: string } | undefined;
  for (const [entry, forms, hex] of russianColours) {
    if (forms !== 'exact' && entry === stem && (!best || entry.length > best.stem.length)) best = { stem: entry, hex };
  }
  return best?.hex;
}

type Modifier = 'light' | 'dark' | 'pastel' | 'vivid' | 'muted';

const englishModifiers: Record<string, Modifier> = {
  light: 'light', pale: 'light', soft: 'pastel', pastel: 'pastel', baby: 'pastel', dark: 'dark', deep: 'dark', rich: 'dark',
  bright: 'vivid', vivid: 'vivid', neon: 'vivid', electric: 'vivid', acid: 'vivid', muted: 'muted', dusty: 'muted', dusky: 'muted',
};

const russianModifierStems: Record<string, Modifier> = {
  светл: 'light', бледн: 'light', пастельн: 'pastel', нежн: 'pastel', темн: 'dark', глубок: 'dark', насыщенн: 'dark',
  ярк: 'vivid', неонов: 'vivid', кислотн: 'vivid', приглушенн: 'muted', пыльн: 'muted',
};

function russianModifier(word: string): Modifier | undefined {
  for (const [stem, modifier] of Object.entries(russianModifierStems)) {
    if (!word.startsWith(stem)) continue;
    const rest = word.slice(stem.length);
    // "тёмно-", "светло-" (the first part of a compound) or a full adjective ("тёмный").
    if (rest === 'о' || adjectiveEndings.has(rest)) return modifier;
  }
  return undefined;
}

/** `hex` changed as a modifier word asks ("light", "тёмно-"). */
function modify(hex: string, modifier: Modifier): string {
  const hsl = hslOf(hex);
  switch (modifier) {
    case 'light': return hexOfHsl({ ...hsl, l: hsl.l + (1 - hsl.l) * 0.42 });
    case 'pastel': return hexOfHsl({ h: hsl.h, s: Math.min(hsl.s, 0.75), l: Math.max(hsl.l, 0.84) });
    case 'dark': return hexOfHsl({ ...hsl, l: hsl.l * 0.5 });
    case 'vivid': return hexOfHsl({ h: hsl.h, s: hsl.s < 0.1 ? hsl.s : 1, l: hsl.s < 0.1 ? hsl.l : clamp(hsl.l, 0.45, 0.6) });
    case 'muted': return hexOfHsl({ ...hsl, s: hsl.s * 0.5 });
  }
}

/** Words that say a colour word before them is a colour ("coffee tones", "цвета мяты"). */
const colourNouns = new Set([
  'colour', 'color', 'colours', 'colors', 'coloured', 'colored', 'tone', 'tones', 'shade', 'shades', 'hue', 'hues', 'palette', 'accent', 'accents', 'background', 'backgrounds',
  'цвет', 'цвета', 'цветом', 'цвете', 'оттенок', 'оттенки', 'оттенков', 'оттенками', 'тона', 'тонах', 'тонов', 'гамма', 'гамме', 'акцент', 'акценты', 'акцентами', 'фон', 'фоне', 'фоном',
]);

/** Set phrases with a colour word that name no colour. */
const notColours = new Set(['white space', 'white spaces', 'white label', 'black friday', 'blue chip', 'red tape', 'golden ratio', 'green light', 'gold standard', 'белое пространство', 'белого пространства']);

interface Token {
  word: string;
  start: number;
  end: number;
  /** Joined to the previous token by a hyphen ("тёмно-синий", "off-white"). */
  hyphen: boolean;
  /** Joined to the previous token by spaces or a hyphen only (no comma, no "and"). */
  close: boolean;
}

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b|[\p{L}]+/giu)) {
    const start = match.index;
    const previous = tokens[tokens.length - 1];
    const between = previous ? text.slice(previous.end, start) : '';
    tokens.push({ word: match[0].toLowerCase().replace(/ё/g, 'е'), start, end: start + match[0].length, hyphen: between === '-', close: /^[\s-]+$/.test(between) });
  }
  return tokens;
}

/** The value of the English name starting at `index` and how many words it takes. */
function englishAt(tokens: readonly Token[], index: number): { hex: string; length: number; name: string } | undefined {
  for (const length of [3, 2, 1]) {
    const span = tokens.slice(index, index + length);
    if (span.length < length || span.slice(1).some((token) => !token.close)) continue;
    const words = span.map((token) => token.word);
    const name = words.join(' ');
    const hex = englishColours[name] ?? (length === 1 && name.length > 4 && name.endsWith('s') ? englishColours[name.slice(0, -1)] : undefined);
    if (hex) return { hex, length, name: englishColours[name] ? name : name.slice(0, -1) };
  }
  return undefined;
}

interface Candidate {
  colour: string;
  first: number;
  last: number;
  weak: boolean;
}

/**
 * The colours a style description names, in the order written: English and Russian names
 * ("mint green", "navy", "бирюзовый", "тёмно-синий", "пастельно-розовый"), their light/dark
 * modifiers, and #hex codes. `words` is the text that named each colour.
 */
export function parseColours(text: string): NamedColour[] {
  const tokens = tokenise(text);
  const found: Candidate[] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index] as Token;
    if (token.word.startsWith('#')) {
      found.push({ colour: normaliseHex(token.word), first: index, last: index, weak: false });
      index += 1;
      continue;
    }
    // Phrases that name no colour ("white space").
    const pair = tokens[index + 1]?.close ? `${token.word} ${tokens[index + 1]?.word ?? ''}` : '';
    if (notColours.has(pair)) {
      index += 2;
      continue;
    }
    // A name first ("baby blue", "тёмно-синий" as navy), then a modifier word and the colour it changes.
    const here = readColour(tokens, index);
    if (here) {
      found.push(...here.colours.map((colour) => ({ colour, first: index, last: here.last, weak: here.weak })));
      index = here.last + 1;
      continue;
    }
    const modifier = englishModifiers[token.word] ?? russianModifier(token.word);
    const next = modifier && tokens[index + 1]?.close ? readColour(tokens, index + 1) : undefined;
    if (modifier && next) {
      found.push(...next.colours.map((colour) => ({ colour: modify(colour, modifier), first: index, last: next.last, weak: false })));
      index = next.last + 1;
      continue;
    }
    index += 1;
  }
  // A weak name counts next to another colour or a colour word ("peach and cream", "coffee tones").
  const kept = found.filter((candidate) => {
    if (!candidate.weak) return true;
    const after = tokens[candidate.last + 1]?.word ?? '';
    if (colourNouns.has(after) || colourNouns.has(tokens[candidate.first - 1]?.word ?? '')) return true;
    return found.some((other) => other !== candidate && !other.weak && (Math.abs(other.first - candidate.last) <= 2 || Math.abs(candidate.first - other.last) <= 2));
  });
  return kept.map((candidate) => ({
    colour: candidate.colour,
    words: text.slice((tokens[candidate.first] as Token).start, (tokens[candidate.last] as Token).end),
  }));
}

/** The colour (or two, as in "чёрно-белый") named at `index`, and the index of its last word. */
function readColour(tokens: readonly Token[], index: number): { colours: string[]; last: number; weak: boolean } | undefined {
  const token = tokens[index];
  if (!token) return undefined;
  // Russian compounds: "сине-зелёный", "чёрно-золотой", "тёмно-синий" (the modifier case is read by the caller).
  const next = tokens[index + 1];
  if (next?.hyphen) {
    const firstPart = russianCompoundPart(token.word);
    const secondPart = russianColour(next.word);
    if (firstPart && secondPart) return { colours: combine(firstPart, secondPart), last: index + 1, weak: false };
  }
  for (const [first, second, hex] of russianPhrases) {
    if (token.word.startsWith(first) && next?.close && next.word.startsWith(second)) return { colours: [hex], last: index + 1, weak: false };
  }
  const russian = russianColour(token.word);
  if (russian) return { colours: [russian], last: index, weak: false };
  const english = englishAt(tokens, index);
  if (!english) return undefined;
  let last = index + english.length - 1;
  // "mint green", "lemon yellow": a specific name followed by its basic colour word.
  const following = tokens[last + 1];
  if (english.length === 1 && !basicEnglish.has(english.name) && following?.close && basicEnglish.has(following.word)) last += 1;
  const weak = english.length === 1 && last === index && weakEnglish.has(english.name);
  return { colours: [english.hex], last, weak };
}

/** Two compound parts: black or white with a colour stay two colours; other pairs blend. */
function combine(first: string, second: string): string[] {
  const extreme = (hex: string): boolean => chromaOf(hex) < 0.1 && (luminanceOf(hex) > 0.8 || luminanceOf(hex) < 0.02);
  if (extreme(first) || extreme(second)) return first === second ? [first] : [first, second];
  return [mixColours(first, second, 0.5)];
}

/** Every English and Russian base colour word the parser knows (for tests and hints). */
export const colourWords: readonly string[] = [
  ...Object.keys(englishColours),
  'белый', 'молочный', 'кремовый', 'бежевый', 'песочный', 'хаки', 'чёрный', 'угольный', 'графитовый', 'серый', 'серебристый', 'красный', 'алый', 'малиновый', 'вишнёвый',
  'бордовый', 'бордо', 'винный', 'розовый', 'пудровый', 'коралловый', 'лососевый', 'персиковый', 'оранжевый', 'янтарный', 'терракотовый', 'медный', 'жёлтый', 'лимонный',
  'горчичный', 'золотой', 'золотистый', 'бронзовый', 'коричневый', 'шоколадный', 'кофейный', 'зелёный', 'изумрудный', 'мятный', 'шалфейный', 'оливковый', 'лаймовый',
  'хвойный', 'бирюзовый', 'голубой', 'небесный', 'синий', 'тёмно-синий', 'индиго', 'фиолетовый', 'пурпурный', 'лиловый', 'сиреневый', 'лавандовый', 'сливовый', 'фуксия',
  'цвета морской волны', 'слоновой кости', 'светло-зелёный', 'пастельно-розовый', 'сине-зелёный', 'чёрно-белый',
];

// ---------------------------------------------------------------------------------------------
// Palettes

type Scheme = 'light' | 'dark';

/** Light neutrals (white, cream, beige, pastel tints): backgrounds of a light scheme. */
function isLightNeutral(hex: string): boolean {
  return luminanceOf(hex) >= 0.6 && chromaOf(hex) <= 0.22;
}

/** Very dark colours (black, charcoal, navy, burgundy): backgrounds of a dark scheme. */
function isDark(hex: string): boolean {
  return luminanceOf(hex) <= 0.06;
}

function isGrey(hex: string): boolean {
  return chromaOf(hex) < 0.1;
}

const neutralSets: Record<Scheme, { bg: string; surface: string; surfaceAlt: string; text: string; muted: string }> = {
  light: { bg: '#fbfaf8', surface: '#ffffff', surfaceAlt: '#f0eee8', text: '#1c1b22', muted: '#55535e' },
  dark: { bg: '#0f1014', surface: '#17181f', surfaceAlt: '#1f2029', text: '#f2f1f6', muted: '#b3b1c0' },
};

/**
 * The scheme a list of named colours points to on its own: a light neutral named first
 * (white, cream) asks for a light page, black or charcoal named first for a dark one; black
 * and white together say nothing.
 */
export function schemeFromColours(colours: readonly (string | NamedColour)[]): Scheme | undefined {
  const first = colours[0];
  if (!first) return undefined;
  const hexes = colours.map((entry) => normaliseHex(typeof entry === 'string' ? entry : entry.colour));
  const [hex] = hexes as [string];
  const black = (value: string): boolean => isDark(value) && isGrey(value);
  const white = (value: string): boolean => isLightNeutral(value) && isGrey(value);
  // "Black and white" is monochrome on either page: the tone decides.
  if (hexes.some(black) && hexes.some(white)) return undefined;
  if (isLightNeutral(hex)) return 'light';
  if (black(hex)) return 'dark';
  return undefined;
}

/**
 * A full palette where the named colours clearly show: a light neutral becomes the page
 * (light scheme) or the text (dark scheme), black the text or the page, a very dark colour the
 * page of a dark scheme, a second such neutral the alternate surface, a grey the muted text or
 * the rules, the first chromatic colour the primary (buttons) and, with the second, the accent
 * and link, a third tints the alternate surface. Lightness is nudged
 * (hue kept) only as far as the contrast pairs need: text, muted and link ≥ 4.5 on bg,
 * surface and surfaceAlt; onPrimary ≥ 4.5 on primary.
 */
export function paletteFromColours(colours: readonly (string | NamedColour)[], base: Palette, scheme: Scheme): Palette {
  const list = colours.map((entry) => normaliseHex(typeof entry === 'string' ? entry : entry.colour));
  const baseScheme: Scheme = luminanceOf(base.bg) < 0.18 ? 'dark' : 'light';
  const neutrals = baseScheme === scheme ? base : neutralSets[scheme];

  let namedBg: string | undefined;
  let namedSecondBg: string | undefined;
  let namedText: string | undefined;
  let namedMuted: string | undefined;
  let namedBorder: string | undefined;
  const chromatic: string[] = [];
  for (const colour of list) {
    if (scheme === 'light' && isLightNeutral(colour)) {
      if (!namedBg) namedBg = colour;
      else if (!namedSecondBg && colour !== namedBg) namedSecondBg = colour;
      else if (!isGrey(colour)) chromatic.push(colour);
    } else if (scheme === 'dark' && isDark(colour)) {
      if (!namedBg) namedBg = colour;
      else if (!namedSecondBg && colour !== namedBg) namedSecondBg = colour;
      else chromatic.push(colour);
    } else if (scheme === 'light' && isDark(colour) && isGrey(colour)) {
      if (!namedText) namedText = colour;
      else chromatic.push(colour);
    } else if (scheme === 'dark' && isLightNeutral(colour) && !namedText) {
      namedText = colour;
    } else if (isGrey(colour) && !isLightNeutral(colour) && !isDark(colour)) {
      // A grey far from readable on the page draws the rules; one near it the muted text.
      const asBorder = scheme === 'dark' ? luminanceOf(colour) < 0.18 : luminanceOf(colour) > 0.35;
      if (asBorder && !namedBorder) namedBorder = colour;
      else if (!namedMuted) namedMuted = colour;
      else if (!namedBorder) namedBorder = colour;
    } else {
      chromatic.push(colour);
    }
  }
  const [firstChromatic, secondChromatic, thirdChromatic] = [chromatic[0], chromatic[1], chromatic[2]];

  // Primary: the first chromatic colour; without one, black on white (or white on black)
  // when only neutrals were named, else the base's primary.
  const monochrome = !firstChromatic && (namedText !== undefined || (namedBg !== undefined && list.length > 1));
  let primary = firstChromatic ?? (namedText && monochrome ? namedText : base.primary);
  const tint = firstChromatic ?? (baseScheme === scheme ? undefined : base.primary);

  // Backgrounds: the named one, or the base's tinted faintly with the primary (lightness kept).
  const fitBg = (hex: string, role: 'bg' | 'surface'): string =>
    scheme === 'light' ? ensureLuminance(hex, role === 'bg' ? 0.45 : 0.4, 'min') : ensureLuminance(hex, role === 'bg' ? 0.06 : 0.1, 'max');
  const dark = scheme === 'dark';
  const bg = fitBg(namedBg ?? (tint ? tinted(neutrals.bg, tint, dark ? 0.08 : 0.05) : neutrals.bg), 'bg');
  let surface: string;
  let surfaceAlt: string;
  if (namedBg) {
    const { l } = hslOf(bg);
    surface = fitBg(dark ? mixColours(bg, '#ffffff', 0.045) : mixColours(bg, '#ffffff', 0.6), 'surface');
    surfaceAlt = fitBg(dark ? mixColours(bg, '#ffffff', 0.085) : tinted(bg, tint ?? bg, 0.14, Math.max(0, l - 0.045)), 'surface');
  } else {
    surface = fitBg(tint ? tinted(neutrals.surface, tint, dark ? 0.1 : 0.03) : neutrals.surface, 'surface');
    surfaceAlt = fitBg(tint ? tinted(neutrals.surfaceAlt, tint, dark ? 0.12 : 0.14) : neutrals.surfaceAlt, 'surface');
  }
  if (namedSecondBg) surfaceAlt = fitBg(namedSecondBg, 'surface');
  else if (thirdChromatic) {
    const { h, s } = hslOf(thirdChromatic);
    surfaceAlt = fitBg(hexOfHsl({ h, s: Math.min(s, dark ? 0.45 : 0.7), l: dark ? 0.13 : 0.92 }), 'surface');
  }
  const backgrounds = [bg, surface, surfaceAlt];

  const text = ensureContrast(namedText ?? (tint ? mixColours(neutrals.text, tint, 0.08) : neutrals.text), backgrounds);
  const muted = ensureContrast(namedMuted ?? mixColours(text, bg, 0.32), backgrounds);

  // Keep the primary visible as a button on the page: nudge a near-invisible one a little.
  if (!monochrome) {
    const visible = scheme === 'light' ? 1.25 : 1.8;
    if (contrastRatio(primary, bg) < visible) primary = ensureContrast(primary, [bg], visible);
  }
  const onPrimary = onColour(primary, text, bg);

  const accent = secondChromatic ?? (firstChromatic ? shiftLightness(firstChromatic, scheme) : base.accent);
  const link = chooseLink(secondChromatic, firstChromatic ?? (monochrome ? undefined : primary), base.link, text, backgrounds);
  const border = namedBorder ?? mixColours(bg, text, scheme === 'light' ? 0.14 : 0.2);
  return { bg, surface, surfaceAlt, text, muted, primary, onPrimary, accent, border, link };
}

/** The readable text colour on a fill: the palette's text or page colour, else black or white. */
function onColour(fill: string, text: string, bg: string): string {
  const options = [text, bg].filter((option) => contrastRatio(option, fill) >= 4.5).sort((a, b) => contrastRatio(b, fill) - contrastRatio(a, fill));
  if (options[0]) return options[0];
  return contrastRatio('#ffffff', fill) >= contrastRatio('#000000', fill) ? '#ffffff' : '#000000';
}

function shiftLightness(hex: string, scheme: Scheme): string {
  const hsl = hslOf(hex);
  const l = scheme === 'light' ? (hsl.l > 0.35 ? hsl.l - 0.14 : hsl.l + 0.2) : hsl.l < 0.7 ? hsl.l + 0.14 : hsl.l - 0.2;
  return hexOfHsl({ ...hsl, l });
}

/** The link colour: the second named colour, nudged to be readable, unless the first needs far less change. */
function chooseLink(second: string | undefined, first: string | undefined, fallback: string | undefined, text: string, backgrounds: readonly string[]): string {
  const nudged = (hex: string): { hex: string; change: number } => {
    const result = ensureContrast(hex, backgrounds);
    return { hex: result, change: Math.abs(hslOf(result).l - hslOf(hex).l) };
  };
  const named = [second, first].filter((hex): hex is string => hex !== undefined);
  const options = (named.length > 0 ? named : [fallback].filter((hex): hex is string => hex !== undefined)).map(nudged);
  const [preferred, ...rest] = options;
  if (!preferred) return text;
  const better = rest.find((option) => option.change + 0.2 < preferred.change);
  return (better ?? preferred).hex;
}
