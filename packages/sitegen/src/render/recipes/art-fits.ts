// Which art family a described style's hero is drawn in: the one its words ask for, else one that suits its tone.
import type { Random } from '../../brief/random.ts';
import { readStyleWords } from '../../design/style-words.ts';
import type { Tone } from '../../design/types.ts';
import { artFamilies } from '../../model/art-families.ts';
import type { ArtFamily } from '../../model/art-families.ts';

interface ArtFit {
  /** The tones whose sites it suits. */
  tones: readonly Tone[];
  /** Stems of the words that ask for it (English and Russian, matched at a word's start; ё read as е). */
  stems: readonly string[];
}

export const artFits: Record<ArtFamily, ArtFit> = {
  flat: { tones: ['playful', 'organic', 'gaming'], stems: ['flat', 'friendly', 'cheer', 'colourful', 'colorful', 'bright', 'cartoon', 'fun', 'плоск', 'дружелюб', 'весел', 'красоч', 'ярк', 'мульт'] },
  line: { tones: ['luxury', 'minimal', 'organic'], stems: ['line', 'sketch', 'drawing', 'airy', 'light', 'delicate', 'thin', 'elegan', 'editorial', 'линейн', 'эскиз', 'рисун', 'воздуш', 'легк', 'тонк', 'изящн', 'элегант'] },
  isometric: { tones: ['futuristic', 'corporate', 'cyberpunk'], stems: ['isometr', '3d', 'volume', 'block', 'structur', 'tech', 'изометр', 'объем', 'блок', 'структур', 'техн'] },
  badge: { tones: ['gaming', 'playful', 'corporate'], stems: ['badge', 'emblem', 'seal', 'stamp', 'vintage', 'retro', 'heritage', 'значк', 'эмблем', 'печат', 'винтаж', 'ретро', 'традиц'] },
  pattern: { tones: ['cyberpunk', 'gaming', 'minimal'], stems: ['pattern', 'dense', 'grid', 'brutal', 'geometr', 'repeat', 'print', 'узор', 'паттерн', 'плотн', 'сетк', 'брутал', 'геометр', 'орнамент'] },
  frame: { tones: ['luxury', 'organic', 'corporate'], stems: ['photo', 'real', 'natural', 'warm', 'cosy', 'cozy', 'landscape', 'фото', 'реал', 'натурал', 'тепл', 'уют', 'пейзаж'] },
};

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

function names(words: readonly string[], family: ArtFamily): boolean {
  return artFits[family].stems.some((stem) => words.some((word) => word.startsWith(stem)));
}

/**
 * The art family of a described style: among those its words ask for ("line drawing", «изометрия»), else among those
 * suiting its tone; never one whose words it negates ("no patterns", «без узоров»).
 */
export function artFromStyle(text: string, tone: Tone, random: Random): ArtFamily {
  const { wanted, negated } = readStyleWords(text);
  const wantedWords = wordsOf(wanted);
  const negatedWords = wordsOf(negated);
  const allowed = artFamilies.filter((family) => !names(negatedWords, family));
  const asked = allowed.filter((family) => names(wantedWords, family));
  if (asked.length > 0) return random.pick(asked);
  const suited = allowed.filter((family) => artFits[family].tones.includes(tone));
  return random.pick(suited.length > 0 ? suited : allowed.length > 0 ? allowed : artFamilies);
}
