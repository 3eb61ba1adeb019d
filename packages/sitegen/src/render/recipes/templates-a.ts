import type { Recipe } from './types.ts';

/**
 * Layout recipes of gallery templates 1–11, each read from the template's own HTML and CSS
 * (`apps/web/public/examples/<n>.html`): its custom properties give the palette, its header,
 * hero and section order give the variants. Comments name what in the template a choice mirrors.
 */

const sans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const noEffects = { glow: false, glass: false, gradientText: false, hairlines: false, grid: false };

export const templateRecipesA: Readonly<Record<string, Recipe>> = {
  // Nova Arena: esports team, black and lime with a violet stripe.
  '1.html': {
    id: 'template-1', label: 'Nova Arena', source: 'template',
    design: {
      label: 'Nova Arena', tone: 'gaming', scheme: 'dark',
      // --bg, --panel, --line, --lime, --violet, --text, --muted
      palette: { bg: '#08080f', surface: '#12121f', surfaceAlt: '#1a1a2c', text: '#eeeef8', muted: '#a9a9c6', primary: '#c6ff3d', onPrimary: '#08080f', accent: '#7c3aed', border: '#2a2a44', link: '#c6ff3d' },
      fonts: {
        // Arial Black everywhere, uppercase with open tracking
        heading: { stack: '"Arial Black", "Segoe UI Black", Impact, "Helvetica Neue", sans-serif', weights: [] },
        body: { stack: sans, weights: [] },
        headingWeight: 900, uppercase: true, tracking: '0.02em',
      },
      scale: 1.414, radius: 0, buttonRadius: 0, space: 5.5,
      // the buttons are parallelograms (clip-path)
      shape: 'clipped',
      effects: { ...noEffects, glow: true },
    },
    nav: 'bar', // brand left, uppercase links right, no button
    footer: 'simple', // one line: copyright left, links right
    home: [
      { kind: 'hero', variant: 'emblem' }, // "WE PLAY FOR THE LAST ROUND" on diagonal stripes, the hexagon emblem, the figures band
      { kind: 'stats', variant: 'band' }, // full-width coloured band of four trophies/figures
      { kind: 'services', variant: 'cards' }, // the roster: five picture cards
      { kind: 'blogTeaser', variant: 'list' }, // match schedule: dated rows
      { kind: 'gallery', variant: 'grid' }, // sponsor wall grid
      { kind: 'contact', variant: 'split' }, // tryouts: text left, form right
    ],
    pages: { header: 'band', services: 'cards', products: 'cards', process: 'timeline', about: 'split', highlights: 'cards', blog: 'list', faq: 'accordion', contact: 'split', cta: 'band' },
    illustration: { art: 'badge', frame: 'hexagon', backdrop: 'rays', stroke: 2.5 }, // the glowing hexagon emblem
  },

  // Atelier Lumière: editorial design studio, paper and clay, Didot.
  '2.html': {
    id: 'template-2', label: 'Atelier Lumière', source: 'template',
    design: {
      label: 'Atelier Lumière', tone: 'minimal', scheme: 'light',
      // --paper, --paper-2, --ink, --soft, --clay, --rule; buttons are ink on paper
      palette: { bg: '#f4efe6', surface: '#faf6ef', surfaceAlt: '#ebe3d5', text: '#1f1b16', muted: '#5e554a', primary: '#1f1b16', onPrimary: '#f4efe6', accent: '#a3461f', border: '#cfc4b2', link: '#8f3c1a' },
      fonts: {
        // Didot / Bodoni headlines at regular weight
        heading: { stack: '"Playfair Display", Didot, "Bodoni 72", "Bodoni MT", Georgia, serif', family: 'playfair-display', weights: [400] },
        body: { stack: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif', weights: [] },
        headingWeight: 400, uppercase: false, tracking: '-0.015em',
      },
      scale: 1.414, radius: 0, buttonRadius: 0, space: 6.5,
      shape: 'sharp',
      effects: { ...noEffects, hairlines: true }, // 1px ink rules between every section
    },
    nav: 'editorial', // bar plus a thin strip "Design studio · Paris 11e" under hairlines
    footer: 'simple',
    home: [
      { kind: 'hero', variant: 'arch' }, // headline left, framed poster right
      { kind: 'services', variant: 'alternating' }, // selected works, staggered with numbers
      { kind: 'highlights', variant: 'numbered', alt: true }, // the practice: I. II. III.
      { kind: 'about', variant: 'quote' }, // the studio: big italic pull quote
      { kind: 'blogTeaser', variant: 'list' }, // recognition: year + line list
      { kind: 'contact', variant: 'split', alt: true }, // enquiry on the paper-2 band
    ],
    pages: { header: 'plain', services: 'alternating', products: 'showcase', process: 'timeline', about: 'quote', highlights: 'numbered', blog: 'list', faq: 'columns', contact: 'split', cta: 'split' },
    illustration: { art: 'line', frame: 'none', backdrop: 'flat', stroke: 1.25 }, // fine line art on paper: the hero's card draws the clay arch around it
  },

  // Quantum Cloud: SaaS landing page, white and indigo.
  '3.html': {
    id: 'template-3', label: 'Quantum Cloud', source: 'template',
    design: {
      label: 'Quantum Cloud', tone: 'corporate', scheme: 'light',
      // --ink, --muted, --line, --brand, --brand-dk, --cyan, --soft
      palette: { bg: '#ffffff', surface: '#f5f7ff', surfaceAlt: '#eef2ff', text: '#0f172a', muted: '#475569', primary: '#4f46e5', onPrimary: '#ffffff', accent: '#0891b2', border: '#e2e8f0', link: '#4338ca' },
      fonts: {
        heading: { stack: sans, weights: [] },
        body: { stack: sans, weights: [] },
        headingWeight: 800, uppercase: false, tracking: '-0.03em',
      },
      scale: 1.3, radius: 14, buttonRadius: 10, space: 5.5,
      shape: 'soft',
      effects: { ...noEffects, gradientText: true }, // "Scale to zero." in an indigo-cyan gradient
    },
    nav: 'cta', // links plus "Sign in" and "Start free"
    footer: 'columns', // brand plus Product / Resources / Company
    home: [
      { kind: 'hero', variant: 'window' }, // centred headline, the dashboard as a wide band below
      { kind: 'stats', variant: 'inline' }, // the dashboard's request / latency / cost figures
      { kind: 'highlights', variant: 'cards' }, // platform feature cards (bento)
      { kind: 'services', variant: 'tiles', alt: true }, // integrations grid
      { kind: 'faq', variant: 'aside' }, // heading left, accordion right
      { kind: 'cta', variant: 'card' }, // gradient box "Your first deploy is 90 seconds away"
    ],
    pages: { header: 'band', services: 'cards', products: 'cards', process: 'steps', about: 'columns', highlights: 'cards', blog: 'cards', faq: 'aside', contact: 'split', cta: 'card' },
    illustration: { art: 'isometric', frame: 'square', backdrop: 'gradient', stroke: 1.75 }, // app window on a soft radial wash
  },

  // Sterling & Co: management consultancy, navy and gold, Baskerville.
  '4.html': {
    id: 'template-4', label: 'Sterling & Co', source: 'template',
    design: {
      label: 'Sterling & Co', tone: 'corporate', scheme: 'light',
      // --ivory, --navy, --gold, --ink, --slate, --rule
      palette: { bg: '#f8f5ee', surface: '#ffffff', surfaceAlt: '#efe9dc', text: '#1a2433', muted: '#4b5668', primary: '#0b1f3a', onPrimary: '#ffffff', accent: '#b8893b', border: '#d9d2c3', link: '#1b4d7a' },
      fonts: {
        heading: { stack: 'Baskerville, "Baskerville Old Face", "Hoefler Text", Garamond, "Times New Roman", serif', weights: [] },
        body: { stack: 'Optima, Candara, "Segoe UI", "Liberation Sans", Arial, sans-serif', weights: [] },
        headingWeight: 400, uppercase: false, tracking: '0',
      },
      scale: 1.333, radius: 0, buttonRadius: 0, space: 6,
      shape: 'sharp',
      effects: { ...noEffects, hairlines: true }, // ruled capability rows, navy top rules on cards
    },
    nav: 'editorial', // "London · New York · Singapore" strip above the bar
    footer: 'big', // navy band
    home: [
      { kind: 'hero', variant: 'chart' }, // navy field with the raised outcome chart card
      { kind: 'stats', variant: 'inline' }, // 27 · £4.1bn · 86% · 19 under the hero
      { kind: 'services', variant: 'list' }, // capabilities: numbered rows with rules
      { kind: 'highlights', variant: 'numbered', alt: true }, // case studies led by big figures
      { kind: 'process', variant: 'timeline' }, // approach: I–IV on a dotted line
      { kind: 'about', variant: 'columns', alt: true }, // heading left, text right
      { kind: 'contact', variant: 'split' }, // offices left, meeting form right
    ],
    pages: { header: 'band', services: 'list', products: 'showcase', process: 'timeline', about: 'columns', highlights: 'numbered', blog: 'list', faq: 'aside', contact: 'split', cta: 'split' },
    illustration: { art: 'flat', frame: 'square', backdrop: 'grid', stroke: 1.5 }, // the chart panel with gridlines
  },

  // MediCare Clinic: family clinic, mint and green, friendly rounded cards.
  '5.html': {
    id: 'template-5', label: 'MediCare Clinic', source: 'template',
    design: {
      label: 'MediCare Clinic', tone: 'playful', scheme: 'light',
      // --green, --green-dk, --mint, --mint-2, --ink, --muted, --line, --coral
      palette: { bg: '#ffffff', surface: '#f3fbf7', surfaceAlt: '#e3f7ee', text: '#16302b', muted: '#4a5f5a', primary: '#047857', onPrimary: '#ffffff', accent: '#f97360', border: '#d5e6df', link: '#065f46' },
      fonts: {
        heading: { stack: '"Trebuchet MS", "Segoe UI", Verdana, "DejaVu Sans", sans-serif', weights: [] },
        body: { stack: '"Trebuchet MS", "Segoe UI", Verdana, "DejaVu Sans", sans-serif', weights: [] },
        headingWeight: 700, uppercase: false, tracking: '-0.01em',
      },
      scale: 1.25, radius: 20, buttonRadius: 999, space: 5,
      shape: 'pill',
      effects: noEffects,
    },
    nav: 'strip', // the green opening-hours strip over the bar of links and "Book a visit"
    footer: 'simple',
    home: [
      { kind: 'hero', variant: 'roundel' }, // text left, family in a mint circle right
      { kind: 'highlights', variant: 'cards' }, // quick actions: book online, urgent care…
      { kind: 'services', variant: 'cards' }, // departments in tinted cards
      { kind: 'stats', variant: 'inline', alt: true }, // 4.9 / 5 · same day · 28 years
      { kind: 'about', variant: 'split' }, // doctors who know your name
      { kind: 'cta', variant: 'split' }, // after hours or urgent: text and the phone line
      { kind: 'contact', variant: 'split' }, // request an appointment
    ],
    pages: { header: 'split', services: 'cards', products: 'cards', process: 'steps', about: 'split', highlights: 'cards', blog: 'cards', faq: 'accordion', contact: 'split', cta: 'split' },
    illustration: { art: 'flat', frame: 'circle', backdrop: 'flat', stroke: 2 },
  },

  // Cipher Shield: managed security, deep navy and cyan, monospace headings.
  '6.html': {
    id: 'template-6', label: 'Cipher Shield', source: 'template',
    design: {
      label: 'Cipher Shield', tone: 'cyberpunk', scheme: 'dark',
      // --bg, --bg-2, --panel, --line, --cyan, --amber, --text, --muted
      palette: { bg: '#050b14', surface: '#0a1626', surfaceAlt: '#0d1c30', text: '#e3edf7', muted: '#93a8c0', primary: '#22d3ee', onPrimary: '#050b14', accent: '#fbbf24', border: '#1c3350', link: '#22d3ee' },
      fonts: {
        heading: { stack: '"JetBrains Mono", ui-monospace, "SF Mono", Menlo, Consolas, monospace', family: 'jetbrains-mono', weights: [700] },
        body: { stack: sans, weights: [] },
        headingWeight: 700, uppercase: false, tracking: '-0.02em',
      },
      scale: 1.3, radius: 4, buttonRadius: 4, space: 5.5,
      shape: 'sharp',
      effects: { ...noEffects, glow: true, grid: true }, // radar glow on a 40px grid
    },
    nav: 'cta', // "Under attack?" button at the right
    footer: 'simple',
    home: [
      { kind: 'hero', variant: 'radar' }, // text left, radar right
      { kind: 'stats', variant: 'cards' }, // four bordered counters under the hero
      { kind: 'services', variant: 'tiles' }, // six services in one bordered grid with SLA tags
      { kind: 'process', variant: 'timeline', alt: true }, // playbook: detect → report
      { kind: 'highlights', variant: 'checklist' }, // ISO / SOC 2 / CREST badges
      { kind: 'contact', variant: 'split' }, // risk assessment form, hotline box
    ],
    pages: { header: 'band', services: 'tiles', products: 'cards', process: 'timeline', about: 'split', highlights: 'checklist', blog: 'cards', faq: 'accordion', contact: 'split', cta: 'band' },
    illustration: { art: 'badge', frame: 'circle', backdrop: 'rays', stroke: 1.5 }, // the radar rings and sweep
  },

  // Prism 3D: speaker launch, near-black with a spectrum, thin type.
  '7.html': {
    id: 'template-7', label: 'Prism 3D', source: 'template',
    design: {
      label: 'Prism 3D', tone: 'futuristic', scheme: 'dark',
      // --bg, --bg-2, --line, --text, --muted; white pill buttons, spectrum accents
      palette: { bg: '#07070b', surface: '#0f0f17', surfaceAlt: '#16161f', text: '#f2f2f7', muted: '#a3a3b8', primary: '#f2f2f7', onPrimary: '#07070b', accent: '#a78bfa', border: '#24243a', link: '#c4b5fd' },
      fonts: {
        // light 300 headings with one bold word
        heading: { stack: '"Outfit", "Avenir Next", Avenir, Futura, "Century Gothic", sans-serif', family: 'outfit', weights: [300, 700] },
        body: { stack: '"Avenir Next", Avenir, Futura, "Century Gothic", "DejaVu Sans", sans-serif', weights: [] },
        headingWeight: 300, uppercase: false, tracking: '-0.01em',
      },
      scale: 1.414, radius: 22, buttonRadius: 999, space: 6.5,
      shape: 'pill',
      effects: { ...noEffects, gradientText: true, hairlines: true }, // spectrum eyebrows, hairline rules
    },
    nav: 'cta', // white "Pre-order" pill
    footer: 'simple',
    home: [
      { kind: 'hero', variant: 'prism' }, // text left, the prism splitting light right
      { kind: 'stats', variant: 'inline' }, // 360° · 16 million · 14 h · 92% strip
      { kind: 'highlights', variant: 'cards' }, // three faces: sound, light, air
      { kind: 'about', variant: 'split', alt: true }, // specifications beside the drawing
      { kind: 'products', variant: 'cards' }, // three finishes
      { kind: 'cta', variant: 'card' }, // "Reserve Prism One"
    ],
    pages: { header: 'plain', services: 'alternating', products: 'cards', process: 'cards', about: 'split', highlights: 'cards', blog: 'featured', faq: 'columns', contact: 'centered', cta: 'card' },
    illustration: { art: 'isometric', frame: 'none', backdrop: 'rays', stroke: 1.25 }, // the beam fanning into a spectrum
  },

  // Verdant Café: plant-based café, cream, forest and clay, Rockwell slab.
  '8.html': {
    id: 'template-8', label: 'Verdant Café', source: 'template',
    design: {
      label: 'Verdant Café', tone: 'organic', scheme: 'light',
      // --cream, --sand, --forest, --clay, --mustard, --ink, --soft
      palette: { bg: '#fbf6ec', surface: '#ffffff', surfaceAlt: '#f1e6d2', text: '#2a2a22', muted: '#5d5a4c', primary: '#1f3d2b', onPrimary: '#fbf6ec', accent: '#a4441f', border: '#e4d8c0', link: '#9a3f1c' },
      fonts: {
        heading: { stack: '"Roboto Slab", Rockwell, Sitka, "DejaVu Serif", Georgia, serif', family: 'roboto-slab', weights: [700] },
        body: { stack: '"Gill Sans", "Gill Sans MT", Calibri, "Trebuchet MS", "Liberation Sans", sans-serif', weights: [] },
        headingWeight: 700, uppercase: false, tracking: '-0.01em',
      },
      scale: 1.333, radius: 28, buttonRadius: 999, space: 6,
      shape: 'pill',
      effects: noEffects,
    },
    nav: 'cta', // forest pill "Book a table"
    footer: 'simple', // centred links and one line
    home: [
      { kind: 'hero', variant: 'plate' }, // headline left, the bowl on a sage blob right
      { kind: 'highlights', variant: 'strip', alt: true }, // thirty-mile kitchen · slow coffee · nothing wasted
      { kind: 'products', variant: 'menu' }, // the summer menu with dotted leaders
      { kind: 'contact', variant: 'details', alt: true }, // opening hours and the map on sand
      { kind: 'blogTeaser', variant: 'cards' }, // suppers & workshops, dated cards
      { kind: 'cta', variant: 'card' }, // "Save yourself a seat" rounded forest box
    ],
    pages: { header: 'split', services: 'cards', products: 'menu', process: 'steps', about: 'split', highlights: 'strip', blog: 'cards', faq: 'accordion', contact: 'details', cta: 'card' },
    illustration: { art: 'flat', frame: 'blob', backdrop: 'flat', stroke: 2.5 },
  },

  // Pixel Forge: indie studio, Sweetie-16 palette, pixel type.
  '9.html': {
    id: 'template-9', label: 'Pixel Forge', source: 'template',
    design: {
      label: 'Pixel Forge', tone: 'gaming', scheme: 'dark',
      // --ink, --ink-2, --slate, --gold, --ruby, --snow, --mist
      palette: { bg: '#1a1c2c', surface: '#262a40', surfaceAlt: '#2c3149', text: '#f4f4f4', muted: '#a9bfcd', primary: '#ffcd75', onPrimary: '#1a1c2c', accent: '#b13e53', border: '#41496a', link: '#ffcd75' },
      fonts: {
        heading: { stack: '"Press Start 2P", "Courier New", Courier, ui-monospace, monospace', family: 'press-start-2p', weights: [400] },
        body: { stack: sans, weights: [] },
        headingWeight: 400, uppercase: true, tracking: '0.02em',
      },
      scale: 1.2, radius: 0, buttonRadius: 0, space: 5.5, // the pixel face is wide: a flatter scale keeps headings on the line
      shape: 'sharp', // square boxes with hard offset shadows
      effects: { ...noEffects, grid: true }, // the faint pixel grid on the body
    },
    nav: 'cta', // "Join the guild" button
    footer: 'simple',
    home: [
      { kind: 'hero', variant: 'pixel' }, // text left, framed pixel scene right
      { kind: 'products', variant: 'cards', alt: true }, // our games
      { kind: 'blogTeaser', variant: 'featured' }, // devlog: one large post and a list
      { kind: 'about', variant: 'split', alt: true }, // the studio
      { kind: 'highlights', variant: 'strip' }, // awards badges
      { kind: 'contact', variant: 'split', alt: true }, // join the guild
    ],
    pages: { header: 'band', services: 'cards', products: 'cards', process: 'steps', about: 'split', highlights: 'strip', blog: 'featured', faq: 'accordion', contact: 'split', cta: 'band' },
    illustration: { art: 'pattern', frame: 'square', backdrop: 'dots', stroke: 2.5 }, // framed scene under a starfield
  },

  // Studio Mono: black-and-white photographer, paper and ink, giant Didot.
  '10.html': {
    id: 'template-10', label: 'Studio Mono', source: 'template',
    design: {
      label: 'Studio Mono', tone: 'minimal', scheme: 'light',
      // --paper, --ink, --grey, --line
      palette: { bg: '#f7f6f3', surface: '#ffffff', surfaceAlt: '#eeede8', text: '#111111', muted: '#5f5f5f', primary: '#111111', onPrimary: '#f7f6f3', accent: '#8c8c8c', border: '#d6d4cf', link: '#111111' },
      fonts: {
        heading: { stack: '"DM Serif Display", Didot, "Bodoni 72", "Bodoni MT", "Times New Roman", serif', family: 'dm-serif-display', weights: [400] },
        body: { stack: '"Helvetica Neue", Helvetica, Arial, "Liberation Sans", sans-serif', weights: [] },
        headingWeight: 400, uppercase: false, tracking: '-0.03em',
      },
      scale: 1.5, radius: 0, buttonRadius: 0, space: 7, // "Light, subtracted." runs to 8rem
      shape: 'sharp',
      effects: { ...noEffects, hairlines: true },
    },
    nav: 'editorial', // spaced caps links, "Booking commissions from May" note
    footer: 'simple',
    home: [
      { kind: 'hero', variant: 'monochrome' }, // huge stacked italic headline
      { kind: 'gallery', variant: 'mosaic' }, // masonry of nine photographs
      { kind: 'highlights', variant: 'numbered', alt: true }, // series I · II · III on black
      { kind: 'about', variant: 'quote' }, // pull quote beside two text columns
      { kind: 'blogTeaser', variant: 'list' }, // exhibitions by year
      { kind: 'services', variant: 'list' }, // prints & services in ruled columns
      { kind: 'contact', variant: 'split' }, // "Write to the studio."
    ],
    pages: { header: 'plain', services: 'list', products: 'showcase', process: 'timeline', about: 'quote', highlights: 'numbered', blog: 'list', faq: 'columns', contact: 'split', cta: 'split' },
    illustration: { art: 'frame', frame: 'none', backdrop: 'flat', stroke: 1 },
  },

  // DataPulse: analytics SaaS, cool white with indigo and a rose pulse.
  '11.html': {
    id: 'template-11', label: 'DataPulse', source: 'template',
    design: {
      label: 'DataPulse', tone: 'corporate', scheme: 'light',
      // --bg, --ink, --muted, --line, --brand, --pulse, --teal
      palette: { bg: '#f6f7fb', surface: '#ffffff', surfaceAlt: '#eceef6', text: '#0f172a', muted: '#475569', primary: '#4f46e5', onPrimary: '#ffffff', accent: '#e11d48', border: '#e2e8f0', link: '#4338ca' },
      fonts: {
        heading: { stack: sans, weights: [] },
        body: { stack: sans, weights: [] },
        headingWeight: 800, uppercase: false, tracking: '-0.02em',
      },
      scale: 1.333, radius: 16, buttonRadius: 10, space: 5.5,
      shape: 'soft',
      effects: { ...noEffects, gradientText: true, grid: true }, // "with a pulse." gradient, 40px grid hero
    },
    nav: 'cta', // "Sign in" and "Start free trial"
    footer: 'columns', // Product / Company / Trust
    home: [
      { kind: 'hero', variant: 'metrics' }, // centred headline, live dashboard band below
      { kind: 'highlights', variant: 'strip' }, // "Trusted by 2,400 teams" logo strip
      { kind: 'services', variant: 'cards' }, // six feature cards with icons
      { kind: 'process', variant: 'steps', alt: true }, // how it works: 1 · 2 · 3
      { kind: 'stats', variant: 'inline' }, // 2.1B · 0.8 s · 99.99% · 60+
      { kind: 'contact', variant: 'split' }, // demo box: text left, form right
    ],
    pages: { header: 'plain', services: 'cards', products: 'cards', process: 'steps', about: 'columns', highlights: 'strip', blog: 'cards', faq: 'accordion', contact: 'split', cta: 'card' },
    illustration: { art: 'pattern', frame: 'square', backdrop: 'grid', stroke: 2 },
  },
};
