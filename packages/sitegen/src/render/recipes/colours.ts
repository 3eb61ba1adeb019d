// Colours named in a style description ("mint green and white", "тёмно-синий с золотом") and the palette made from them.
import { contrastRatio } from '../../design/contrast.ts';
import type { Palette } from '../../model/site-model.ts';
import { chromaOf, ensureContrast, ensureLuminance, hexOfHsl, hslOf, luminanceOf, mixColours, modify, normaliseHex, tinted } from './colour-math.ts';
import type { Modifier } from './colour-math.ts';
import { adjectiveEndings, basicEnglish, colourNouns, englishColours, englishModifiers, notColours, nounEndings, russianColours, russianModifierStems, russianPhrases, weakEnglish } from './colour-names.ts';
import type { RuForms } from './colour-names.ts';

/** A colour named in a style description: its value and the words that named it, as written. */
export interface NamedColour {
  colour: string;
  words: string;
}

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

function russianModifier(word: string): Modifier | undefined {
  for (const [stem, modifier] of Object.entries(russianModifierStems)) {
    if (!word.startsWith(stem)) continue;
    const rest = word.slice(stem.length);
    // "тёмно-", "светло-" (the first part of a compound) or a full adjective ("тёмный").
    if (rest === 'о' || adjectiveEndings.has(rest)) return modifier;
  }
  return undefined;
}

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
    // Own keys only: a word such as "constructor" must not find Object's built-ins.
    const known = (key: string) => (Object.hasOwn(englishColours, key) ? englishColours[key] : undefined);
    const hex = known(name) ?? (length === 1 && name.length > 4 && name.endsWith('s') ? known(name.slice(0, -1)) : undefined);
    if (hex) return { hex, length, name: known(name) ? name : name.slice(0, -1) };
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
    const modifier = (Object.hasOwn(englishModifiers, token.word) ? englishModifiers[token.word] : undefined) ?? russianModifier(token.word);
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
