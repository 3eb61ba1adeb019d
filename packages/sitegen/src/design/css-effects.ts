import type { DesignSystem } from './types.ts';

function headingRules(system: DesignSystem): string {
  const transform = system.fonts.uppercase ? 'text-transform: uppercase;' : '';
  return `h1, h2, h3, .ui_brand { font-weight: ${system.fonts.headingWeight}; letter-spacing: ${system.fonts.tracking}; ${transform} }`;
}

function shapeRules(system: DesignSystem): string {
  switch (system.shape) {
    case 'clipped':
      return `.ui_btn { clip-path: polygon(0.8rem 0, 100% 0, calc(100% - 0.8rem) 100%, 0 100%); padding-inline: 2rem; }
.ui_card, .ui_post, .ui_cta { clip-path: polygon(0 0, calc(100% - 1.4rem) 0, 100% 1.4rem, 100% 100%, 1.4rem 100%, 0 calc(100% - 1.4rem)); }
.ui_btn.ui_btn_ghost { clip-path: none; }
.ui_badge { border-radius: 0; clip-path: polygon(25% 0, 100% 0, 75% 100%, 0 100%); width: 3.2rem; }`;
    case 'sharp':
      return `.ui_btn { letter-spacing: 0.14em; text-transform: uppercase; font-size: 0.85rem; padding-inline: 2.2rem; }
.ui_card { border-color: var(--border); }`;
    case 'pill':
      return `.ui_badge { border-radius: 50%; }
.ui_card, .ui_post { box-shadow: 0 1px 2px rgb(0 0 0 / 0.04), 0 12px 32px -18px rgb(0 0 0 / 0.35); }`;
    default:
      return `.ui_card, .ui_post { box-shadow: 0 1px 2px rgb(0 0 0 / 0.05); }
.ui_card:hover, .ui_post:hover { border-color: var(--muted); }`;
  }
}

function effectRules(system: DesignSystem): string {
  const rules: string[] = [];
  const { glow, glass, gradientText, hairlines, grid } = system.effects;
  if (glow) {
    rules.push(`.ui_btn { box-shadow: 0 0 0 1px var(--primary), 0 0 24px -4px var(--primary); }
.ui_card:hover, .ui_post:hover { border-color: var(--primary); box-shadow: 0 0 28px -12px var(--accent); }
.ui_hero h1 { text-shadow: 0 0 28px color-mix(in srgb, var(--accent) 55%, transparent); }
.ui_art { box-shadow: 0 0 60px -20px var(--accent); }`);
  }
  if (glass) {
    rules.push(`.ui_card, .ui_post, .ui_cta { background: color-mix(in srgb, var(--surface-alt) 82%, transparent); backdrop-filter: blur(12px); border-color: color-mix(in srgb, var(--text) 16%, transparent); }
.ui_hero { background: radial-gradient(60rem 30rem at 85% 10%, color-mix(in srgb, var(--accent) 20%, transparent), transparent 70%), radial-gradient(40rem 24rem at 0% 100%, color-mix(in srgb, var(--primary) 16%, transparent), transparent 70%); }
.ui_header { background: color-mix(in srgb, var(--bg) 86%, transparent); backdrop-filter: blur(14px); }`);
  }
  if (gradientText) {
    rules.push(`.ui_hero h1 { background: linear-gradient(100deg, var(--text) 10%, var(--link) 55%, var(--primary) 95%); -webkit-background-clip: text; background-clip: text; color: transparent; }
@media (forced-colors: active) { .ui_hero h1 { color: CanvasText; background: none; } }`);
  }
  if (hairlines) {
    rules.push(`.ui_eyebrow { color: var(--link); letter-spacing: 0.32em; font-weight: 500; }
.ui_head h2::after, .ui_pagehead h1::after { content: ""; display: block; width: 4rem; height: 1px; background: var(--primary); margin-top: 1.2rem; }
.ui_card { border-color: color-mix(in srgb, var(--primary) 30%, transparent); }
.ui_badge { background: transparent; color: var(--link); border: 1px solid var(--primary); border-radius: 50%; font-family: var(--font-heading); font-weight: 400; }
.ui_hero h1 { font-style: italic; }`);
  }
  if (grid) {
    rules.push(`.ui_hero { background-image: linear-gradient(color-mix(in srgb, var(--link) 9%, transparent) 1px, transparent 1px), linear-gradient(90deg, color-mix(in srgb, var(--link) 9%, transparent) 1px, transparent 1px); background-size: 3rem 3rem; }
.ui_eyebrow { border-left: 3px solid var(--accent); padding-left: 0.7rem; color: var(--primary); }
.ui_steps li { border-top-color: var(--accent); }`);
  }
  return rules.join('\n');
}

/** The rules that make one design system look like itself beyond its tokens. */
export function effectsCss(system: DesignSystem): string {
  return [headingRules(system), shapeRules(system), effectRules(system)].join('\n');
}
