import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import { request } from './requests.ts';

/** Requests in languages the offline writer has no texts for: with an AI provider their sites are written in them. */
export const languageRequests = {
  de: request({
    site_theme: 'Bakery',
    description: 'Bäckerei Sonnenkorn ist eine Familienbäckerei in Berlin-Pankow. Wir backen Sauerteigbrot, Brötchen und Kuchen jeden Morgen selbst.',
    design_style: 'My own style',
    features: 'Hell, ruhig und warm: Creme, Holz und Weizentöne',
    site_language: 'German',
    contact_country: 'Germany',
    contact_address: 'Florastraße 21, 13187 Berlin',
    contact_phone: '+49 30 4471 2290',
    key_words: 'Sauerteigbrot Berlin, Dinkelbrötchen, Hochzeitstorte, Frühstück zum Mitnehmen',
    stop_words: 'billig, Industrie',
    domain_name: 'sonnenkorn-baeckerei.de',
    track_id: '5d0b8a8e-7f1c-4f62-9d55-2c7e1b0a4d11',
  }),
  fr: request({
    site_theme: 'Barbershop',
    description: 'Le Barbier du Vieux Lyon est un salon de barbier au cœur du Vieux Lyon : coupes, taille de barbe et rasage à l’ancienne.',
    design_style: 'Luxury',
    site_language: 'French',
    contact_country: 'France',
    contact_address: '14 rue Saint-Jean, 69005 Lyon',
    contact_phone: '+33 4 78 42 17 90',
    key_words: 'barbier Lyon, taille de barbe, rasage à l’ancienne, coupe homme',
    stop_words: 'discount',
    domain_name: 'barbier-vieux-lyon.fr',
    track_id: '8a41c0e2-3b9d-4c7a-b1e5-6f2d9c8b7a10',
  }),
  ja: request({
    site_theme: 'Coffee Shop',
    description: '「喫茶ひだまり」は京都・左京区の小さな自家焙煎コーヒー店です。ハンドドリップのコーヒーと手作りの焼き菓子をお出ししています。',
    design_style: 'My own style',
    features: 'Calm, natural and warm: earthy greens, organic shapes',
    site_language: 'Japanese',
    contact_country: 'Japan',
    contact_address: '京都府京都市左京区田中里ノ前町 12',
    contact_phone: '+81 75 555 0123',
    key_words: '自家焙煎コーヒー, ハンドドリップ, 京都 カフェ, 焼き菓子',
    stop_words: '激安',
    domain_name: 'hidamari-coffee.jp',
    track_id: 'c3e9f1a2-6d4b-4e8f-a7c1-9b2d5e0f3a64',
  }),
} satisfies Record<string, GenerationRequestInput>;

export type RecordedLanguage = keyof typeof languageRequests;
