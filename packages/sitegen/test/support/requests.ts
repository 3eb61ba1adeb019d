import type { GenerationRequestInput } from '@sitecraft/shared/generation';

export const fixedNow = new Date('2026-03-15T10:00:00Z');

/** A complete request with realistic answers; each case changes what it tests. */
export function request(overrides: Partial<GenerationRequestInput> = {}): GenerationRequestInput {
  return {
    site_type: 'Landing',
    site_theme: '🍕 Restaurant',
    description: 'Family pizzeria in the old town. We bake Neapolitan pizza in a wood-fired oven and deliver across the city.',
    design_style: 'Luxury',
    features: '',
    site_language: 'English',
    contact_country: 'Italy',
    contact_address: 'Via Roma 12, Napoli',
    contact_phone: '+39 081 555 1234',
    key_words: 'wood-fired pizza, pizza delivery, Neapolitan pizza',
    stop_words: 'cheap, frozen',
    domain_name: 'bella-pizza.com',
    site_count: '1',
    file_extension: 'HTML',
    track_id: '6f1c2b1e-4a9e-4f5b-9a53-2f4b7b3c9d10',
    ...overrides,
  };
}

export interface Case {
  name: string;
  request: GenerationRequestInput;
  /** Design system id the case must get. */
  design: string;
  /** The offer pages its trade gets: the menu, services, products or features page, and a prices page where the trade shows prices. */
  offerPages: readonly string[];
}

/** The matrix of the acceptance list: four styles, a described style, a template, HTML/PHP, 1 and 3 domains, en/ru. */
export const cases: readonly Case[] = [
  { name: 'Luxury, English, HTML, one domain', request: request(), design: 'luxury', offerPages: ['menu'] },
  {
    name: 'Gaming, Russian, PHP, one domain',
    request: request({
      design_style: 'Gaming', site_language: 'Russian', site_theme: '🕹️ Esports Team', description: 'Киберспортивная команда и клуб для игроков. Тренировки, турниры и сообщество.',
      key_words: 'киберспорт, турниры по CS2, игровой клуб', stop_words: 'дешёвый', file_extension: 'PHP', domain_name: 'arena-club.ru',
      contact_country: 'Russia', contact_address: 'Москва, ул. Тверская, 7', contact_phone: '+7 495 123-45-67', track_id: '0b7f2f9e-1c1d-4f5e-8a6b-3c2d1e0f9a8b',
    }),
    design: 'gaming',
    offerPages: ['services', 'prices'],
  },
  {
    name: 'Cyberpunk, English with Russian, HTML, three domains',
    request: request({
      design_style: 'Cyberpunk', site_theme: 'Cybersecurity', description: 'Penetration testing and security monitoring for small companies.',
      key_words: 'penetration testing, security audit, SOC monitoring', second_site_language: 'Русский', site_count: '3',
      domain_name: 'neon-guard.io, neon-guard.de, кибер-щит.рф', contact_country: 'Germany', contact_address: 'Friedrichstraße 10, Berlin', contact_phone: '+49 30 1234567',
      track_id: '3d9a6c1e-5b2f-4e7d-9c8b-1a2b3c4d5e6f',
    }),
    design: 'cyberpunk',
    offerPages: ['services', 'prices'],
  },
  {
    name: 'Futuristic, Russian, HTML, one domain',
    request: request({
      design_style: 'Futuristic', site_language: 'ru', site_theme: 'SaaS Startup', description: 'Облачная платформа для аналитики продаж.',
      key_words: 'облачная аналитика, дашборды продаж', stop_words: 'бесплатно', domain_name: 'cloudmetrics.ru', contact_country: 'Kazakhstan',
      contact_address: 'Алматы, пр. Абая, 15', contact_phone: '+7 727 222 33 44', track_id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    }),
    design: 'futuristic',
    offerPages: ['features', 'prices'],
  },
  {
    name: 'Described style, English, PHP, one domain',
    request: request({
      design_style: 'My own style', features: 'Calm, natural and warm: earthy greens, organic shapes, eco feel', site_theme: 'Yoga studio',
      description: 'A small yoga studio with morning classes and workshops.', key_words: 'yoga classes, morning yoga, meditation workshops',
      file_extension: 'PHP', rename_index: 'home', domain_name: 'green-lotus.studio', track_id: '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
    }),
    design: 'organic',
    offerPages: ['services', 'prices'],
  },
  {
    name: 'Gallery template sentinel-soc.html, English, HTML, one domain',
    request: request({
      design_style: '', baseTemplate: 'sentinel-soc.html', site_theme: 'Security operations', key_words: 'incident response, threat hunting',
      domain_name: 'watchtower.security', track_id: '7c6b5a4f-3e2d-4c1b-8a9f-8e7d6c5b4a3f',
    }),
    design: 'template-sentinel-soc',
    // A theme the person typed: a general business.
    offerPages: ['services'],
  },
];
