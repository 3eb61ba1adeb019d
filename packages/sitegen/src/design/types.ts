export type Tone = 'luxury' | 'gaming' | 'cyberpunk' | 'futuristic' | 'minimal' | 'organic' | 'corporate' | 'playful';

export interface Palette {
  bg: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  muted: string;
  /** Button fill; `onPrimary` is the text on it. */
  primary: string;
  onPrimary: string;
  /** Decorative second colour (art, rules, badges without text). */
  accent: string;
  border: string;
  /** Links and small highlighted text on bg and surface. */
  link: string;
}

export interface DesignSystem {
  id: string;
  label: string;
  tone: Tone;
  scheme: 'light' | 'dark';
  palette: Palette;
  fonts: { heading: string; body: string; headingWeight: number; uppercase: boolean; tracking: string };
  /** Ratio of the type scale (each heading level is this much bigger). */
  scale: number;
  radius: number;
  buttonRadius: number;
  /** Vertical padding of a section in rem. */
  space: number;
  shape: 'soft' | 'sharp' | 'pill' | 'clipped';
  effects: { glow: boolean; glass: boolean; gradientText: boolean; hairlines: boolean; grid: boolean };
}
