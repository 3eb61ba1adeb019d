import { effectsCss } from './css-effects.ts';
import type { DesignSystem } from './types.ts';

function size(system: DesignSystem, step: number): string {
  return `${(system.scale ** step).toFixed(3)}rem`;
}

function variables(system: DesignSystem): string {
  const p = system.palette;
  return `:root {
  color-scheme: ${system.scheme};
  --bg: ${p.bg}; --surface: ${p.surface}; --surface-alt: ${p.surfaceAlt}; --text: ${p.text}; --muted: ${p.muted};
  --primary: ${p.primary}; --on-primary: ${p.onPrimary}; --accent: ${p.accent}; --border: ${p.border}; --link: ${p.link};
  --font-heading: ${system.fonts.heading}; --font-body: ${system.fonts.body};
  --radius: ${system.radius}px; --button-radius: ${system.buttonRadius}px; --space: ${system.space}rem;
  --h1: clamp(2.2rem, 1.4rem + 3.6vw, ${size(system, 5)}); --h2: clamp(1.6rem, 1.2rem + 1.8vw, ${size(system, 3)}); --h3: ${size(system, 1)};
}`;
}

const layout = `*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--bg); color: var(--text); font: 1.0625rem/1.7 var(--font-body); }
img { max-width: 100%; height: auto; display: block; }
a { color: var(--link); text-underline-offset: 0.2em; }
a:hover { text-decoration-thickness: 2px; }
:focus-visible { outline: 3px solid var(--link); outline-offset: 3px; }
h1, h2, h3 { font-family: var(--font-heading); line-height: 1.15; margin: 0 0 0.6em; text-wrap: balance; }
h1 { font-size: var(--h1); } h2 { font-size: var(--h2); } h3 { font-size: var(--h3); }
p { margin: 0 0 1em; }
.ui_skip { position: absolute; left: -9999px; top: 0.5rem; z-index: 10; background: var(--primary); color: var(--on-primary); padding: 0.6rem 1rem; }
.ui_skip:focus { left: 0.5rem; }
.ui_sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.ui_wrap { width: min(1160px, 100% - 2.5rem); margin-inline: auto; }
.ui_header { border-bottom: 1px solid var(--border); background: var(--bg); position: sticky; top: 0; z-index: 5; }
.ui_bar { display: flex; align-items: center; justify-content: space-between; gap: 1rem 2rem; min-height: 4.5rem; flex-wrap: wrap; padding-block: 0.5rem; }
.ui_brand { display: inline-flex; align-items: center; gap: 0.65rem; color: var(--text); text-decoration: none; font: 700 1.2rem/1.2 var(--font-heading); }
.ui_brand img { width: 2.1rem; height: 2.1rem; }
.ui_nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1.4rem; list-style: none; margin: 0; padding: 0; }
.ui_nav a { color: var(--muted); text-decoration: none; font-weight: 600; font-size: 0.95rem; padding-block: 0.4rem; display: inline-block; }
.ui_nav a:hover, .ui_nav a[aria-current="page"] { color: var(--text); box-shadow: inset 0 -2px 0 var(--primary); }
.ui_lang { font-size: 0.9rem; font-weight: 700; border: 1px solid var(--border); padding: 0.3rem 0.7rem; border-radius: var(--button-radius); text-decoration: none; }
.ui_btn { display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem; min-height: 3rem; padding: 0.75rem 1.6rem; border: 2px solid var(--primary); background: var(--primary); color: var(--on-primary); font: 700 1rem/1.2 var(--font-body); text-decoration: none; border-radius: var(--button-radius); cursor: pointer; }
.ui_btn:hover { filter: brightness(1.08); }
.ui_btn_ghost { background: transparent; color: var(--text); border-color: var(--border); }
.ui_actions { display: flex; flex-wrap: wrap; gap: 0.9rem; margin-top: 2rem; }
.ui_eyebrow { display: inline-block; font-size: 0.8rem; font-weight: 700; letter-spacing: 0.16em; text-transform: uppercase; color: var(--link); margin-bottom: 1rem; }
.ui_hero { padding-block: calc(var(--space) * 0.9) var(--space); position: relative; overflow: hidden; }
.ui_hero_grid { display: grid; grid-template-columns: 1.05fr 0.95fr; gap: 3rem; align-items: center; }
.ui_lead { font-size: 1.2rem; color: var(--muted); max-width: 38rem; }
.ui_art { border-radius: var(--radius); border: 1px solid var(--border); width: 100%; }
.ui_section { padding-block: var(--space); }
.ui_section_alt { background: var(--surface); border-block: 1px solid var(--border); }
.ui_head { max-width: 46rem; margin-bottom: 2.6rem; }
.ui_head p { color: var(--muted); font-size: 1.1rem; }
.ui_grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); gap: 1.4rem; list-style: none; margin: 0; padding: 0; }
.ui_grid_two { grid-template-columns: repeat(auto-fit, minmax(22rem, 1fr)); }
.ui_card { background: var(--surface-alt); border: 1px solid var(--border); border-radius: var(--radius); padding: 1.8rem; }
.ui_section_alt .ui_card { background: var(--bg); }
.ui_card h3 { margin-bottom: 0.5rem; }
.ui_card p { color: var(--muted); margin: 0; }
.ui_badge { display: inline-grid; place-items: center; width: 2.6rem; height: 2.6rem; margin-bottom: 1.1rem; border-radius: calc(var(--radius) / 2 + 4px); background: var(--primary); color: var(--on-primary); font-weight: 800; }
.ui_detail { display: inline-block; margin-top: 1rem; font-weight: 700; color: var(--link); font-size: 0.95rem; }
.ui_split { display: grid; grid-template-columns: 1fr 1fr; gap: 3.5rem; align-items: center; }
.ui_steps { counter-reset: step; display: grid; gap: 1.2rem; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); list-style: none; padding: 0; margin: 0; }
.ui_steps li { counter-increment: step; border-top: 3px solid var(--primary); padding-top: 1.2rem; }
.ui_steps li::before { content: counter(step, decimal-leading-zero); display: block; font: 700 1.6rem/1 var(--font-heading); color: var(--link); margin-bottom: 0.8rem; }
.ui_steps p { color: var(--muted); margin: 0; }
.ui_faq { border-bottom: 1px solid var(--border); padding-block: 1.1rem; }
.ui_faq summary { cursor: pointer; font-weight: 700; font-size: 1.1rem; }
.ui_faq p { color: var(--muted); margin: 0.8rem 0 0; }
.ui_post { display: flex; flex-direction: column; background: var(--surface-alt); border: 1px solid var(--border); border-radius: var(--radius); overflow: hidden; }
.ui_section_alt .ui_post { background: var(--bg); }
.ui_post img { aspect-ratio: 1200 / 630; object-fit: cover; width: 100%; }
.ui_post_body { padding: 1.5rem; display: flex; flex-direction: column; gap: 0.6rem; flex: 1; }
.ui_post_body h2, .ui_post_body h3 { font-size: 1.3rem; margin: 0; }
.ui_post_body p { color: var(--muted); margin: 0; }
.ui_meta { font-size: 0.88rem; color: var(--muted); }
.ui_post_body a:last-child { margin-top: auto; font-weight: 700; }
.ui_pagehead { padding-block: calc(var(--space) * 0.8) calc(var(--space) * 0.5); border-bottom: 1px solid var(--border); }
.ui_pagehead p { color: var(--muted); font-size: 1.2rem; max-width: 44rem; margin: 0; }
.ui_prose { max-width: 44rem; }
.ui_prose h2 { font-size: 1.6rem; margin-top: 2.2rem; }
.ui_prose p { font-size: 1.1rem; }
.ui_cover { border-radius: var(--radius); margin-block: 2rem; border: 1px solid var(--border); }
.ui_cta { text-align: center; padding: calc(var(--space) * 0.8) 2rem; border-radius: var(--radius); background: var(--surface-alt); border: 1px solid var(--border); }
.ui_cta p { color: var(--muted); max-width: 40rem; margin-inline: auto; }
.ui_cta .ui_actions { justify-content: center; }
.ui_contact { display: grid; grid-template-columns: 0.9fr 1.1fr; gap: 2.5rem; align-items: start; }
.ui_dl { display: grid; gap: 1.1rem; margin: 0; }
.ui_dl dt { font-size: 0.8rem; letter-spacing: 0.12em; text-transform: uppercase; color: var(--muted); }
.ui_dl dd { margin: 0.2rem 0 0; font-size: 1.15rem; font-weight: 600; }
.ui_form { display: grid; gap: 1.1rem; }
.ui_form label { font-weight: 600; display: grid; gap: 0.4rem; }
.ui_form input, .ui_form textarea { width: 100%; font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--muted); border-radius: calc(var(--radius) / 2); padding: 0.75rem 0.9rem; }
.ui_form textarea { min-height: 9rem; resize: vertical; }
.ui_form .ui_trap { position: absolute; left: -9999px; }
.ui_note { color: var(--muted); font-size: 0.92rem; }
.ui_alert { border: 2px solid var(--link); border-radius: var(--radius); padding: 1rem 1.2rem; }
.ui_footer { border-top: 1px solid var(--border); background: var(--surface); padding-block: 3.5rem 2rem; margin-top: var(--space); color: var(--muted); font-size: 0.95rem; }
.ui_footer_grid { display: grid; grid-template-columns: 1.4fr 1fr 1fr; gap: 2.5rem; }
.ui_footer h2 { font-size: 1rem; letter-spacing: 0.1em; text-transform: uppercase; color: var(--text); font-family: var(--font-body); }
.ui_footer ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.45rem; }
.ui_footer a { color: var(--muted); }
.ui_footer a:hover { color: var(--text); }
.ui_legal { border-top: 1px solid var(--border); margin-top: 2.5rem; padding-top: 1.5rem; display: flex; flex-wrap: wrap; justify-content: space-between; gap: 1rem; }
.ui_center { text-align: center; padding-block: calc(var(--space) * 1.4); }
.ui_center .ui_lead { margin-inline: auto; }
.ui_center .ui_actions { justify-content: center; }
.ui_bignum { font: 900 clamp(5rem, 18vw, 11rem)/1 var(--font-heading); color: var(--link); margin: 0; }
@media (max-width: 860px) {
  .ui_hero_grid, .ui_split, .ui_contact, .ui_footer_grid { grid-template-columns: 1fr; }
  .ui_header { position: static; }
  .ui_nav ul { gap: 0.2rem 1rem; }
  .ui_nav { order: 3; width: 100%; }
  .ui_lang { order: 2; }
}
@media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
@media print { .ui_header, .ui_footer, .ui_actions { display: none; } body { background: #fff; color: #000; } }`;

/** The one stylesheet of a site: the design system's tokens, the components and its effects. */
export function buildStylesheet(system: DesignSystem): string {
  return `/* ${system.label} design system */\n${variables(system)}\n${layout}\n${effectsCss(system)}\n`;
}
