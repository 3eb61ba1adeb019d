import { randomUUID } from 'node:crypto';

/** A complete wizard request for the given domains (one site each). */
export function generationRequest(domains: string[], overrides: Record<string, unknown> = {}) {
  return {
    track_id: randomUUID(),
    site_type: 'Landing',
    site_theme: 'Bakery',
    description: 'A family bakery in Porto with sourdough bread, pastries and a small café corner.',
    design_style: 'Luxury',
    features: 'Warm colours, generous photos of bread',
    site_language: 'English',
    contact_country: 'Portugal',
    contact_address: 'Rua das Flores 12, Porto',
    contact_phone: '+351 912 345 678',
    key_words: 'sourdough, pastries, Porto bakery',
    stop_words: 'cheap',
    domain_name: domains.join(', '),
    site_count: String(domains.length),
    file_extension: 'HTML',
    rename_index: 'index',
    edit_after_generation: 'true',
    webhook: 'http://attacker.example/hook',
    user_id: 'someone-else@example.com',
    ...overrides,
  };
}
