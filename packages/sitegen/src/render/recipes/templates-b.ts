import type { Recipe } from './types.ts';

/**
 * Layout recipes of gallery templates 12–21, aurora-3d and sentinel-soc, each read from the
 * template's own HTML and CSS (`apps/web/public/examples/<name>.html`). Comments name what in
 * the template a choice mirrors.
 */

const sans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const palatino = '"Palatino Linotype", "Book Antiqua", Palatino, "URW Palladio L", Georgia, serif';
const noEffects = { glow: false, glass: false, gradientText: false, hairlines: false, grid: false };

export const templateRecipesB: Readonly<Record<string, Recipe>> = {
  // Harbor Legal: coastal law firm, ivory, navy and brass, Palatino.
  '12.html': {
    id: 'template-12', label: 'Harbor Legal', source: 'template',
    design: {
      label: 'Harbor Legal', tone: 'corporate', scheme: 'light',
      // --ivory, --paper, --navy, --brass, --brass-light, --text, --muted, --rule
      palette: { bg: '#f7f3ea', surface: '#fffdf8', surfaceAlt: '#efe8da', text: '#1f2a37', muted: '#4c5563', primary: '#13243b', onPrimary: '#ffffff', accent: '#c9a45c', border: '#d9cfbb', link: '#6e521d' },
      fonts: {
        heading: { stack: palatino, weights: [] },
        body: { stack: palatino, weights: [] },
        headingWeight: 400, uppercase: false, tracking: '0',
      },
      scale: 1.3, radius: 0, buttonRadius: 0, space: 6,
      shape: 'sharp',
      effects: { ...noEffects, hairlines: true }, // ruled practice grid, rule under the masthead
    },
    nav: 'centered', // anchor and name centred, links on a ruled row below
    footer: 'columns', // firm / the firm / hours on navy
    home: [
      { kind: 'hero', variant: 'niche' }, // info bar, text left, the lighthouse's arch holding the picture right, a navy band of offers
      { kind: 'stats', variant: 'band' }, // navy band: 30 · 1,900+ · $212M · 9
      { kind: 'services', variant: 'cards' }, // six practice areas with roman numerals
      { kind: 'process', variant: 'steps', alt: true }, // our approach: I. II. III.
      { kind: 'about', variant: 'quote' }, // results beside a navy testimonial block
      { kind: 'contact', variant: 'split', alt: true }, // request a consultation
    ],
    pages: { header: 'band', services: 'cards', products: 'showcase', process: 'steps', about: 'quote', highlights: 'numbered', blog: 'list', faq: 'aside', contact: 'split', cta: 'band' },
    illustration: { art: 'line', frame: 'arch', backdrop: 'rays', stroke: 1.5 }, // the lighthouse in its arched frame
  },

  // DentaSmile: friendly dentist, mint and teal with a sunny yellow.
  '13.html': {
    id: 'template-13', label: 'DentaSmile', source: 'template',
    design: {
      label: 'DentaSmile', tone: 'playful', scheme: 'light',
      // --mint, --mint-2, --teal, --teal-dark, --sun, --coral, --ink, --muted
      palette: { bg: '#ffffff', surface: '#f4fbf9', surfaceAlt: '#e8f7f3', text: '#16302d', muted: '#44605c', primary: '#0f766e', onPrimary: '#ffffff', accent: '#ffd166', border: '#c9eee4', link: '#0b4f4a' },
      fonts: {
        // rounded Trebuchet headings → a rounded self-hosted face
        heading: { stack: '"Nunito", "Trebuchet MS", "Segoe UI", Verdana, sans-serif', family: 'nunito', weights: [800] },
        body: { stack: '"Trebuchet MS", "Segoe UI", "Lucida Grande", Verdana, "DejaVu Sans", sans-serif', weights: [] },
        headingWeight: 800, uppercase: false, tracking: '-0.01em',
      },
      scale: 1.3, radius: 24, buttonRadius: 999, space: 5.5,
      shape: 'pill',
      effects: noEffects,
    },
    nav: 'cta', // phone number and "Book a visit"
    footer: 'columns', // brand / visit us / explore
    home: [
      { kind: 'hero', variant: 'mascot' }, // mint field, the picture in a white bubble with offer notes, the strip of fact cards
      { kind: 'highlights', variant: 'strip' }, // one bar: open until 7 pm · address · PPO · nervous?
      { kind: 'services', variant: 'cards' }, // treatments
      { kind: 'products', variant: 'menu', alt: true }, // clear prices, agreed before we start
      { kind: 'process', variant: 'steps' }, // your first visit: 1 · 2 · 3 · 4
      { kind: 'faq', variant: 'accordion' }, // good to know
      { kind: 'contact', variant: 'split' }, // book your visit
    ],
    pages: { header: 'split', services: 'cards', products: 'menu', process: 'steps', about: 'split', highlights: 'strip', blog: 'cards', faq: 'accordion', contact: 'split', cta: 'card' },
    illustration: { art: 'flat', frame: 'blob', backdrop: 'dots', stroke: 2.25 }, // tooth in a white bubble with sparkles
  },

  // ZeroTrust Labs: penetration testers, green-on-black terminal.
  '14.html': {
    id: 'template-14', label: 'ZeroTrust Labs', source: 'template',
    design: {
      label: 'ZeroTrust Labs', tone: 'cyberpunk', scheme: 'dark',
      // --bg, --panel, --panel-2, --line, --text, --dim, --green, --amber
      palette: { bg: '#070b08', surface: '#0d140f', surfaceAlt: '#111c14', text: '#cfeed6', muted: '#8fb39a', primary: '#4ade80', onPrimary: '#070b08', accent: '#fbbf24', border: '#1f3a28', link: '#4ade80' },
      fonts: {
        // everything is set in the terminal's monospace
        heading: { stack: '"JetBrains Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', family: 'jetbrains-mono', weights: [700] },
        body: { stack: 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace', weights: [] },
        headingWeight: 700, uppercase: false, tracking: '-0.02em', // "## services" stays lower case
      },
      scale: 1.25, radius: 2, buttonRadius: 0, space: 5.5,
      shape: 'sharp',
      effects: { ...noEffects, glow: true, grid: true }, // scanlines and the terminal's green glow
    },
    nav: 'bar', // prompt brand and ./links on one row, as in the template
    footer: 'simple', // "$ exit 0" line
    home: [
      { kind: 'hero', variant: 'terminal' }, // text left, a terminal window listing the offers and prices right
      { kind: 'services', variant: 'list' }, // ls -la ./services rows
      { kind: 'process', variant: 'cards', alt: true }, // method: 01 · 02 · 03 · 04 boxes
      { kind: 'stats', variant: 'cards' }, // findings: 312 · 87% · 4h 10m · 40
      { kind: 'highlights', variant: 'checklist' }, // crew certifications
      { kind: 'contact', variant: 'split', alt: true }, // the form as a prompt
    ],
    pages: { header: 'plain', services: 'list', products: 'cards', process: 'cards', about: 'columns', highlights: 'checklist', blog: 'list', faq: 'columns', contact: 'split', cta: 'split' },
    illustration: { art: 'pattern', frame: 'square', backdrop: 'grid', stroke: 1.5 }, // the terminal window over scanlines
  },

  // Orbit Motion: e-scooter launch, deep space violet with orange.
  '15.html': {
    id: 'template-15', label: 'Orbit Motion', source: 'template',
    design: {
      label: 'Orbit Motion', tone: 'futuristic', scheme: 'dark',
      // --space, --space-2, --violet, --lilac, --orange, --text, --muted, --edge
      palette: { bg: '#0a0718', surface: '#150f33', surfaceAlt: '#1c153f', text: '#f4f1ff', muted: '#bdb5db', primary: '#ff7a1a', onPrimary: '#1a0b00', accent: '#7c5cff', border: '#342a6b', link: '#c4b5fd' },
      fonts: {
        heading: { stack: '"Avenir Next", Avenir, "Century Gothic", Futura, "Segoe UI", system-ui, sans-serif', weights: [] },
        body: { stack: '"Avenir Next", Avenir, "Century Gothic", Futura, "Segoe UI", system-ui, sans-serif', weights: [] },
        headingWeight: 700, uppercase: false, tracking: '-0.02em',
      },
      scale: 1.414, radius: 20, buttonRadius: 999, space: 6,
      shape: 'pill',
      effects: { ...noEffects, glow: true, glass: true }, // orange button glow, translucent cards
    },
    nav: 'cta', // orange "Reserve now"
    footer: 'simple',
    home: [
      { kind: 'hero', variant: 'orb' }, // text and a price left, the picture as a planet with offer callouts right, an offers strip
      { kind: 'stats', variant: 'inline' }, // 65 km · 25 km/h · 14.8 kg … spec strip
      { kind: 'services', variant: 'alternating' }, // design: zig-zag feature cards
      { kind: 'products', variant: 'showcase' }, // pick your planet: big render + finishes list
      { kind: 'process', variant: 'timeline' }, // launch plan on a line
      { kind: 'faq', variant: 'accordion' }, // deposit questions
      { kind: 'contact', variant: 'split' }, // claim your spot
    ],
    pages: { header: 'split', services: 'alternating', products: 'showcase', process: 'timeline', about: 'split', highlights: 'cards', blog: 'featured', faq: 'accordion', contact: 'split', cta: 'card' },
    illustration: { art: 'frame', frame: 'circle', backdrop: 'gradient', stroke: 2 }, // the violet planet with orbit rings; the photo-like frame reads closest to its product picture
  },

  // Summit Fitness: strength club, coal and lime, condensed caps.
  '16.html': {
    id: 'template-16', label: 'Summit Fitness', source: 'template',
    design: {
      label: 'Summit Fitness', tone: 'gaming', scheme: 'dark',
      // --coal, --coal-2, --coal-3, --lime, --coral, --text, --muted
      palette: { bg: '#131416', surface: '#1d1f22', surfaceAlt: '#26292d', text: '#f4f5f0', muted: '#b4b8ad', primary: '#c8ff2e', onPrimary: '#15171a', accent: '#ff6b4a', border: '#363a3f', link: '#c8ff2e' },
      fonts: {
        // Impact / condensed heads
        heading: { stack: '"Bebas Neue", Impact, "Arial Narrow Bold", "Roboto Condensed", sans-serif', family: 'bebas-neue', weights: [400] },
        body: { stack: sans, weights: [] },
        headingWeight: 400, uppercase: true, tracking: '0.01em',
      },
      scale: 1.5, radius: 0, buttonRadius: 0, space: 5.5,
      shape: 'clipped', // skewed buttons and the angled lime ticker
      effects: noEffects,
    },
    nav: 'cta', // lime "Free trial"
    footer: 'simple',
    home: [
      { kind: 'hero', variant: 'peaks' }, // TRAIN HARD. CLIMB HIGHER. EVERY WEEK. beside the peaks, and the angled ticker of offers
      { kind: 'highlights', variant: 'strip' }, // angled ticker: strength · HIIT · lifting · boxing
      { kind: 'services', variant: 'list', alt: true }, // weekly timetable on the light band
      { kind: 'gallery', variant: 'strip' }, // coaches in a row
      { kind: 'stats', variant: 'band' }, // 42 classes · 9 coaches · 1,300 m² in lime
      { kind: 'contact', variant: 'split' }, // "Your first week is on us"
    ],
    pages: { header: 'band', services: 'list', products: 'cards', process: 'cards', about: 'split', highlights: 'strip', blog: 'cards', faq: 'columns', contact: 'split', cta: 'band' },
    illustration: { art: 'frame', frame: 'none', backdrop: 'dots', stroke: 3 }, // bold triangles and barbell with lime dots
  },

  // Echo Records: indie label, newsprint paper, red and ink, heavy caps.
  '17.html': {
    id: 'template-17', label: 'Echo Records', source: 'template',
    design: {
      label: 'Echo Records', tone: 'playful', scheme: 'light',
      // --paper, --paper-2, --ink, --muted, --red, --hot, --blue
      palette: { bg: '#f2ecdf', surface: '#f8f4ea', surfaceAlt: '#e8e0cf', text: '#141210', muted: '#4a443c', primary: '#b7321b', onPrimary: '#ffffff', accent: '#1f3b8f', border: '#141210', link: '#a02c18' },
      fonts: {
        heading: { stack: '"Arial Black", "Helvetica Neue", Impact, "Franklin Gothic Heavy", sans-serif', weights: [] },
        body: { stack: '"Helvetica Neue", Helvetica, Arial, sans-serif', weights: [] },
        headingWeight: 900, uppercase: true, tracking: '-0.025em', // -3px on the 112px title
      },
      scale: 1.5, radius: 0, buttonRadius: 0, space: 5.5,
      shape: 'sharp', // 3px ink borders and hard offset shadows
      effects: noEffects,
    },
    nav: 'cta', // black "Send a demo" box
    footer: 'simple',
    home: [
      { kind: 'hero', variant: 'vinyl' }, // ECHO / RECORDS stacked in black and red, the sleeve and record, the black ticker of offers
      { kind: 'highlights', variant: 'strip' }, // the black news ticker
      { kind: 'products', variant: 'cards' }, // releases: square covers
      { kind: 'services', variant: 'list', alt: true }, // artists: numbered rows
      { kind: 'blogTeaser', variant: 'list' }, // on the road: dated tour list
      { kind: 'about', variant: 'columns' }, // about the label
      { kind: 'stats', variant: 'cards' }, // 41 records · 86k copies · 50/50 · 2
      { kind: 'contact', variant: 'split' }, // send us a demo
    ],
    pages: { header: 'plain', services: 'list', products: 'cards', process: 'timeline', about: 'columns', highlights: 'strip', blog: 'list', faq: 'columns', contact: 'split', cta: 'band' },
    illustration: { art: 'pattern', frame: 'circle', backdrop: 'flat', stroke: 2.5 }, // the record and the red sun on the sleeve
  },

  // RoboCore: industrial robots, steel grey, orange and blueprint navy.
  '18.html': {
    id: 'template-18', label: 'RoboCore', source: 'template',
    design: {
      label: 'RoboCore', tone: 'corporate', scheme: 'light',
      // --bg, --panel, --steel, --line, --text, --muted, --orange, --orange-ink, --bp
      palette: { bg: '#eceff2', surface: '#ffffff', surfaceAlt: '#e1e5ea', text: '#1a1f26', muted: '#4b5663', primary: '#ff6a13', onPrimary: '#1a1f26', accent: '#0f2540', border: '#c5ccd4', link: '#a94300' },
      fonts: {
        heading: { stack: 'Bahnschrift, "DIN Alternate", "Roboto Condensed", "Arial Narrow", "Liberation Sans Narrow", sans-serif', weights: [] },
        body: { stack: sans, weights: [] },
        headingWeight: 700, uppercase: true, tracking: '-0.01em',
      },
      scale: 1.333, radius: 2, buttonRadius: 2, space: 5.5,
      shape: 'sharp',
      effects: { ...noEffects, grid: true }, // blueprint grid and hatched product plates
    },
    nav: 'reversed', // the orange certification strip over the dark steel bar with "Request a quote"
    footer: 'simple',
    home: [
      { kind: 'hero', variant: 'blueprint' }, // text and a ruled facts row left, the blueprint sheet with the offers' spec box right
      { kind: 'stats', variant: 'inline' }, // installed base · uptime · payback
      { kind: 'products', variant: 'cards' }, // three arms with spec tables
      { kind: 'services', variant: 'tiles', alt: true }, // use cases on the dark band
      { kind: 'process', variant: 'timeline' }, // from quote to production, numbered on a line
      { kind: 'contact', variant: 'split' }, // tell us about your line
    ],
    pages: { header: 'split', services: 'tiles', products: 'cards', process: 'timeline', about: 'split', highlights: 'checklist', blog: 'cards', faq: 'aside', contact: 'split', cta: 'split' },
    illustration: { art: 'line', frame: 'square', backdrop: 'grid', stroke: 1.5 }, // the blueprint sheet
  },

  // Luxe Estates: Riviera property, ivory, forest and gold, Didot.
  '19.html': {
    id: 'template-19', label: 'Luxe Estates', source: 'template',
    design: {
      label: 'Luxe Estates', tone: 'luxury', scheme: 'light',
      // --ivory, --sand, --forest, --ink, --muted, --gold, --gold-ink
      palette: { bg: '#f8f4ec', surface: '#fffdf8', surfaceAlt: '#ede5d6', text: '#1d1c19', muted: '#5b564c', primary: '#12261f', onPrimary: '#f8f4ec', accent: '#b8914a', border: '#ddd2bd', link: '#7d5a1a' },
      fonts: {
        // "Didot", "Bodoni 72", … "Playfair Display" in the template's own stack
        heading: { stack: '"Playfair Display", Didot, "Bodoni 72", "Bodoni MT", Georgia, serif', family: 'playfair-display', weights: [400] },
        body: { stack: 'Optima, Candara, "Avenir Next", "Segoe UI", "Liberation Sans", sans-serif', weights: [] },
        headingWeight: 400, uppercase: false, tracking: '0.01em',
      },
      scale: 1.333, radius: 0, buttonRadius: 0, space: 6.5,
      shape: 'sharp',
      effects: { ...noEffects, hairlines: true }, // gold hairlines under headings, ruled lists
    },
    nav: 'split', // LUXE centred on the forest bar between its spaced caps links: the sunset keeps the rest of the first screen
    footer: 'big', // spaced brand on the forest band
    home: [
      { kind: 'hero', variant: 'sunset' }, // full-bleed dusk scene, text on a dark panel with a town / hours / phone bar for the search form
      { kind: 'products', variant: 'showcase' }, // one large property and two compact
      { kind: 'highlights', variant: 'numbered', alt: true }, // i. ii. iii. approach
      { kind: 'services', variant: 'list' }, // four corners of the coast with "from" prices
      { kind: 'about', variant: 'quote' }, // client words on the forest band
      { kind: 'contact', variant: 'split' }, // arrange a private viewing
    ],
    pages: { header: 'split', services: 'list', products: 'showcase', process: 'timeline', about: 'quote', highlights: 'numbered', blog: 'featured', faq: 'aside', contact: 'split', cta: 'split' },
    illustration: { art: 'frame', frame: 'none', backdrop: 'gradient', stroke: 1.25 }, // villa against a sunset gradient
  },

  // NeuroLab: sleep research group, violet sidebar, teal, Charter serif.
  '20.html': {
    id: 'template-20', label: 'NeuroLab', source: 'template',
    design: {
      label: 'NeuroLab', tone: 'minimal', scheme: 'light',
      // --bg, --side, --ink, --muted, --line, --violet, --teal
      palette: { bg: '#fbfbfd', surface: '#ffffff', surfaceAlt: '#f1effa', text: '#1c1b2e', muted: '#4f4e66', primary: '#5b3fd1', onPrimary: '#ffffff', accent: '#0d7068', border: '#dedded', link: '#5b3fd1' },
      fonts: {
        heading: { stack: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, "DejaVu Serif", Georgia, serif', weights: [] },
        body: { stack: sans, weights: [] },
        headingWeight: 700, uppercase: false, tracking: '0',
      },
      scale: 1.25, radius: 12, buttonRadius: 8, space: 5,
      shape: 'soft',
      effects: noEffects,
    },
    nav: 'editorial', // numbered sidebar links with the "Now recruiting" note
    footer: 'simple',
    home: [
      { kind: 'hero', variant: 'network' }, // the numbered sidebar of offers, text, a network whose nodes are the offers, a facts row
      { kind: 'stats', variant: 'inline' }, // founded · volunteers · papers · grants
      { kind: 'highlights', variant: 'cards' }, // three questions drive our work
      { kind: 'services', variant: 'list' }, // studies open, running and finished
      { kind: 'blogTeaser', variant: 'list' }, // selected publications by year
      { kind: 'cta', variant: 'card' }, // now recruiting
      { kind: 'contact', variant: 'split' }, // take part in a study
    ],
    pages: { header: 'plain', services: 'list', products: 'cards', process: 'steps', about: 'columns', highlights: 'cards', blog: 'list', faq: 'aside', contact: 'split', cta: 'card' },
    illustration: { art: 'badge', frame: 'circle', backdrop: 'dots', stroke: 1.5 }, // linked nodes
  },

  // Dragon Realm: fantasy MMO, night, ember and gold, engraved caps.
  '21.html': {
    id: 'template-21', label: 'Dragon Realm', source: 'template',
    design: {
      label: 'Dragon Realm', tone: 'luxury', scheme: 'dark',
      // --night, --night-2, --blood, --ember, --gold, --gold-2, --bone, --mist
      palette: { bg: '#0d0a0c', surface: '#171116', surfaceAlt: '#21171c', text: '#efe6d2', muted: '#b9ad9c', primary: '#d9ab55', onPrimary: '#1a0e08', accent: '#e2622b', border: '#3d2b26', link: '#f0cf8a' },
      fonts: {
        // Palatino bold caps with wide tracking
        heading: { stack: '"Cormorant Garamond", "Palatino Linotype", "Book Antiqua", Palatino, Georgia, serif', family: 'cormorant-garamond', weights: [700] },
        body: { stack: palatino, weights: [] },
        headingWeight: 700, uppercase: true, tracking: '0.06em',
      },
      scale: 1.414, radius: 0, buttonRadius: 0, space: 6,
      shape: 'sharp', // double-ruled card frames
      effects: { ...noEffects, glow: true }, // ember glow on the title
    },
    nav: 'cta', // outlined "Pre-register"
    footer: 'big',
    home: [
      { kind: 'hero', variant: 'moonlit' }, // peaks, tower and moon (the picture in it) behind the centred title
      { kind: 'services', variant: 'cards' }, // four classes
      { kind: 'highlights', variant: 'numbered', alt: true }, // the known lands, numbered
      { kind: 'gallery', variant: 'strip' }, // launch trailer frames
      { kind: 'products', variant: 'cards' }, // founder editions
      { kind: 'contact', variant: 'split' }, // claim your place
    ],
    pages: { header: 'band', services: 'cards', products: 'cards', process: 'timeline', about: 'split', highlights: 'numbered', blog: 'featured', faq: 'accordion', contact: 'split', cta: 'band' },
    illustration: { art: 'line', frame: 'circle', backdrop: 'gradient', stroke: 1.75 }, // the full moon on a night sky
  },

  // Aurora 3D: immersive studio, void black and an aurora gradient.
  'aurora-3d.html': {
    id: 'template-aurora-3d', label: 'Aurora 3D', source: 'template',
    design: {
      label: 'Aurora 3D', tone: 'futuristic', scheme: 'dark',
      // --void, --deep, --glass-line, --text, --soft, --green, --cyan, --violet
      palette: { bg: '#04060d', surface: '#0a1024', surfaceAlt: '#10172e', text: '#eef2ff', muted: '#b3bcd6', primary: '#3cf0a8', onPrimary: '#04060d', accent: '#a47bff', border: '#252c44', link: '#4fd6ff' },
      fonts: {
        // display weight 200 headlines
        heading: { stack: '"Manrope", "Avenir Next", "Segoe UI Variable Display", "Segoe UI", system-ui, sans-serif', family: 'manrope', weights: [200, 600] },
        body: { stack: '"Avenir Next", "Segoe UI", "Helvetica Neue", system-ui, sans-serif', weights: [] },
        headingWeight: 200, uppercase: false, tracking: '-0.02em',
      },
      scale: 1.414, radius: 24, buttonRadius: 999, space: 7,
      shape: 'pill', // the floating pill header and pill buttons
      effects: { ...noEffects, glow: true, glass: true, gradientText: true }, // glass cards, "people step into" gradient
    },
    nav: 'cta', // glass pill with "Start a project"
    footer: 'simple',
    home: [
      { kind: 'hero', variant: 'aurora' }, // aurora sky over a grid floor, huge centred title, offers as chips
      { kind: 'highlights', variant: 'cards' }, // what we make: four glass cards
      { kind: 'services', variant: 'alternating' }, // recent projects, zig-zag
      { kind: 'process', variant: 'cards' }, // 01–04 in one bordered row
      { kind: 'about', variant: 'split' }, // born under the northern lights
      { kind: 'stats', variant: 'cards' }, // 140+ · 1.8 s · 27 · 78%
      { kind: 'contact', variant: 'split' }, // have a world in mind?
    ],
    pages: { header: 'plain', services: 'alternating', products: 'showcase', process: 'cards', about: 'split', highlights: 'cards', blog: 'featured', faq: 'columns', contact: 'split', cta: 'card' },
    illustration: { art: 'line', frame: 'none', backdrop: 'gradient', stroke: 1.25 },
  },

  // Sentinel SOC: security operations centre, graph paper, navy and amber.
  'sentinel-soc.html': {
    id: 'template-sentinel-soc', label: 'Sentinel SOC', source: 'template',
    design: {
      label: 'Sentinel SOC', tone: 'corporate', scheme: 'light',
      // --paper, --white, --ink, --muted, --line, --navy, --amber, --red, --red-ink
      palette: { bg: '#f5f6f2', surface: '#ffffff', surfaceAlt: '#e9ebe4', text: '#142033', muted: '#4c5869', primary: '#f5a524', onPrimary: '#0b1a2e', accent: '#e5484d', border: '#d8dce2', link: '#b42318' },
      fonts: {
        heading: { stack: '"Trebuchet MS", "Lucida Grande", "Segoe UI", system-ui, sans-serif', weights: [] },
        body: { stack: '"Segoe UI", system-ui, -apple-system, Roboto, "Liberation Sans", sans-serif', weights: [] },
        headingWeight: 700, uppercase: false, tracking: '-0.02em',
      },
      scale: 1.3, radius: 12, buttonRadius: 8, space: 5.5,
      shape: 'soft',
      effects: { ...noEffects, grid: true }, // the hero's 32px graph paper
    },
    nav: 'cta', // red "Incident hotline"
    footer: 'simple', // navy band, one line
    home: [
      { kind: 'hero', variant: 'dial' }, // text left, the 24-hour dial of the opening hours and hour cards right, a facts strip
      { kind: 'stats', variant: 'inline' }, // 4 min · 27 min · 42 · 410 on a white strip
      { kind: 'services', variant: 'cards' }, // six service cards
      { kind: 'process', variant: 'timeline', alt: true }, // anatomy of a contained attack
      { kind: 'highlights', variant: 'checklist' }, // coverage ticks beside the integrations
      { kind: 'cta', variant: 'split' }, // "Under attack right now?" with the hotline
      { kind: 'contact', variant: 'split' }, // get a tailored proposal
    ],
    pages: { header: 'band', services: 'cards', products: 'cards', process: 'timeline', about: 'columns', highlights: 'checklist', blog: 'cards', faq: 'aside', contact: 'split', cta: 'split' },
    illustration: { art: 'line', frame: 'circle', backdrop: 'grid', stroke: 2 }, // the 24-hour dial on graph paper
  },
};
