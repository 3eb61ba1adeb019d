import type { DesignSystem, Tone } from './types.ts';

const serif = 'Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, "Times New Roman", serif';
const sans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const display = '"Arial Black", "Segoe UI Black", Impact, "Helvetica Neue", sans-serif';
const mono = '"Cascadia Mono", "JetBrains Mono", Consolas, "Liberation Mono", "Courier New", monospace';
const geometric = '"Avenir Next", Avenir, "Century Gothic", "Segoe UI", system-ui, sans-serif';

const noEffects = { glow: false, glass: false, gradientText: false, hairlines: false, grid: false };

/** The design systems, one per tone: the four named styles and four for described styles. */
export const designSystems: Record<Tone, DesignSystem> = {
  luxury: {
    id: 'luxury', label: 'Luxury', tone: 'luxury', scheme: 'dark',
    palette: { bg: '#0e0d0b', surface: '#17150f', surfaceAlt: '#1f1c15', text: '#f4efe4', muted: '#c2b8a3', primary: '#c9a45c', onPrimary: '#15120b', accent: '#e7d3a1', border: '#3d3628', link: '#dcbd7c' },
    fonts: { heading: serif, body: sans, headingWeight: 400, uppercase: false, tracking: '0.01em' },
    scale: 1.333, radius: 2, buttonRadius: 0, space: 6.5, shape: 'sharp', effects: { ...noEffects, hairlines: true },
  },
  gaming: {
    id: 'gaming', label: 'Gaming', tone: 'gaming', scheme: 'dark',
    palette: { bg: '#0b0a1a', surface: '#15132b', surfaceAlt: '#1e1b3d', text: '#f3f1ff', muted: '#b9b3dc', primary: '#8cff5a', onPrimary: '#0b0a1a', accent: '#a855f7', border: '#302b5c', link: '#a4ff7e' },
    fonts: { heading: display, body: sans, headingWeight: 900, uppercase: true, tracking: '0.02em' },
    scale: 1.414, radius: 6, buttonRadius: 0, space: 5, shape: 'clipped', effects: { ...noEffects, glow: true },
  },
  cyberpunk: {
    id: 'cyberpunk', label: 'Cyberpunk', tone: 'cyberpunk', scheme: 'dark',
    palette: { bg: '#07070c', surface: '#10101b', surfaceAlt: '#171726', text: '#ecf8ff', muted: '#a6b8cc', primary: '#fcee0a', onPrimary: '#07070c', accent: '#ff2a6d', border: '#2a3346', link: '#22e4ff' },
    fonts: { heading: mono, body: sans, headingWeight: 700, uppercase: true, tracking: '0.06em' },
    scale: 1.333, radius: 0, buttonRadius: 0, space: 5, shape: 'clipped', effects: { ...noEffects, glow: true, grid: true },
  },
  futuristic: {
    id: 'futuristic', label: 'Futuristic', tone: 'futuristic', scheme: 'dark',
    palette: { bg: '#060b18', surface: '#0d1630', surfaceAlt: '#121d3d', text: '#eaf1ff', muted: '#a9b7d6', primary: '#7fa8ff', onPrimary: '#060b18', accent: '#3de0ff', border: '#243357', link: '#8fd8ff' },
    fonts: { heading: geometric, body: sans, headingWeight: 600, uppercase: false, tracking: '-0.01em' },
    scale: 1.414, radius: 20, buttonRadius: 999, space: 5.5, shape: 'pill', effects: { ...noEffects, glass: true, gradientText: true },
  },
  minimal: {
    id: 'minimal', label: 'Minimal', tone: 'minimal', scheme: 'light',
    palette: { bg: '#fafaf7', surface: '#ffffff', surfaceAlt: '#f0f0ea', text: '#18181b', muted: '#52525b', primary: '#18181b', onPrimary: '#ffffff', accent: '#d4a373', border: '#e2e2da', link: '#1d4ed8' },
    fonts: { heading: sans, body: sans, headingWeight: 700, uppercase: false, tracking: '-0.02em' },
    scale: 1.25, radius: 10, buttonRadius: 8, space: 5, shape: 'soft', effects: noEffects,
  },
  organic: {
    id: 'organic', label: 'Organic', tone: 'organic', scheme: 'light',
    palette: { bg: '#f7f3ea', surface: '#fffdf8', surfaceAlt: '#efe8d8', text: '#2b2a22', muted: '#5b5849', primary: '#3d6b37', onPrimary: '#ffffff', accent: '#c9803f', border: '#e0d7c3', link: '#35602f' },
    fonts: { heading: serif, body: sans, headingWeight: 600, uppercase: false, tracking: '0' },
    scale: 1.3, radius: 22, buttonRadius: 999, space: 5.5, shape: 'pill', effects: noEffects,
  },
  corporate: {
    id: 'corporate', label: 'Corporate', tone: 'corporate', scheme: 'light',
    palette: { bg: '#ffffff', surface: '#f3f6fb', surfaceAlt: '#e8eef8', text: '#14213d', muted: '#475672', primary: '#1d4ed8', onPrimary: '#ffffff', accent: '#0ea5e9', border: '#d9e1ee', link: '#1d4ed8' },
    fonts: { heading: sans, body: sans, headingWeight: 700, uppercase: false, tracking: '-0.01em' },
    scale: 1.25, radius: 8, buttonRadius: 6, space: 4.5, shape: 'soft', effects: noEffects,
  },
  playful: {
    id: 'playful', label: 'Playful', tone: 'playful', scheme: 'light',
    palette: { bg: '#fffaf3', surface: '#ffffff', surfaceAlt: '#fff0dc', text: '#23193a', muted: '#574b6e', primary: '#b5175a', onPrimary: '#ffffff', accent: '#ffb020', border: '#f1e1cc', link: '#a3134f' },
    fonts: { heading: geometric, body: sans, headingWeight: 800, uppercase: false, tracking: '-0.01em' },
    scale: 1.35, radius: 24, buttonRadius: 999, space: 5, shape: 'pill', effects: noEffects,
  },
};
