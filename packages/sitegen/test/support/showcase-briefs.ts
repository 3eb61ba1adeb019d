// Realistic wizard briefs for looking at the engine's output side by side (`npm run sites:sheet`) and for
// measuring it (`npm run bench -- sites`): one brief used on every gallery template, and twelve briefs
// without a template covering the named design styles and described styles (English and Russian).
import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import { templateCatalogue } from '@sitecraft/shared/templates';

export interface ShowcaseBrief {
  /** Short name, also the folder and file name of the site's artifacts: lowercase letters, digits, hyphens. */
  label: string;
  request: GenerationRequestInput;
}

/** The generation date of every showcase site, so that runs are comparable. */
export const showcaseNow = new Date('2026-03-15T10:00:00Z');

/** The file names of the 23 gallery templates (`1.html` … `21.html`, `aurora-3d.html`, `sentinel-soc.html`), in gallery order. */
export const templateNames: readonly string[] = templateCatalogue.map((template) => template.fileName);

/** One English brief for a café-bakery; `templateBriefs` puts it on every gallery template. */
export const templateBrief: ShowcaseBrief = {
  label: 'bakery',
  request: {
    site_type: 'Landing',
    site_theme: 'Bakery',
    description:
      'Crumb & Kettle is a neighbourhood bakery and café in Bristol. We bake sourdough loaves, croissants and seasonal tarts every morning, ' +
      'roast our own coffee and host weekend bread-making classes. Breakfast and lunch served daily; cakes to order for birthdays and weddings.',
    design_style: '',
    features: '',
    site_language: 'English',
    contact_country: 'United Kingdom',
    contact_address: '14 Gloucester Road, Bristol BS7 8AE',
    contact_phone: '+44 117 496 0321',
    key_words: 'sourdough bread, artisan bakery, coffee and pastries, celebration cakes',
    stop_words: 'frozen, microwave',
    domain_name: 'crumbandkettle.co.uk',
    site_count: '1',
    file_extension: 'HTML',
    track_id: '2f6d7c41-8b0e-4d1a-9c35-5e7a10b3c001',
  },
};

/** The template brief on one gallery template, labelled `tpl-<name>` (`tpl-1`, `tpl-aurora-3d`). */
export function templateShowcase(fileName: string): ShowcaseBrief {
  const index = templateNames.indexOf(fileName);
  if (index < 0) throw new Error(`${fileName} is not a gallery template`);
  return {
    label: `tpl-${fileName.replace(/\.html$/, '')}`,
    request: {
      ...templateBrief.request,
      baseTemplate: fileName,
      track_id: `2f6d7c41-8b0e-4d1a-9c35-5e7a10b3c${String(100 + index).padStart(3, '0')}`,
    },
  };
}

/** The template brief on each of the 23 gallery templates, in gallery order. */
export const templateBriefs: readonly ShowcaseBrief[] = templateNames.map(templateShowcase);

function brief(label: string, serial: number, request: Omit<GenerationRequestInput, 'track_id' | 'site_count' | 'file_extension'>): ShowcaseBrief {
  return {
    label,
    request: {
      site_type: 'Landing',
      stop_words: '',
      ...request,
      site_count: '1',
      file_extension: 'HTML',
      track_id: `7a3e9b52-1c4d-4f8e-a061-3d5b2c8e0${String(serial).padStart(3, '0')}`,
    },
  };
}

/**
 * Twelve briefs without a template, each of another trade: the four named styles (Luxury, Gaming, Cyberpunk,
 * Futuristic) and described styles (`design_style` a free description, `features` the style words),
 * three of them in Russian with named colours.
 */
export const styleBriefs: readonly ShowcaseBrief[] = [
  brief('restaurant-luxury', 1, {
    site_theme: 'Restaurant',
    description:
      'Maison Olivier is a fine-dining French restaurant in Chicago with a seasonal tasting menu, a sommelier-led wine cellar and a private dining room for twelve guests.',
    design_style: 'Luxury',
    features: '',
    site_language: 'English',
    contact_country: 'United States',
    contact_address: '311 W Superior St, Chicago, IL 60654',
    contact_phone: '+1 312 555 0148',
    key_words: 'fine dining Chicago, tasting menu, wine pairing, private dining',
    stop_words: 'cheap, fast food',
    domain_name: 'maison-olivier.com',
  }),
  brief('law-firm-ru', 2, {
    site_theme: 'Law Firm',
    description:
      'Юридическая фирма «Арсенин и партнёры» в Санкт-Петербурге: корпоративное право, арбитражные споры, сопровождение сделок с недвижимостью и защита бизнеса в суде. Двадцать лет практики.',
    design_style: 'Тёмно-синий и золотой, строгие углы',
    features: 'тёмно-синий, золотой, строгие углы, шрифт с засечками, солидно и сдержанно',
    site_language: 'Russian',
    contact_country: 'Россия',
    contact_address: 'Санкт-Петербург, Невский проспект, 88, офис 14',
    contact_phone: '+7 812 600-41-27',
    key_words: 'арбитражный юрист, корпоративное право, юридическая консультация',
    stop_words: 'бесплатно',
    domain_name: 'arsenin-law.ru',
  }),
  brief('dentist-mint', 3, {
    site_theme: 'Dental Clinic',
    description:
      'BrightSmile Dental is a family dental practice in Austin offering check-ups, teeth whitening, Invisalign and gentle care for nervous patients and children.',
    design_style: 'Mint green and white, rounded corners',
    features: 'mint green, white, rounded corners, soft shadows, friendly and clean',
    site_language: 'English',
    contact_country: 'United States',
    contact_address: '2100 S Lamar Blvd, Austin, TX 78704',
    contact_phone: '+1 512 555 0172',
    key_words: 'family dentist Austin, teeth whitening, Invisalign',
    domain_name: 'brightsmile-dental.com',
  }),
  brief('gym-gaming', 4, {
    site_theme: 'Fitness Gym',
    description:
      'IronPulse is a 24/7 strength and conditioning gym in Manchester with free weights, CrossFit-style classes, personal trainers and a recovery zone with sauna.',
    design_style: 'Gaming',
    features: '',
    site_language: 'English',
    contact_country: 'United Kingdom',
    contact_address: 'Unit 4, Pollard Street, Manchester M4 7AJ',
    contact_phone: '+44 161 555 0190',
    key_words: '24/7 gym Manchester, personal trainer, strength classes',
    domain_name: 'ironpulse.fit',
  }),
  brief('yoga-sand', 5, {
    site_theme: 'Yoga Studio',
    description:
      'Stillwater Yoga is a small studio in Lisbon with morning vinyasa, evening yin classes, beginner courses and weekend meditation retreats by the sea.',
    design_style: 'Sand beige and olive, calm and airy',
    features: 'sand beige, olive green, soft serif headings, lots of whitespace, calm',
    site_language: 'English',
    contact_country: 'Portugal',
    contact_address: 'Rua da Boavista 72, 1200-066 Lisboa',
    contact_phone: '+351 21 555 0134',
    key_words: 'yoga classes Lisbon, vinyasa yoga, meditation retreat',
    domain_name: 'stillwater-yoga.pt',
  }),
  brief('plumber-ru', 6, {
    site_theme: 'Plumbing',
    description:
      'Сантехническая служба «Аквамастер» в Казани: срочный вызов сантехника 24 часа, замена труб и смесителей, установка бойлеров и прочистка канализации. Гарантия на работы 2 года.',
    design_style: 'Ярко-синий и белый, крупные кнопки',
    features: 'ярко-синий, белый, оранжевые акценты, крупные кнопки, простые чёткие блоки',
    site_language: 'Russian',
    contact_country: 'Россия',
    contact_address: 'Казань, ул. Баумана, 45',
    contact_phone: '+7 843 250-17-03',
    key_words: 'вызов сантехника, замена труб, установка бойлера',
    domain_name: 'aquamaster-kzn.ru',
  }),
  brief('real-estate-brass', 7, {
    site_theme: 'Real Estate',
    description:
      'Harcourt & Vale is a boutique real-estate agency in Melbourne selling and letting period homes and architect-designed apartments in the inner suburbs.',
    design_style: 'Charcoal and brass, editorial and elegant',
    features: 'charcoal, brass, ivory, large serif headings, thin lines, editorial layout',
    site_language: 'English',
    contact_country: 'Australia',
    contact_address: '120 Toorak Road, South Yarra VIC 3141',
    contact_phone: '+61 3 9555 0118',
    key_words: 'real estate agent Melbourne, period homes, property appraisal',
    domain_name: 'harcourtvale.com.au',
  }),
  brief('saas-futuristic', 8, {
    site_theme: 'SaaS Startup',
    description:
      'Flowlane is a cloud platform that automates invoicing and cash-flow forecasts for small agencies, with bank sync, Slack alerts and a 14-day trial.',
    design_style: 'Futuristic',
    features: '',
    site_language: 'English',
    contact_country: 'Germany',
    contact_address: 'Torstraße 140, 10119 Berlin',
    contact_phone: '+49 30 5555 0161',
    key_words: 'invoicing software, cash flow forecast, agency finance',
    domain_name: 'flowlane.io',
  }),
  brief('photographer-mono', 9, {
    site_theme: 'Photography',
    description:
      'Nora Lind is a wedding and portrait photographer in Stockholm shooting documentary-style weddings, family sessions and editorial portraits across Scandinavia.',
    design_style: 'Black and white, minimal',
    features: 'black, white, grey, thin lines, large images, minimal sans-serif',
    site_language: 'English',
    contact_country: 'Sweden',
    contact_address: 'Hornsgatan 58, 118 21 Stockholm',
    contact_phone: '+46 8 555 012 44',
    key_words: 'wedding photographer Stockholm, portrait photography, family photo session',
    domain_name: 'noralind.photo',
  }),
  brief('pet-groomer-ru', 10, {
    site_theme: 'Pet Care',
    description:
      'Груминг-салон «Пушистый хвост» в Екатеринбурге: стрижка собак и кошек, гигиенический уход, SPA для питомцев и выездной груминг. Работаем без седативных препаратов.',
    design_style: 'Розовый и бирюзовый, скруглённые углы',
    features: 'нежно-розовый, бирюзовый, белый, скруглённые углы, игривые иконки, дружелюбно',
    site_language: 'Russian',
    contact_country: 'Россия',
    contact_address: 'Екатеринбург, ул. Малышева, 31',
    contact_phone: '+7 343 318-64-90',
    key_words: 'груминг собак, стрижка кошек, груминг-салон Екатеринбург',
    domain_name: 'pushistyhvost.ru',
  }),
  brief('travel-coral', 11, {
    site_theme: 'Travel Agency',
    description:
      'Blue Atlas Travel plans tailor-made trips to Greece, Morocco and Japan: small-group tours, honeymoon itineraries and island-hopping packages with local guides.',
    design_style: 'Ocean blue and coral, sunny and airy',
    features: 'ocean blue, coral, sand, rounded cards, big travel photos, cheerful',
    site_language: 'English',
    contact_country: 'Ireland',
    contact_address: '22 Dawson Street, Dublin 2, D02 X285',
    contact_phone: '+353 1 555 0127',
    key_words: 'tailor-made holidays, honeymoon packages, small-group tours',
    domain_name: 'blueatlas.travel',
  }),
  brief('cybersec-cyberpunk', 12, {
    site_theme: 'Cybersecurity',
    description:
      'Redline Security runs penetration tests, red-team exercises and 24/7 managed detection and response for fintech and healthcare companies.',
    design_style: 'Cyberpunk',
    features: '',
    site_language: 'English',
    contact_country: 'Netherlands',
    contact_address: 'Keizersgracht 241, 1016 EA Amsterdam',
    contact_phone: '+31 20 555 0183',
    key_words: 'penetration testing, red team, managed detection and response',
    domain_name: 'redline-security.nl',
  }),
];
