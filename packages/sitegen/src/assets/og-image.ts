import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as zlib from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import type { Palette } from '../model/site-model.ts';
import { hasIcon, iconElements } from './icons.ts';
import { mix, readableOn } from './illustration.ts';

export interface OgImageInput {
  brand: string;
  title: string;
  palette: Palette;
  /** The page's language (BCP 47), set on the text for shaping. */
  lang: string;
  /** A lucide icon drawn large beside the title. */
  icon?: string;
}

export const ogWidth = 1200;
export const ogHeight = 630;

/* ---------- the font ---------- */

/**
 * Inter Bold (OFL) as TrueType, from @expo-google-fonts/inter: resvg reads TTF/OTF only, and
 * loading exactly this file (no system fonts) makes the picture the same on every machine.
 * It covers Latin, Cyrillic, Greek and Vietnamese.
 */
const fontFamily = 'Inter';
let fontPath: string | undefined;

function interBold(): string {
  fontPath ??= join(dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/inter/package.json')), '700Bold', 'Inter_700Bold.ttf');
  return fontPath;
}

interface Metrics {
  unitsPerEm: number;
  /** Advance width in font units by code point; a missing code point has no glyph. */
  advances: Map<number, number>;
}

let metrics: Metrics | undefined;

/** The advance widths of the font's characters, read from its cmap, hhea and hmtx tables. */
function fontMetrics(): Metrics {
  if (metrics) return metrics;
  const bytes = readFileSync(interBold());
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, number>();
  const count = view.getUint16(4);
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16;
    tables.set(String.fromCharCode(...bytes.subarray(record, record + 4)), view.getUint32(record + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`The og font lacks a ${tag} table`);
    return offset;
  };
  const unitsPerEm = view.getUint16(table('head') + 18);
  const metricCount = view.getUint16(table('hhea') + 34);
  const hmtx = table('hmtx');
  const advanceOf = (glyph: number) => view.getUint16(hmtx + 4 * Math.min(glyph, metricCount - 1));
  const cmap = table('cmap');
  const advances = new Map<number, number>();
  let format12 = -1;
  let format4 = -1;
  for (let index = 0; index < view.getUint16(cmap + 2); index += 1) {
    const record = cmap + 4 + index * 8;
    const platform = view.getUint16(record);
    const encoding = view.getUint16(record + 2);
    const subtable = cmap + view.getUint32(record + 4);
    const format = view.getUint16(subtable);
    if (format === 12 && (platform === 3 || platform === 0)) format12 = subtable;
    if (format === 4 && ((platform === 3 && encoding === 1) || platform === 0)) format4 = subtable;
  }
  if (format12 >= 0) {
    const groups = view.getUint32(format12 + 12);
    for (let group = 0; group < groups; group += 1) {
      const at = format12 + 16 + group * 12;
      const start = view.getUint32(at);
      const end = view.getUint32(at + 4);
      const glyph = view.getUint32(at + 8);
      for (let code = start; code <= end; code += 1) if (glyph + code - start !== 0) advances.set(code, advanceOf(glyph + code - start));
    }
  } else if (format4 >= 0) {
    const segments = view.getUint16(format4 + 6) / 2;
    const ends = format4 + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const ranges = deltas + segments * 2;
    for (let segment = 0; segment < segments; segment += 1) {
      const start = view.getUint16(starts + segment * 2);
      const end = view.getUint16(ends + segment * 2);
      const delta = view.getInt16(deltas + segment * 2);
      const range = view.getUint16(ranges + segment * 2);
      for (let code = start; code <= end && code !== 0xffff; code += 1) {
        const glyph = range === 0 ? (code + delta) & 0xffff : view.getUint16(ranges + segment * 2 + range + (code - start) * 2);
        if (glyph !== 0) advances.set(code, advanceOf(range === 0 ? glyph : (glyph + delta) & 0xffff));
      }
    }
  } else {
    throw new Error('The og font has no Unicode cmap');
  }
  metrics = { unitsPerEm, advances };
  return metrics;
}

/** Whether the font draws every visible character of the text. */
function covers(text: string): boolean {
  const { advances } = fontMetrics();
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (!/\s/u.test(char) && !advances.has(code)) return false;
  }
  return true;
}

/** Width in px of a line at `size` px with `tracking` em of letter spacing (kerning ignored: lines come out a touch narrower). */
function measure(text: string, size: number, tracking: number): number {
  const { advances, unitsPerEm } = fontMetrics();
  let units = 0;
  let count = 0;
  for (const char of text) {
    units += advances.get(char.codePointAt(0) ?? 0) ?? unitsPerEm * 0.6;
    count += 1;
  }
  return (units / unitsPerEm) * size + count * tracking * size;
}

/* ---------- wrapping ---------- */

const ellipsis = '…';

/** Splits a word wider than the line into pieces that fit. */
function breakWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && !fits(piece + char)) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Greedy wrapping into lines that fit; words too long for a line are broken. */
function wrap(text: string, fits: (text: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (fits(word)) {
      line = word;
      continue;
    }
    const pieces = breakWord(word, fits);
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (line) lines.push(line);
  return lines;
}

/** The line cut short with an ellipsis so that it fits, at a word end where one is near. */
function shorten(line: string, fits: (text: string) => boolean): string {
  let text = line.trimEnd();
  while (text && !fits(text + ellipsis)) {
    const space = text.lastIndexOf(' ');
    text = space > text.length * 0.6 ? text.slice(0, space).trimEnd() : [...text].slice(0, -1).join('').trimEnd();
  }
  return text.replace(/[\s,.;:–—-]+$/u, '') + ellipsis;
}

interface TitleLayout {
  size: number;
  lines: string[];
}

const titleSizes = [76, 68, 60, 54, 48];
const titleTracking = -0.02;
const maxLines = 3;

/** The largest size at which the title fits in three lines, else the smallest, cut with an ellipsis. */
export function layoutTitle(title: string, maxWidth: number): TitleLayout {
  for (const size of titleSizes) {
    const fits = (text: string) => measure(text, size, titleTracking) <= maxWidth;
    const lines = wrap(title, fits);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = titleSizes.at(-1) as number;
  const fits = (text: string) => measure(text, size, titleTracking) <= maxWidth;
  const lines = wrap(title, fits).slice(0, maxLines);
  lines[maxLines - 1] = shorten(lines[maxLines - 1] ?? '', fits);
  return { size, lines };
}

/* ---------- drawing ---------- */

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const pad = 80;

/** The share picture as SVG: the brand over the title, an icon in a disc at the right. */
export function ogImageSvg(input: OgImageInput): string {
  const p = input.palette;
  const icon = input.icon && hasIcon(input.icon) ? input.icon : undefined;
  // The title stops short of the disc at the right (icon or mark), whichever is drawn.
  const titleWidth = 760;
  const brandSize = 32;
  const title = input.title.replace(/\s+/gu, ' ').trim();
  const brand = input.brand.replace(/\s+/gu, ' ').trim();
  const ink = readableOn(p.bg, [p.text], 4.5);
  const brandInk = readableOn(p.bg, [p.primary, p.link, p.text], 3);
  // The page colour is the renderer's background (a plain fill, cheaper than a drawn rectangle).
  const parts: string[] = [];
  // A large disc in the surface colour bleeding off the right edge, the icon drawn in it.
  parts.push(`<circle cx="1090" cy="300" r="330" fill="${p.surfaceAlt}"/>`);
  parts.push(`<circle cx="1090" cy="300" r="250" fill="none" stroke="${mix(p.surfaceAlt, p.text, 0.08)}" stroke-width="3"/>`);
  if (icon) {
    parts.push(`<circle cx="1005" cy="300" r="140" fill="${p.primary}"/>`);
    parts.push(`<g transform="translate(905 200) scale(8.333)" fill="none" stroke="${readableOn(p.primary, [p.onPrimary, p.bg, p.text], 3)}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${iconElements(icon)}</g>`);
  } else {
    // Without an icon, the brand mark of the top row, large: a tilted tile and its dot.
    parts.push(`<rect x="905" y="200" width="200" height="200" rx="48" fill="${p.primary}" transform="rotate(-10 1005 300)"/>`);
    parts.push(`<circle cx="1080" cy="226" r="34" fill="${p.accent}" stroke="${p.surfaceAlt}" stroke-width="10"/>`);
  }
  // The brand: a mark in the primary colour and the name.
  parts.push(`<rect x="${pad}" y="${pad - 4}" width="40" height="40" rx="10" fill="${p.primary}"/><circle cx="${pad + 28}" cy="${pad + 8}" r="7" fill="${p.accent}"/>`);
  if (brand && covers(brand)) {
    const fits = (text: string) => measure(text, brandSize, 0) <= titleWidth - 56;
    const line = fits(brand) ? brand : shorten(brand, fits);
    parts.push(`<text x="${pad + 58}" y="${pad + 27}" font-size="${brandSize}" fill="${brandInk}">${escapeXml(line)}</text>`);
  }
  if (title && covers(title)) {
    const { size, lines } = layoutTitle(title, titleWidth);
    const lineHeight = Math.round(size * 1.14);
    const blockHeight = lineHeight * (lines.length - 1) + size;
    // Centre the block between the brand row and the bottom band (baselines sit at cap height).
    const top = 170 + Math.max(0, (ogHeight - 80 - 170 - blockHeight) / 2);
    const tspans = lines.map((line, index) => `<tspan x="${pad}" y="${Math.round(top + size * 0.76 + index * lineHeight)}">${escapeXml(line)}</tspan>`).join('');
    parts.push(`<text font-size="${size}" letter-spacing="${(titleTracking * size).toFixed(2)}" fill="${ink}">${tspans}</text>`);
  }
  parts.push(`<rect y="${ogHeight - 16}" width="${ogWidth}" height="16" fill="${p.primary}"/><rect x="${pad}" y="${ogHeight - 16}" width="160" height="16" fill="${p.accent}"/>`);
  const lang = /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(input.lang) ? ` xml:lang="${input.lang}"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ogWidth}" height="${ogHeight}" viewBox="0 0 ${ogWidth} ${ogHeight}"${lang} font-family="${fontFamily}" font-weight="700">${parts.join('')}</svg>`;
}

/* ---------- PNG ---------- */

let crcTable: Uint32Array | undefined;

/** CRC-32 of a PNG chunk: zlib's own where Node has it (20.15+), else a table. */
function crc32(bytes: Uint8Array): number {
  const native = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;
  if (native) return native(bytes) >>> 0;
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let index = 0; index < bytes.length; index += 1) crc = (crcTable[(crc ^ (bytes[index] as number)) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let index = 0; index < 4; index += 1) out[4 + index] = type.charCodeAt(index);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/**
 * resvg's bitmap (premultiplied RGBA) as a PNG. resvg's own encoder compresses hard and takes
 * longer than drawing the picture; these flat pictures pack nearly as well at a fast level,
 * rows unfiltered. `opaque` skips the un-premultiplying that only see-through pixels need.
 */
export function encodePng(rgba: Uint8Array, width: number, height: number, opaque = false): Uint8Array {
  const stride = width * 4;
  const raw = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y += 1) raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  if (!opaque) {
    for (let y = 0; y < height; y += 1) {
      for (let at = y * (stride + 1) + 1, end = at + stride; at < end; at += 4) {
        const alpha = raw[at + 3] as number;
        if (alpha === 255 || alpha === 0) continue;
        for (let channel = 0; channel < 3; channel += 1) raw[at + channel] = Math.min(255, Math.round(((raw[at + channel] as number) * 255) / alpha));
      }
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8);
  const parts = [new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw, { level: 3 })), chunk('IEND', new Uint8Array(0))];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * SVG to PNG with resvg, loading only the given font files (never the system's), at `width`
 * px wide when given. An opaque `background` (#rrggbb) fills the picture first.
 */
export function rasterise(svg: string, options: { background?: string; fontFiles?: string[]; width?: number } = {}): Uint8Array {
  const resvg = new Resvg(svg, {
    ...(options.background ? { background: options.background } : {}),
    font: { fontFiles: options.fontFiles ?? [], loadSystemFonts: false, defaultFontFamily: fontFamily },
    ...(options.width ? { fitTo: { mode: 'width' as const, value: options.width } } : {}),
  });
  const image = resvg.render();
  return encodePng(image.pixels, image.width, image.height, options.background !== undefined && /^#[0-9a-f]{6}$/i.test(options.background));
}

/**
 * The share pictures drawn last, by their drawing: an edit, a new version or a second run of the same site redraws
 * pages whose title did not change, and a picture takes longer to draw than its page to write. At 40 to 60 KB each, the
 * 256 kept hold at most about 15 MB.
 */
const drawn = new Map<string, Uint8Array>();
const DRAWN_KEPT = 256;

/**
 * The 1200×630 share picture of a page: the brand and the title (at most three lines, cut
 * with an ellipsis) over the palette, with an optional icon. The same input gives the same bytes.
 */
export function ogImagePng(input: OgImageInput): Uint8Array {
  const svg = ogImageSvg(input);
  const key = `${input.palette.bg}\n${svg}`;
  const known = drawn.get(key);
  if (known) return known;
  const png = rasterise(svg, { background: input.palette.bg, fontFiles: [interBold()] });
  if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value as string);
  drawn.set(key, png);
  return png;
}
