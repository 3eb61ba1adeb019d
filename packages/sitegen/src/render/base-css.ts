import { fontFamily } from '../assets/fonts.ts';
import type { Design } from '../model/site-model.ts';
import { longestNamePiece } from './brand-name.ts';

function size(design: Design, step: number): string {
  return `${(design.scale ** step).toFixed(3)}rem`;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The usual width of a capital in the heading faces, in em (Inter's): a wider face gets smaller headings on phones. */
const usualCapWidth = 0.7;

/**
 * How wide the heading face sets a capital with the design's tracking, in em: measured for a self-hosted face; a
 * system face could be a wide one (Arial Black), so it counts as one.
 */
function letterWidth(design: Design): number {
  const face = fontFamily(design.fonts.heading.family ?? '')?.capWidth ?? 0.8;
  const tracking = design.fonts.tracking.endsWith('em') ? Number.parseFloat(design.fonts.tracking) : 0;
  return face + Math.max(0, Number.isFinite(tracking) ? tracking : 0);
}

/**
 * The brand's longest unbreakable piece (a word, or the part of one up to a hyphen) in em of the heading face, with a
 * margin for wide letters: the brand's places size it so that this piece fits their line and no word of the name is
 * split ("Hundesalonbetreuung" on a phone).
 */
function brandEm(design: Design, brand: string): number {
  return round(Math.max(1, longestNamePiece(brand)) * letterWidth(design) * 1.1);
}

/**
 * The sizes of h1 and h2. On phones they are smaller for a face wider than the usual ones (the pixel face sets every
 * letter 1em wide), so that a line holds as many letters as in the usual faces and a word such as "Kensington" is not
 * split. Desktop sizes stay the design's.
 */
function headingSizes(design: Design): { h1: string; h2: string } {
  const face = fontFamily(design.fonts.heading.family ?? '')?.capWidth;
  const k = face && face > usualCapWidth + 0.05 ? round(usualCapWidth / face) : 1;
  if (k === 1) return { h1: `clamp(2.3rem, 1.3rem + 4vw, ${size(design, 5)})`, h2: `clamp(1.7rem, 1.2rem + 1.9vw, ${size(design, 3)})` };
  return {
    h1: `clamp(${round(2.3 * k)}rem, ${round(1.3 * k)}rem + ${round(4 * k)}vw, ${size(design, 5)})`,
    h2: `clamp(${round(1.7 * k)}rem, ${round(1.2 * k)}rem + ${round(1.9 * k)}vw, ${size(design, 3)})`,
  };
}

/** The design tokens as custom properties: every section's CSS reads only these. */
function tokens(design: Design, brand: string): string {
  const p = design.palette;
  const headings = headingSizes(design);
  return `:root {
  color-scheme: ${design.scheme};
  --bg: ${p.bg}; --surface: ${p.surface}; --surface-alt: ${p.surfaceAlt}; --text: ${p.text}; --muted: ${p.muted};
  --primary: ${p.primary}; --on-primary: ${p.onPrimary}; --accent: ${p.accent}; --border: ${p.border}; --link: ${p.link};
  --font-heading: ${design.fonts.heading.stack}; --font-body: ${design.fonts.body.stack};
  --heading-weight: ${design.fonts.headingWeight}; --heading-case: ${design.fonts.uppercase ? 'uppercase' : 'none'}; --tracking: ${design.fonts.tracking};
  --radius: ${design.radius}px; --button-radius: ${design.buttonRadius}px; --space: ${design.space}rem;
  --h1: ${headings.h1}; --h2: ${headings.h2}; --h3: ${size(design, 1)};
  --brand-em: ${brandEm(design, brand)};
}`;
}

/** The components every page uses: type, links, buttons, containers, section heads, cards. */
const base = `*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--bg); color: var(--text); font: 1.0625rem/1.7 var(--font-body); }
img { max-width: 100%; height: auto; display: block; }
/* An uploaded photo's picture element (its AVIF source) leaves the layout to its img. */
picture { display: contents; }
a { color: var(--link); text-underline-offset: 0.2em; }
a:hover { text-decoration-thickness: 2px; }
:focus-visible { outline: 3px solid var(--link); outline-offset: 3px; }
h1, h2, h3 { font-family: var(--font-heading); font-weight: var(--heading-weight); letter-spacing: var(--tracking); text-transform: var(--heading-case); line-height: 1.12; margin: 0 0 0.6em; text-wrap: balance; overflow-wrap: break-word; hyphens: auto; }
h1 { font-size: var(--h1); } h2 { font-size: var(--h2); } h3 { font-size: var(--h3); line-height: 1.25; }
/* The business's name in a heading (see brand-name.ts): no larger than lets its longest word fit the line: the text
   block's where it is a container, the heading's own measure where it has one, else the page's. */
.ui_name { font-size: min(1em, max(1rem, calc(min(100cqi, var(--measure, 100cqi), min(100vw, 1200px) - 2.5rem) / var(--brand-em, 1)))); }
p { margin: 0 0 1em; }
.ui_skip { position: absolute; inset-inline-start: 0.5rem; top: 0.5rem; z-index: 10; background: var(--primary); color: var(--on-primary); padding: 0.6rem 1rem; transform: translateY(-200%); }
.ui_skip:focus { transform: none; }
.ui_sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.ui_wrap { width: min(1160px, 100% - 2.5rem); margin-inline: auto; }
.ui_section { padding-block: var(--space); }
.ui_alt { background: var(--surface); border-block: 1px solid var(--border); }
.ui_head { max-width: 46rem; margin-bottom: 2.6rem; }
.ui_head p { color: var(--muted); font-size: 1.1rem; margin: 0; }
.ui_eyebrow { display: inline-block; font-size: 0.8rem; font-weight: 700; letter-spacing: 0.16em; text-transform: uppercase; color: var(--link); margin-bottom: 1rem; }
.ui_lead { font-size: 1.2rem; color: var(--muted); max-width: 38rem; }
.ui_btn { display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem; min-height: 3rem; padding: 0.75rem 1.6rem; border: 2px solid var(--primary); background: var(--primary); color: var(--on-primary); font: 700 1rem/1.2 var(--font-body); text-decoration: none; border-radius: var(--button-radius); cursor: pointer; }
.ui_btn:hover { filter: brightness(1.08); }
.ui_btn_ghost { background: transparent; color: var(--text); border-color: var(--border); }
.ui_actions { display: flex; flex-wrap: wrap; gap: 0.9rem; margin-top: 2rem; }
.ui_more { margin: 2rem 0 0; font-weight: 700; }
.ui_icon { width: 1.6rem; height: 1.6rem; flex: none; color: var(--link); }
.ui_card { background: var(--surface-alt); border: 1px solid var(--border); border-radius: var(--radius); padding: 1.8rem; }
.ui_card p { color: var(--muted); margin: 0; }
.ui_grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); gap: 1.4rem; list-style: none; margin: 0; padding: 0; }
.ui_img { border-radius: var(--radius); width: 100%; }
.ui_prose { max-width: 44rem; }
.ui_meta { font-size: 0.88rem; color: var(--muted); }
.ui_center { text-align: center; padding-block: calc(var(--space) * 1.2); }
.ui_center .ui_actions { justify-content: center; }
.ui_alert { border: 2px solid var(--link); border-radius: var(--radius); padding: 1rem 1.2rem 1rem 2.4rem; max-width: 40rem; margin: 0 auto; text-align: start; }
@media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
@media print { .ui_header, .ui_footer, .ui_actions { display: none; } body { background: #fff; color: #000; } }`;

/** The shape and effect rules that make one design recognisable beyond its tokens. */
function character(design: Design): string {
  const rules: string[] = [];
  if (design.shape === 'clipped') rules.push('.ui_btn { clip-path: polygon(0.8rem 0, 100% 0, calc(100% - 0.8rem) 100%, 0 100%); padding-inline: 2rem; }\n.ui_btn.ui_btn_ghost { clip-path: none; }');
  if (design.shape === 'sharp') rules.push('.ui_btn { letter-spacing: 0.14em; text-transform: uppercase; font-size: 0.85rem; padding-inline: 2.2rem; }');
  if (design.shape === 'pill') rules.push('.ui_card { box-shadow: 0 1px 2px rgb(0 0 0 / 0.04), 0 12px 32px -18px rgb(0 0 0 / 0.35); }');
  const { glow, glass, gradientText, hairlines, grid } = design.effects;
  if (glow) rules.push('.ui_btn { box-shadow: 0 0 0 1px var(--primary), 0 0 24px -4px var(--primary); }\nh1 { text-shadow: 0 0 28px color-mix(in srgb, var(--accent) 55%, transparent); }');
  if (glass) rules.push('.ui_card { background: color-mix(in srgb, var(--surface-alt) 82%, transparent); backdrop-filter: blur(12px); }');
  if (gradientText) rules.push('h1 { background: linear-gradient(100deg, var(--text) 10%, var(--link) 60%); -webkit-background-clip: text; background-clip: text; color: transparent; }\n@media (forced-colors: active) { h1 { color: CanvasText; background: none; } }');
  if (hairlines) rules.push('.ui_head h2::after { content: ""; display: block; width: 4rem; height: 1px; background: var(--primary); margin-top: 1.1rem; }\n.ui_eyebrow { letter-spacing: 0.3em; font-weight: 500; }');
  if (grid) rules.push('body { background-image: linear-gradient(color-mix(in srgb, var(--link) 5%, transparent) 1px, transparent 1px), linear-gradient(90deg, color-mix(in srgb, var(--link) 5%, transparent) 1px, transparent 1px); background-size: 3rem 3rem; }');
  return rules.join('\n');
}

/** The site's one stylesheet: font faces, tokens (sized for the brand's name), components, the design's character, header and footer. */
export function baseStylesheet(design: Design, fontFaces: string, chromeCss: string, brand = ''): string {
  return `/* ${design.label} */\n${fontFaces}${fontFaces ? '\n' : ''}${tokens(design, brand)}\n${base}\n${character(design)}\n${chromeCss}\n`;
}
