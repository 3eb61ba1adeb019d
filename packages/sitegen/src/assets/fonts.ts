import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FontChoice } from '../model/site-model.ts';

export type FontCategory = 'serif' | 'sans' | 'display' | 'mono';

export interface FontFamily {
  /** The @fontsource package id: "fraunces" for @fontsource/fraunces. */
  id: string;
  /** The CSS family name the @font-face rules declare. */
  family: string;
  category: FontCategory;
  /** System fonts to fall back on, ending with the generic family. */
  fallback: string;
  /** Weights the package ships in the normal style. */
  weights: readonly number[];
  /** Unicode subsets the package ships. */
  subsets: readonly string[];
  /** The average advance of its capitals A–Z, in em (measured in Chromium): the pixel face sets each 1em wide, Inter 0.7. */
  capWidth: number;
}

const serifFallback = 'Georgia, "Iowan Old Style", "Palatino Linotype", "Times New Roman", serif';
const sansFallback = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const monoFallback = 'ui-monospace, "Cascadia Mono", Consolas, "Liberation Mono", "Courier New", monospace';
const displayFallback = 'Impact, "Arial Narrow Bold", "Helvetica Neue", Arial, sans-serif';

const range = (from: number, to: number) => Array.from({ length: (to - from) / 100 + 1 }, (_, index) => from + index * 100);
const latin = ['latin', 'latin-ext'];
const cyrillic = ['cyrillic', 'cyrillic-ext'];

/** The self-hosted families the recipes may pick (each an installed @fontsource package). */
export const fontFamilies: readonly FontFamily[] = [
  { id: 'bebas-neue', family: 'Bebas Neue', category: 'display', fallback: displayFallback, weights: [400], subsets: latin, capWidth: 0.39 },
  { id: 'cormorant-garamond', family: 'Cormorant Garamond', category: 'serif', fallback: serifFallback, weights: range(300, 700), subsets: [...cyrillic, ...latin, 'vietnamese'], capWidth: 0.65 },
  { id: 'dm-serif-display', family: 'DM Serif Display', category: 'serif', fallback: serifFallback, weights: [400], subsets: latin, capWidth: 0.61 },
  { id: 'fraunces', family: 'Fraunces', category: 'serif', fallback: serifFallback, weights: range(100, 900), subsets: [...latin, 'vietnamese'], capWidth: 0.74 },
  { id: 'inter', family: 'Inter', category: 'sans', fallback: sansFallback, weights: range(100, 900), subsets: [...cyrillic, 'greek', 'greek-ext', ...latin, 'vietnamese'], capWidth: 0.7 },
  { id: 'jetbrains-mono', family: 'JetBrains Mono', category: 'mono', fallback: monoFallback, weights: range(100, 800), subsets: [...cyrillic, 'greek', ...latin, 'vietnamese'], capWidth: 0.6 },
  { id: 'manrope', family: 'Manrope', category: 'sans', fallback: sansFallback, weights: range(200, 800), subsets: [...cyrillic, 'greek', ...latin, 'vietnamese'], capWidth: 0.66 },
  { id: 'nunito', family: 'Nunito', category: 'sans', fallback: sansFallback, weights: range(200, 900), subsets: [...cyrillic, ...latin, 'vietnamese'], capWidth: 0.68 },
  { id: 'orbitron', family: 'Orbitron', category: 'display', fallback: displayFallback, weights: range(400, 900), subsets: ['latin'], capWidth: 0.82 },
  { id: 'outfit', family: 'Outfit', category: 'sans', fallback: sansFallback, weights: range(100, 900), subsets: latin, capWidth: 0.68 },
  { id: 'playfair-display', family: 'Playfair Display', category: 'serif', fallback: serifFallback, weights: range(400, 900), subsets: ['cyrillic', ...latin, 'vietnamese'], capWidth: 0.68 },
  { id: 'press-start-2p', family: 'Press Start 2P', category: 'display', fallback: monoFallback, weights: [400], subsets: [...cyrillic, 'greek', ...latin], capWidth: 1 },
  { id: 'roboto-slab', family: 'Roboto Slab', category: 'serif', fallback: serifFallback, weights: range(100, 900), subsets: [...cyrillic, 'greek', 'greek-ext', ...latin, 'vietnamese'], capWidth: 0.7 },
  { id: 'space-grotesk', family: 'Space Grotesk', category: 'sans', fallback: sansFallback, weights: range(300, 700), subsets: [...latin, 'vietnamese'], capWidth: 0.63 },
];

/** The family of this id, if the engine ships it. */
export function fontFamily(id: string): FontFamily | undefined {
  return fontFamilies.find((family) => family.id === id);
}

/** A CSS font-family list: the self-hosted family first, then its fallbacks. */
export function fontStack(id: string): string {
  const family = fontFamily(id);
  if (!family) throw new Error(`No self-hosted font ${id}`);
  return `"${family.family}", ${family.fallback}`;
}

/* ---------- which subsets a language needs ---------- */

/** Languages whose letters go beyond Latin-1 into Latin Extended. */
const latinExtended = new Set(['pl', 'cs', 'sk', 'sl', 'hr', 'bs', 'ro', 'hu', 'tr', 'az', 'lv', 'lt', 'et', 'mt', 'ga', 'cy', 'eo', 'sq', 'ku', 'tk']);
/** Cyrillic languages that also use letters of Cyrillic Extended (Kazakh ә ғ қ…). */
const cyrillicExtended = new Set(['kk', 'ky', 'tg', 'tt', 'ba', 'mn', 'cv', 'ce', 'os', 'abq']);
const cyrillicLanguages = new Set(['ru', 'uk', 'be', 'bg', 'sr', 'mk', ...cyrillicExtended]);
/** Scripts none of the families draw: the fallback stack does, so Latin alone is self-hosted. */
const otherScripts = new Set(['ka', 'hy', 'he', 'yi', 'ar', 'fa', 'ur', 'ps', 'hi', 'mr', 'ne', 'bn', 'pa', 'gu', 'ta', 'te', 'kn', 'ml', 'si', 'th', 'lo', 'km', 'my', 'zh', 'ja', 'ko', 'am']);
const plainLatin = new Set(['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'id', 'ms', 'tl', 'sw', 'af', 'ca', 'sv', 'no', 'nb', 'nn', 'da', 'fi', 'is', 'gl', 'eu', 'uz', 'so', 'zu', 'xh']);

/**
 * The unicode subsets (fontsource names) a site in these languages needs: Latin always (digits,
 * punctuation and brand names), Latin Extended, Cyrillic, Greek or Vietnamese where the language
 * writes them. An unknown language gets Latin and Latin Extended.
 */
export function subsetsFor(languages: readonly string[]): string[] {
  const needed = new Set(['latin']);
  for (const code of languages) {
    const base = code.toLowerCase().split(/[-_]/)[0] ?? '';
    if (cyrillicLanguages.has(base)) {
      needed.add('cyrillic');
      if (cyrillicExtended.has(base)) needed.add('cyrillic-ext');
    } else if (base === 'el') needed.add('greek');
    else if (base === 'vi') needed.add('vietnamese');
    else if (latinExtended.has(base)) needed.add('latin-ext');
    else if (!plainLatin.has(base) && !otherScripts.has(base)) needed.add('latin-ext');
  }
  return subsetOrder.filter((subset) => needed.has(subset));
}

const subsetOrder = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];

/* ---------- reading the packages ---------- */

interface FaceSource {
  family: string;
  subset: string;
  file: string;
  unicodeRange: string;
}

const require = createRequire(import.meta.url);
const packageDirs = new Map<string, string>();
const faceCache = new Map<string, FaceSource[]>();
const fileCache = new Map<string, Uint8Array>();

function packageDir(id: string): string {
  let dir = packageDirs.get(id);
  if (!dir) {
    dir = dirname(require.resolve(`@fontsource/${id}/package.json`));
    packageDirs.set(id, dir);
  }
  return dir;
}

/** The faces of one weight (normal style), read from the package's own `<weight>.css`. */
function facesOf(id: string, weight: number): FaceSource[] {
  const key = `${id}:${weight}`;
  let faces = faceCache.get(key);
  if (faces) return faces;
  const css = readFileSync(join(packageDir(id), `${weight}.css`), 'utf8');
  faces = [];
  for (const block of css.split('@font-face').slice(1)) {
    const family = /font-family:\s*'([^']+)'/.exec(block)?.[1];
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(block)?.[1];
    const unicodeRange = /unicode-range:\s*([^;]+);/.exec(block)?.[1]?.trim();
    if (!family || !file || !unicodeRange || !/font-style:\s*normal/.test(block)) continue;
    const subset = file.slice(id.length + 1).replace(new RegExp(`-${weight}-normal\\.woff2$`), '');
    faces.push({ family, subset, file, unicodeRange });
  }
  faceCache.set(key, faces);
  return faces;
}

function fileBytes(id: string, file: string): Uint8Array {
  const path = join(packageDir(id), 'files', file);
  let bytes = fileCache.get(path);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(path));
    fileCache.set(path, bytes);
  }
  return bytes;
}

/** The shipped weight nearest to the one asked for (the heavier on a tie). */
function nearestWeight(family: FontFamily, weight: number): number {
  let best = family.weights[0] ?? 400;
  for (const candidate of family.weights) {
    const gap = Math.abs(candidate - weight);
    const bestGap = Math.abs(best - weight);
    if (gap < bestGap || (gap === bestGap && candidate > best)) best = candidate;
  }
  return best;
}

/* ---------- the rules ---------- */

export interface FontFiles {
  /** Font files by their path from the site's root ("fonts/inter-latin-400-normal.woff2"). */
  files: Map<string, Uint8Array>;
  /** The @font-face rules, their URLs relative to a stylesheet at the site's root. */
  css: string;
}

/**
 * Self-hosted fonts for a site: for each choice that names a family, only the weights it asks
 * for (normal style; 400 when it asks for none) and only the unicode subsets the site's
 * languages need, copied from the installed @fontsource package, with `@font-face` rules
 * (font-display: swap, unicode-range) that point at them. A weight the family lacks is served
 * by its nearest weight, declared under the weight asked for so browsers do not fake it.
 */
export function fontFaces(choices: readonly FontChoice[], languages: readonly string[], dir = 'fonts'): FontFiles {
  const folder = dir.replace(/\/+$/, '');
  const prefix = folder ? `${folder}/` : '';
  const subsets = subsetsFor(languages);
  // Family id → asked weight → shipped weight, merged over the choices (heading and body may share one).
  const wanted = new Map<string, Map<number, number>>();
  for (const choice of choices) {
    if (!choice.family) continue;
    const family = fontFamily(choice.family);
    if (!family) throw new Error(`No self-hosted font ${choice.family}: pick one of ${fontFamilies.map((item) => item.id).join(', ')}`);
    const weights = wanted.get(family.id) ?? new Map<number, number>();
    for (const weight of choice.weights.length > 0 ? choice.weights : [400]) weights.set(weight, nearestWeight(family, weight));
    wanted.set(family.id, weights);
  }
  const files = new Map<string, Uint8Array>();
  const rules: string[] = [];
  for (const [id, weights] of wanted) {
    // Shipped weight → the asked weights it serves.
    const byFile = new Map<number, number[]>();
    for (const [asked, shipped] of [...weights].sort((a, b) => a[0] - b[0])) byFile.set(shipped, [...(byFile.get(shipped) ?? []), asked]);
    for (const [shipped, asked] of [...byFile].sort((a, b) => a[0] - b[0])) {
      const faces = facesOf(id, shipped);
      const low = Math.min(...asked);
      const high = Math.max(...asked);
      for (const subset of subsets) {
        const face = faces.find((item) => item.subset === subset);
        if (!face) continue;
        files.set(`${prefix}${face.file}`, fileBytes(id, face.file));
        rules.push(
          `@font-face{font-family:"${face.family}";font-style:normal;font-weight:${low === high ? low : `${low} ${high}`};font-display:swap;src:url(${prefix}${face.file}) format("woff2");unicode-range:${face.unicodeRange}}`,
        );
      }
    }
  }
  return { files, css: rules.join('\n') };
}
