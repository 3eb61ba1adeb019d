// Each trade's icon list and the choice of an icon for a service or product title.
import { createRequire } from 'node:module';
import { hasIcon } from './icons.ts';
import { iconWords, ignoredPhrases, tagStopWords } from './icon-words.ts';
import type { WordEntry } from './icon-words.ts';

/**
 * Icons of each trade (lucide names), the most telling first: the hero of a site draws the
 * first ones, and a title that names nothing the word lists know falls back to them in order.
 */
export const themeIconLists: Readonly<Record<string, readonly string[]>> = {
  restaurant: ['coffee', 'croissant', 'cake-slice', 'utensils', 'chef-hat', 'wine', 'salad', 'soup', 'pizza', 'cooking-pot', 'sandwich', 'ice-cream-cone', 'hand-platter', 'concierge-bell'],
  fitness: ['dumbbell', 'heart-pulse', 'timer', 'trophy', 'biceps-flexed', 'activity', 'bike', 'sport-shoe', 'medal', 'apple', 'whistle', 'weight', 'flame', 'footprints'],
  wellness: ['flower-2', 'leaf', 'sun', 'moon-star', 'sparkles', 'sprout', 'heart', 'wind', 'person-standing', 'droplets', 'waves-horizontal', 'tent-tree', 'flower'],
  beauty: ['scissors', 'sparkles', 'brush', 'hand', 'gem', 'mirror-round', 'palette', 'perfume-bottle', 'tube-lotion', 'wand-sparkles', 'spray-can', 'flower', 'droplet', 'star'],
  medical: ['stethoscope', 'heart-pulse', 'pill', 'syringe', 'microscope', 'hospital', 'clipboard-plus', 'test-tube', 'baby', 'thermometer', 'activity', 'briefcase-medical', 'bandage', 'scan-heart'],
  legal: ['scale', 'landmark', 'gavel', 'file-text', 'handshake', 'briefcase', 'book-open', 'scroll-text', 'pen-line', 'stamp', 'signature', 'shield-check', 'file-check', 'users'],
  finance: ['chart-line', 'calculator', 'piggy-bank', 'coins', 'wallet', 'banknote', 'receipt-text', 'chart-pie', 'trending-up', 'landmark', 'briefcase-business', 'hand-coins', 'file-chart-column', 'target'],
  realestate: ['house', 'key', 'building', 'map-pin', 'door-open', 'sofa', 'bed-double', 'houses', 'map-pin-house', 'building-complex', 'warehouse', 'lamp-floor', 'armchair', 'key-round'],
  construction: ['hard-hat', 'hammer', 'ruler', 'paint-roller', 'drill', 'wrench', 'construction', 'brick-wall', 'drafting-compass', 'shovel', 'toolbox', 'house', 'bath', 'paintbrush'],
  auto: ['car', 'wrench', 'gauge', 'engine', 'car-front', 'fuel', 'cog', 'car-battery', 'disc-3', 'tool-case', 'snowflake', 'spray-can', 'clipboard-check', 'key'],
  travel: ['plane', 'map', 'compass', 'luggage', 'tree-palm', 'mountain', 'tent', 'ship', 'hotel', 'camera', 'globe', 'tickets-plane', 'sailboat', 'map-pinned'],
  education: ['graduation-cap', 'book-open', 'pencil', 'backpack', 'school', 'library', 'notebook-pen', 'lightbulb', 'presentation', 'calculator', 'languages', 'microscope', 'award', 'clipboard-check'],
  tech: ['laptop', 'cloud', 'code-xml', 'cpu', 'server', 'smartphone', 'database', 'rocket', 'workflow', 'chart-bar-big', 'bot', 'blocks', 'webhook', 'headset'],
  security: ['shield', 'lock', 'shield-check', 'fingerprint-pattern', 'scan-eye', 'key-round', 'radar', 'bug', 'siren', 'shield-alert', 'lock-keyhole', 'server', 'cctv', 'brick-wall-shield'],
  gaming: ['gamepad-2', 'joystick', 'trophy', 'swords', 'dice-5', 'headphones', 'crown', 'medal', 'gem', 'ghost', 'target', 'puzzle', 'ticket', 'rocket'],
  creative: ['camera', 'pen-tool', 'palette', 'aperture', 'image', 'brush', 'film', 'swatch-book', 'clapperboard', 'layers', 'sparkles', 'lightbulb', 'printer', 'feather'],
  shop: ['shopping-bag', 'tag', 'gift', 'shopping-cart', 'package', 'truck', 'store', 'shirt', 'gem', 'handbag', 'star', 'badge-percent', 'shopping-basket', 'receipt'],
  pets: ['paw-print', 'dog', 'cat', 'bone', 'fish', 'rabbit', 'bird', 'heart', 'stethoscope', 'scissors', 'syringe', 'house-heart', 'turtle', 'toy-brick'],
  events: ['party-popper', 'cake', 'glass-water', 'calendar-heart', 'gift', 'camera', 'wine', 'balloon', 'sparkles', 'mic', 'heart', 'eighth-notes', 'hand-platter', 'flower-2'],
  cleaning: ['spray-can', 'sparkles', 'broom', 'droplets', 'washing-machine', 'house', 'shower-head', 'brush-cleaning', 'mop', 'bubbles', 'wrench', 'bath', 'trash', 'faucet'],
  // A business of no known trade draws what its own words call for first; these are the last resort, office things last.
  general: ['sparkles', 'star', 'heart-handshake', 'lightbulb', 'award', 'calendar-check', 'map-pin', 'clock', 'message-circle', 'shield-check', 'target', 'rocket', 'handshake', 'briefcase'],
};

/** The icons of a theme (the general ones for an unknown theme). */
/** The icon families trades draw their pictures from (a trade's `icons`). */
export const iconFamilies = Object.keys(themeIconLists).filter((id) => id !== 'general');

export function themeIcons(themeId: string): readonly string[] {
  return themeIconLists[themeId] ?? themeIconLists.general ?? [];
}

/** Icons that never stand for a business, whatever their lucide tags say. */
const unsuitable = new Set(['skull', 'bomb', 'biohazard', 'radiation', 'cigarette', 'cannabis', 'tombstone', 'sword', 'axe', 'bone-fracture', 'virus', 'worm', 'rat']);

/** Lucide names of interface glyphs (arrows, text tools…) that a tag match must not pick. */
const interfacePrefixes = /^(a-|align|arrow|between|bring|case-|chevron|circle-|columns|corner|decimals|fold|grip|heading|indent|layout|letter|list|move|panel|pilcrow|rectangle|remove|rows|separator|square|stretch|text|toggle|unfold|wrap|x$|equal|diff|redo|undo|clipboard-(copy|paste|type|minus|x)|copy|file-(minus|plus|x|symlink|input|output|diff)|folder-|spell|whole|regex|sigma|pi$|omega|lambda|phi$|superscript|subscript|strikethrough|underline|bold|italic|type|baseline|ligature|ampersand|parentheses|brackets|braces|hash|asterisk|slash|dot$|ellipsis|tally|dice-[1-46]|clock-[0-9])/;

const strongWeight = 20;
const rankStep = 2;
const themeBonus = 8;
/** Taken off an icon that belongs to another trade's list (a gauge is a car's, not a clinic's). */
const otherTradePenalty = 6;
const tagWeight = 3;
const nameWeight = 5;

interface Stem {
  stem: string;
  exact: boolean;
  entry: number;
}

let stems: Stem[] | undefined;

function wordStems(): Stem[] {
  stems ??= iconWords.flatMap(([words], entry) =>
    words.split(' ').filter(Boolean).map((word) => {
      const exact = word.startsWith('=') || word.length < 4;
      return { stem: normalise(word.replace(/^=/, '')), exact, entry };
    }),
  );
  return stems;
}

function normalise(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е');
}

function matches(word: string, stem: Stem): boolean {
  if (stem.exact) return word === stem.stem || word === `${stem.stem}s` || word === `${stem.stem}es`;
  return word.startsWith(stem.stem);
}

/**
 * The words of a title, each with the forms to look up: a hyphenated word also whole and
 * joined ("make-up", "makeup", "make", "up").
 */
function words(text: string): string[][] {
  let clean = normalise(text);
  for (const phrase of ignoredPhrases) clean = clean.replaceAll(phrase, ' ');
  const result: string[][] = [];
  for (const raw of clean.split(/[^\p{L}\p{N}-]+/u)) {
    const word = raw.replace(/^-+|-+$/g, '');
    if (!word) continue;
    if (!word.includes('-')) {
      result.push([word]);
      continue;
    }
    result.push([word, word.replaceAll('-', '')]);
    for (const part of word.split('-')) if (part) result.push([part]);
  }
  return result;
}

type TagIndex = Map<string, { names: string[]; tags: string[] }>;
let tagIndex: TagIndex | undefined;

/** English word → icons whose name or lucide tags hold it (interface glyphs left out). */
function lucideTags(): TagIndex {
  if (tagIndex) return tagIndex;
  const require = createRequire(import.meta.url);
  const tags = require('lucide-static/tags.json') as Record<string, string[]>;
  const index: TagIndex = new Map();
  const add = (word: string, icon: string, kind: 'names' | 'tags') => {
    let slot = index.get(word);
    if (!slot) index.set(word, (slot = { names: [], tags: [] }));
    if (!slot[kind].includes(icon)) slot[kind].push(icon);
  };
  for (const [icon, words] of Object.entries(tags)) {
    if (interfacePrefixes.test(icon) || unsuitable.has(icon) || !hasIcon(icon)) continue;
    for (const part of icon.split('-')) if (part.length > 2 && !/^\d+$/.test(part)) add(part, icon, 'names');
    for (const tag of words) if (!tag.includes(' ') && tag.length > 2) add(normalise(tag), icon, 'tags');
  }
  tagIndex = index;
  return index;
}

/** English singular forms to try for a tag look-up ("pastries" → "pastry"). */
function singulars(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  if (word.endsWith('ing') && word.length > 5) forms.push(word.slice(0, -3));
  return forms;
}

let trades: Map<string, Set<string>> | undefined;

/** Icon → the themes whose list holds it. */
function iconTrades(): Map<string, Set<string>> {
  if (trades) return trades;
  trades = new Map();
  for (const [theme, list] of Object.entries(themeIconLists)) {
    for (const icon of list) {
      let set = trades.get(icon);
      if (!set) trades.set(icon, (set = new Set()));
      set.add(theme);
    }
  }
  return trades;
}

/**
 * Scores of the icons a title points to. Each word counts once: through the curated words
 * (its longest matching stem wins), else through lucide's own names and tags of an English
 * word, which alone must add up to a name match to count. Icons of the site's theme count
 * more, icons of another trade less.
 */
function scores(text: string, themeId: string): Map<string, number> {
  const list = new Set(themeIcons(themeId));
  const owners = iconTrades();
  const adjust = (icon: string, value: number): number => {
    if (list.has(icon)) return value + themeBonus * Math.min(1, value / strongWeight * 2);
    const others = owners.get(icon);
    return others && !others.has('general') ? value - otherTradePenalty : value;
  };
  const curated = new Map<string, number>();
  const tagged = new Map<string, number>();
  const all = wordStems();
  const index = lucideTags();
  for (const forms of words(text)) {
    let best = 0;
    let found = new Set<number>();
    for (const form of forms) {
      for (const stem of all) {
        if (!matches(form, stem)) continue;
        if (stem.stem.length > best) {
          best = stem.stem.length;
          found = new Set([stem.entry]);
        } else if (stem.stem.length === best) found.add(stem.entry);
      }
    }
    if (found.size > 0) {
      for (const entry of found) {
        const [, icons, weight = 1] = iconWords[entry] as WordEntry;
        icons.forEach((icon, rank) => curated.set(icon, (curated.get(icon) ?? 0) + Math.max(strongWeight - rank * rankStep, 1) * weight));
      }
      continue;
    }
    const word = forms[0] ?? '';
    if (!/^[a-z]+$/.test(word) || word.length < 3 || tagStopWords.has(word)) continue;
    const hit = singulars(word).map((form) => index.get(form)).find(Boolean);
    if (!hit) continue;
    for (const icon of hit.names) tagged.set(icon, (tagged.get(icon) ?? 0) + nameWeight);
    for (const icon of hit.tags) tagged.set(icon, (tagged.get(icon) ?? 0) + tagWeight);
  }
  const result = new Map<string, number>();
  for (const [icon, value] of curated) if (hasIcon(icon) && !unsuitable.has(icon)) result.set(icon, adjust(icon, value));
  for (const [icon, value] of tagged) {
    if (value < nameWeight || !hasIcon(icon)) continue;
    result.set(icon, (result.get(icon) ?? 0) + adjust(icon, value));
  }
  return result;
}

/** The icons the words of a text call for (any of them, not only the best), as iconForText weighs them. */
export function iconsCalledFor(text: string, themeId: string): Set<string> {
  return new Set(iconsRanked(text, themeId));
}

/** The icons the words of a text call for, the best first (ties in name order). */
export function iconsRanked(text: string, themeId: string): string[] {
  return [...scores(text, themeId)]
    .filter(([, score]) => score > 0)
    .sort(([a, first], [b, second]) => second - first || (a < b ? -1 : a > b ? 1 : 0))
    .map(([icon]) => icon);
}

/**
 * The icon that best pictures a service or product title ("Espresso bar" → coffee, "Стрижка"
 * → scissors), in English or Russian, preferring the icons of the site's theme. Icons in
 * `used` are avoided; a title that names nothing known gets the next unused icon of `fallback`
 * (what the site's own words call for), else of the theme.
 * The chosen icon is added to `used`, so a list of titles gets distinct icons.
 */
export function iconForText(text: string, themeId: string, used: Set<string>, fallback: readonly string[] = []): string {
  const list = themeIcons(themeId);
  let best: string | undefined;
  let bestScore = 0;
  for (const [icon, score] of scores(text, themeId)) {
    if (used.has(icon) || score <= 0) continue;
    // Ties go to the theme's own icon, then to the earlier one in the theme list, then by name.
    if (score > bestScore || (score === bestScore && best !== undefined && tieBreak(icon, best, list) < 0)) {
      best = icon;
      bestScore = score;
    }
  }
  const chosen =
    best ??
    fallback.find((icon) => !used.has(icon) && hasIcon(icon)) ??
    list.find((icon) => !used.has(icon)) ??
    themeIcons('general').find((icon) => !used.has(icon)) ??
    list[hashText(text) % list.length] ??
    'star';
  used.add(chosen);
  return chosen;
}

function tieBreak(first: string, second: string, list: readonly string[]): number {
  const a = list.indexOf(first);
  const b = list.indexOf(second);
  if (a !== b) return (a < 0 ? Infinity : a) - (b < 0 ? Infinity : b);
  return first < second ? -1 : first > second ? 1 : 0;
}

function hashText(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}
