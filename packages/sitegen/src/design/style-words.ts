import type { Tone } from './types.ts';

/**
 * Reads a described style ("Friendly, practical. Nothing flashy", «строго, без неона») into what it asks for and
 * what it rules out. A word after a negation ("no", "not", "nothing", "without", "avoid", «без», «не», «никаких»)
 * up to the next comma, full stop or "but" is ruled out; it never counts towards the look it names.
 */
export interface StyleWords {
  /** The words the customer asks for, with the negated phrases taken out. */
  wanted: string;
  /** The negated phrases themselves: "flashy", "неона". */
  negated: string;
}

const negation = /(?<![\p{L}\p{N}])(?:no|not|nothing|never|without|avoid|avoiding|none of|anything but|less|nor|не|нет|без|ничего|никаких|никакого|никакой|никакие|избегать|избегайте|кроме)(?![\p{L}\p{N}])/giu;
// A negation holds until the phrase ends: a comma, a full stop or a turn such as "but" / «но» / «а».
const phraseEnd = /[,.;:!?…()\n]|(?<![\p{L}])(?:but|and yet|но|а|зато)(?![\p{L}])/iu;

export function readStyleWords(text: string): StyleWords {
  const normal = text.replace(/ё/g, 'е').replace(/Ё/g, 'Е').replace(/n[’']t\b/giu, ' not');
  let wanted = '';
  let negated = '';
  let cursor = 0;
  for (const match of normal.matchAll(negation)) {
    const start = match.index;
    if (start < cursor) continue;
    const after = start + match[0].length;
    const rest = normal.slice(after);
    const end = rest.search(phraseEnd);
    const stop = end === -1 ? normal.length : after + end;
    wanted += normal.slice(cursor, start) + ' ';
    negated += normal.slice(after, stop) + ' ';
    cursor = stop;
  }
  wanted += normal.slice(cursor);
  return { wanted: wanted.trim(), negated: negated.trim() };
}

/** Stems of each tone: the words that ask for it, in English and Russian. */
export const toneStems: Record<Tone, readonly string[]> = {
  luxury: ['luxur', 'elegan', 'premium', 'gold', 'classic', 'exclusive', 'refined', 'sophisticat', 'glamo', 'роскош', 'элегант', 'премиал', 'премиум', 'золот', 'классич', 'изыскан', 'эксклюзив', 'гламур', 'люкс'],
  gaming: ['gam', 'vibrant', 'bold', 'energetic', 'dynamic', 'arcade', 'esport', 'игр', 'гейм', 'ярк', 'энергич', 'динамич', 'аркад'],
  cyberpunk: ['cyber', 'neon', 'punk', 'dystop', 'glitch', 'hacker', 'неон', 'киберпанк', 'глитч', 'хакер', 'кибер'],
  futuristic: ['futur', 'space', 'sci', 'glass', 'cosmic', 'hologra', 'innovat', 'футур', 'космос', 'космич', 'будущ', 'стекл', 'голограф', 'инновац'],
  minimal: ['minimal', 'clean', 'simple', 'white', 'scandinav', 'monochrom', 'airy', 'practical', 'plain', 'understated', 'минимал', 'чист', 'прост', 'бел', 'лаконич', 'монохром', 'воздуш', 'практич', 'сдержан'],
  organic: ['natur', 'organic', 'eco', 'green', 'warm', 'earth', 'rustic', 'cozy', 'cosy', 'botanic', 'эко', 'натурал', 'природ', 'зелен', 'тепл', 'уют', 'органич'],
  corporate: ['corporat', 'business', 'professional', 'trust', 'strict', 'formal', 'serious', 'корпорат', 'делов', 'строг', 'профессионал', 'солидн', 'серьезн'],
  playful: ['playful', 'fun', 'pastel', 'kid', 'colorful', 'colourful', 'cheer', 'friendly', 'cartoon', 'игрив', 'весел', 'пастел', 'детск', 'красоч', 'дружелюб', 'мульт'],
};

/** Words that say no look in particular but rule some out when negated: "nothing flashy", «без пафоса». */
const showyStems: Record<string, readonly Tone[]> = {
  flash: ['gaming', 'cyberpunk', 'futuristic', 'luxury'],
  loud: ['gaming', 'cyberpunk'],
  neon: ['gaming', 'cyberpunk'],
  garish: ['gaming', 'cyberpunk'],
  gaudy: ['gaming', 'cyberpunk', 'luxury'],
  glow: ['gaming', 'cyberpunk', 'futuristic'],
  bling: ['luxury', 'gaming'],
  fancy: ['luxury'],
  posh: ['luxury'],
  childish: ['playful'],
  cute: ['playful'],
  corporate: ['corporate'],
  кричащ: ['gaming', 'cyberpunk'],
  вычурн: ['luxury', 'gaming', 'cyberpunk'],
  пафос: ['luxury'],
  пестр: ['gaming', 'playful'],
  блест: ['luxury', 'gaming', 'cyberpunk'],
  неон: ['gaming', 'cyberpunk'],
  ярк: ['gaming', 'cyberpunk'],
};

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
}

function countStems(words: readonly string[], stems: readonly string[]): number {
  return stems.reduce((total, stem) => total + words.filter((word) => word.startsWith(stem)).length, 0);
}

/** The tones a described style rules out: the ones its negated words name, and the showy ones "nothing flashy" means. */
export function tonesRuledOut(text: string): Set<Tone> {
  const words = wordsOf(readStyleWords(text).negated);
  const out = new Set<Tone>();
  for (const [tone, stems] of Object.entries(toneStems) as [Tone, readonly string[]][]) {
    if (countStems(words, stems) > 0) out.add(tone);
  }
  for (const [stem, tones] of Object.entries(showyStems)) {
    if (words.some((word) => word.startsWith(stem))) for (const tone of tones) out.add(tone);
  }
  return out;
}

/** The tone whose words the style asks for most, ignoring negated words; undefined when it names none. */
export function toneFromDescription(text: string): Tone | undefined {
  const words = wordsOf(readStyleWords(text).wanted);
  const ruledOut = tonesRuledOut(text);
  let best: Tone | undefined;
  let bestCount = 0;
  for (const [tone, stems] of Object.entries(toneStems) as [Tone, readonly string[]][]) {
    if (ruledOut.has(tone)) continue;
    const count = countStems(words, stems);
    if (count > bestCount) {
      best = tone;
      bestCount = count;
    }
  }
  return best;
}

// Where a trade's own tone is ruled out, the next of these that is not takes its place.
const quietTones: readonly Tone[] = ['minimal', 'organic', 'corporate', 'playful', 'luxury', 'futuristic', 'gaming', 'cyberpunk'];

/** `tone`, or the first quiet tone the style does not rule out when it rules `tone` out. */
export function unlessRuledOut(tone: Tone, text: string): Tone {
  const ruledOut = tonesRuledOut(text);
  if (!ruledOut.has(tone)) return tone;
  return quietTones.find((other) => !ruledOut.has(other)) ?? tone;
}
