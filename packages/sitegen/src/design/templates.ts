import { designSystems } from './systems.ts';
import type { DesignSystem, Palette, Tone } from './types.ts';

interface TemplateLook {
  base: Tone;
  palette?: Partial<Palette>;
  headingFont?: 'serif' | 'mono' | 'display';
}

const fonts = {
  serif: 'Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, serif',
  mono: '"Cascadia Mono", "JetBrains Mono", Consolas, "Liberation Mono", "Courier New", monospace',
  display: '"Arial Black", "Segoe UI Black", Impact, "Helvetica Neue", sans-serif',
};

/** The look of each gallery template (catalogue fileName), so a site can take it as its base. */
export const templateLooks: Record<string, TemplateLook> = {
  '1.html': { base: 'gaming', palette: { bg: '#08080f', surface: '#12121f', surfaceAlt: '#1a1a2c', primary: '#c6ff3d', accent: '#7c3aed', link: '#c6ff3d', border: '#2a2a44' } },
  '2.html': { base: 'minimal', palette: { bg: '#f6f1ea', surface: '#fffaf3', surfaceAlt: '#ece3d6', text: '#1e1a16', muted: '#5a5046', primary: '#8a3b2e', accent: '#c9a27e', link: '#7d3427', border: '#e2d6c6' }, headingFont: 'serif' },
  '3.html': { base: 'corporate', palette: { primary: '#4f46e5', link: '#4338ca', accent: '#22d3ee', surface: '#f5f5ff', surfaceAlt: '#ebebff' } },
  '4.html': { base: 'corporate', palette: { text: '#0f2a44', primary: '#0f2a44', link: '#1b4d7a', accent: '#b08d57', surface: '#f6f3ee', surfaceAlt: '#ede6da' }, headingFont: 'serif' },
  '5.html': { base: 'corporate', palette: { primary: '#047857', link: '#046c4e', accent: '#34d399', surface: '#f0faf6', surfaceAlt: '#dff3ea', text: '#12312a', muted: '#46605a' } },
  '6.html': { base: 'futuristic', palette: { bg: '#04121a', surface: '#0a1f2b', surfaceAlt: '#0f2a38', primary: '#22d3ee', accent: '#0891b2', link: '#67e8f9', border: '#1c3b4a' } },
  '7.html': { base: 'futuristic', palette: { bg: '#120a06', surface: '#1f130c', surfaceAlt: '#2a1a10', primary: '#fb923c', accent: '#ea580c', link: '#fdba74', border: '#3f2a1c', muted: '#d0b8a6' } },
  '8.html': { base: 'organic' },
  '9.html': { base: 'gaming', palette: { bg: '#1a1423', surface: '#251c33', surfaceAlt: '#2f2441', primary: '#ffcc00', accent: '#ff4d6d', link: '#ffd84d', border: '#3e3156' } },
  '10.html': { base: 'minimal', palette: { bg: '#ffffff', surface: '#f5f5f5', surfaceAlt: '#ebebeb', text: '#0a0a0a', muted: '#4d4d4d', primary: '#0a0a0a', accent: '#8c8c8c', link: '#0a0a0a', border: '#d9d9d9' } },
  '11.html': { base: 'futuristic', palette: { primary: '#5eead4', accent: '#3b82f6', link: '#99f6e4' } },
  '12.html': { base: 'corporate', palette: { text: '#1c2434', primary: '#1e3a5f', link: '#1e3a5f', accent: '#a16207', surface: '#f7f5f0', surfaceAlt: '#ece8dd' }, headingFont: 'serif' },
  '13.html': { base: 'playful', palette: { primary: '#0e7490', link: '#0e7490', accent: '#67e8f9', surfaceAlt: '#e6f7fb', bg: '#f7fcfd' } },
  '14.html': { base: 'cyberpunk', palette: { bg: '#050805', surface: '#0b120b', surfaceAlt: '#101a10', text: '#d9ffe0', muted: '#8fc79a', primary: '#22c55e', accent: '#16a34a', link: '#4ade80', border: '#1d3320' } },
  '15.html': { base: 'futuristic', palette: { primary: '#d9f99d', accent: '#84cc16', link: '#bef264' } },
  '16.html': { base: 'gaming', palette: { bg: '#111111', surface: '#1b1b1b', surfaceAlt: '#242424', text: '#f5f5f5', muted: '#bdbdbd', primary: '#ff7a1a', accent: '#ff7a1a', link: '#ff9d57', border: '#333333' } },
  '17.html': { base: 'gaming', palette: { bg: '#0d0b10', surface: '#18141d', surfaceAlt: '#211b28', primary: '#ff4fa3', accent: '#ff4fa3', link: '#ff8cc4', border: '#3a2d44' } },
  '18.html': { base: 'corporate', palette: { bg: '#f4f4f2', surface: '#ffffff', primary: '#1f2933', link: '#1f2933', accent: '#f5b700', text: '#1f2933', muted: '#4b5563' } },
  '19.html': { base: 'luxury' },
  '20.html': { base: 'minimal', palette: { primary: '#5b21b6', link: '#5b21b6', accent: '#a78bfa', surfaceAlt: '#f1ecfb' } },
  '21.html': { base: 'luxury', palette: { bg: '#120707', surface: '#1d0d0c', surfaceAlt: '#271211', primary: '#e0a83a', accent: '#b91c1c', link: '#f0c060', border: '#44201c' }, headingFont: 'display' },
  'aurora-3d.html': { base: 'futuristic', palette: { bg: '#050a12', primary: '#6ee7b7', accent: '#a78bfa', link: '#6ee7b7' } },
  'sentinel-soc.html': { base: 'cyberpunk', palette: { primary: '#38bdf8', accent: '#ef4444', link: '#7dd3fc', onPrimary: '#04070d' }, headingFont: 'mono' },
};

/** The design system that gives a site the look of the gallery template `fileName`. */
export function systemFromTemplate(fileName: string): DesignSystem | undefined {
  const look = templateLooks[fileName];
  if (!look) return undefined;
  const base = designSystems[look.base];
  return {
    ...base,
    id: `template-${fileName.replace(/\.html$/, '')}`,
    label: `${base.label} (gallery template ${fileName})`,
    palette: { ...base.palette, ...look.palette },
    fonts: look.headingFont ? { ...base.fonts, heading: fonts[look.headingFont] } : base.fonts,
  };
}
