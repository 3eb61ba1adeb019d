import { Random } from '../brief/random.ts';
import type { ArtStyle, Palette } from '../design/types.ts';

type Draw = (random: Random, width: number, height: number, palette: Palette) => string;

const n = (value: number) => Math.round(value * 10) / 10;

const draws: Record<ArtStyle, Draw> = {
  arcs: (random, width, height, p) => {
    const cx = width * (0.55 + random.next() * 0.2);
    const cy = height * (0.5 + random.next() * 0.2);
    const rings = Array.from({ length: 7 }, (_, index) => {
      const radius = (index + 1) * Math.min(width, height) * 0.09;
      return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="none" stroke="${index % 3 === 0 ? p.primary : p.accent}" stroke-width="${index % 3 === 0 ? 2 : 0.8}" opacity="${n(0.9 - index * 0.1)}"/>`;
    }).join('');
    const line = `<line x1="0" y1="${n(cy)}" x2="${width}" y2="${n(cy)}" stroke="${p.primary}" stroke-width="0.8" opacity="0.6"/>`;
    return `${rings}${line}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.min(width, height) * 0.05)}" fill="${p.primary}"/>`;
  },
  shards: (random, width, height, p) =>
    Array.from({ length: 9 }, (_, index) => {
      const x = random.next() * width;
      const y = random.next() * height;
      const size = (0.12 + random.next() * 0.25) * Math.min(width, height);
      const color = [p.primary, p.accent, p.link][index % 3];
      return `<polygon points="${n(x)},${n(y - size)} ${n(x + size * 0.9)},${n(y + size * 0.5)} ${n(x - size * 0.7)},${n(y + size * 0.7)}" fill="${color}" opacity="${n(0.35 + random.next() * 0.5)}" transform="rotate(${Math.round(random.next() * 60)} ${n(x)} ${n(y)})"/>`;
    }).join(''),
  circuit: (random, width, height, p) => {
    const step = Math.round(Math.min(width, height) / 10);
    const paths = Array.from({ length: 14 }, (_, index) => {
      let x = Math.round((random.next() * width) / step) * step;
      let y = Math.round((random.next() * height) / step) * step;
      let d = `M${x} ${y}`;
      for (let turn = 0; turn < 4; turn += 1) {
        if (turn % 2 === 0) x += (random.next() > 0.5 ? 1 : -1) * step * (1 + random.int(3));
        else y += (random.next() > 0.5 ? 1 : -1) * step * (1 + random.int(3));
        d += ` L${x} ${y}`;
      }
      const color = index % 4 === 0 ? p.accent : index % 2 === 0 ? p.link : p.primary;
      return `<path d="${d}" fill="none" stroke="${color}" stroke-width="3"/><circle cx="${x}" cy="${y}" r="6" fill="${color}"/>`;
    }).join('');
    return `<g opacity="0.9">${paths}</g>`;
  },
  orbits: (random, width, height, p) => {
    const cx = width * 0.6;
    const cy = height * 0.5;
    const orbits = Array.from({ length: 4 }, (_, index) => {
      const rx = width * (0.18 + index * 0.1);
      const ry = height * (0.08 + index * 0.07);
      const angle = -20 + random.int(40);
      const planet = `<circle cx="${n(cx + rx)}" cy="${n(cy)}" r="${8 + index * 3}" fill="${index % 2 ? p.accent : p.link}" transform="rotate(${angle + random.int(160)} ${n(cx)} ${n(cy)})"/>`;
      return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="${p.link}" stroke-width="1.2" opacity="0.55" transform="rotate(${angle} ${n(cx)} ${n(cy)})"/>${planet}`;
    }).join('');
    return `${orbits}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(height * 0.12)}" fill="url(#glow)"/>`;
  },
  lines: (random, width, height, p) => {
    const lines = Array.from({ length: 12 }, (_, index) => {
      const y = (height / 13) * (index + 1);
      return `<line x1="${n(width * 0.1)}" y1="${n(y)}" x2="${n(width * (0.4 + random.next() * 0.5))}" y2="${n(y)}" stroke="${p.text}" stroke-width="${index % 4 === 0 ? 3 : 1}" opacity="0.5"/>`;
    }).join('');
    return `${lines}<circle cx="${n(width * 0.72)}" cy="${n(height * 0.42)}" r="${n(height * 0.22)}" fill="${p.accent}" opacity="0.85"/><rect x="${n(width * 0.55)}" y="${n(height * 0.55)}" width="${n(width * 0.25)}" height="${n(height * 0.22)}" fill="${p.primary}"/>`;
  },
  blobs: (random, width, height, p) =>
    Array.from({ length: 5 }, (_, index) => {
      const cx = random.next() * width;
      const cy = random.next() * height;
      const r = (0.15 + random.next() * 0.2) * Math.min(width, height);
      const color = [p.primary, p.accent, p.link, p.surfaceAlt, p.primary][index] ?? p.primary;
      return `<path d="M${n(cx - r)} ${n(cy)} C${n(cx - r)} ${n(cy - r * 1.1)} ${n(cx + r * 1.2)} ${n(cy - r)} ${n(cx + r)} ${n(cy)} S${n(cx - r * 0.4)} ${n(cy + r * 1.3)} ${n(cx - r)} ${n(cy)}Z" fill="${color}" opacity="${n(0.45 + random.next() * 0.4)}"/>`;
    }).join(''),
  blocks: (random, width, height, p) => {
    const columns = 6;
    const size = width / (columns + 2);
    return Array.from({ length: columns }, (_, index) => {
      const barHeight = height * (0.2 + random.next() * 0.55);
      return `<rect x="${n(size * (index + 1))}" y="${n(height * 0.85 - barHeight)}" width="${n(size * 0.7)}" height="${n(barHeight)}" rx="4" fill="${index % 2 ? p.primary : p.accent}" opacity="${n(0.6 + index * 0.06)}"/>`;
    }).join('') + `<line x1="${n(size * 0.6)}" y1="${n(height * 0.85)}" x2="${n(width - size * 0.6)}" y2="${n(height * 0.85)}" stroke="${p.text}" stroke-width="2" opacity="0.4"/>`;
  },
  confetti: (random, width, height, p) =>
    Array.from({ length: 28 }, (_, index) => {
      const x = random.next() * width;
      const y = random.next() * height;
      const color = [p.primary, p.accent, p.link][index % 3];
      const size = 10 + random.next() * 34;
      return index % 2
        ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size / 2)}" fill="${color}" opacity="0.8"/>`
        : `<rect x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size * 0.45)}" rx="${n(size * 0.2)}" fill="${color}" transform="rotate(${random.int(180)} ${n(x)} ${n(y)})"/>`;
    }).join(''),
};

/** An abstract picture in the site's palette, drawn the same way for the same seed. */
export function artSvg(style: ArtStyle, palette: Palette, seed: string, width: number, height: number): string {
  const random = new Random(seed);
  const angle = random.int(360);
  const defs = `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${palette.surfaceAlt}"/><stop offset="1" stop-color="${palette.bg}"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="${palette.accent}"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient></defs>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${defs}<rect width="${width}" height="${height}" fill="url(#bg)"/>${draws[style](random, width, height, palette)}</svg>`;
}

/** The site's icon: a geometric mark in the palette (no letters, so no words to filter). */
export function faviconSvg(palette: Palette, seed: string): string {
  const random = new Random(`${seed}:icon`);
  const turn = random.int(4) * 90;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${palette.primary}"/><g transform="rotate(${turn} 32 32)"><path d="M16 46 L32 16 L48 46 Z" fill="${palette.onPrimary}" opacity="0.92"/><circle cx="32" cy="38" r="6" fill="${palette.primary}"/></g></svg>`;
}
