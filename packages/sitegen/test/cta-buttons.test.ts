import { posix } from 'node:path';
import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import { describe, expect, test } from 'vitest';
import { generate, renderSite, siteModelSchema } from '../src/index.ts';
import type { GenerationResult } from '../src/index.ts';
import { fixedNow, request } from './support/requests.ts';
import { styleBriefs, templateBriefs } from './support/showcase-briefs.ts';
import { renderedPages } from './support/site-pages.ts';

const variations: readonly GenerationRequestInput[] = [
  request({ site_theme: 'Pet care', description: 'Dog grooming salon in Bristol.', contact_phone: '', contact_email: 'hello@muddy-paws.co.uk', domain_name: 'muddy-paws.co.uk' }),
  request({ site_theme: 'Plumbing', description: 'Plumbing repairs.', contact_phone: '', contact_address: '', domain_name: 'no-phone.com', track_id: '6f1c2b1e-4a9e-4f5b-9a53-2f4b7b3c9d21' }),
  request({ site_theme: 'Bakery', description: 'A small bakery.', file_extension: 'PHP', second_site_language: 'Russian', domain_name: 'php-bakery.com', track_id: '6f1c2b1e-4a9e-4f5b-9a53-2f4b7b3c9d22' }),
  request({ site_theme: 'Coffee Shop', site_language: 'Russian', description: 'Кофейня в центре Казани.', key_words: 'кофе в Казани', stop_words: '', contact_phone: '', domain_name: 'kofe.ru', track_id: '6f1c2b1e-4a9e-4f5b-9a53-2f4b7b3c9d23' }),
];
const briefs = [...styleBriefs.map((brief) => brief.request), ...templateBriefs.filter((_, index) => index % 4 === 0).map((brief) => brief.request), ...variations];

const button = /<a class="(?:ui_btn|cta_band_btn)" href="([^"]+)">([^<]+)<\/a>/;

/** Where a button leads, when that is somewhere: a page of the site, a phone number to dial or an address to write to. */
function leadsSomewhere(href: string, page: string, files: ReadonlySet<string>): boolean {
  if (/^tel:\+?\d{6,}$/.test(href)) return true;
  if (/^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/i.test(href)) return true;
  return files.has(posix.normalize(posix.join(posix.dirname(page), href)));
}

/** Every call-to-action card of every page: the CTA sections and the cards beside the contact details, with their variant and button. */
function callsToAction(result: GenerationResult): { page: string; where: string; variant: string; button?: RegExpExecArray | null; leads: boolean; text?: string }[] {
  return result.sites.flatMap((site) => {
    const files = new Set(site.files.keys());
    return renderedPages({ ...result, sites: [site] }).flatMap((page) => {
      const main = page.html.slice(page.html.indexOf('<main'), page.html.indexOf('</main>'));
      return main.split(/(?=<section )/).flatMap((section) => {
        const cta = /class="[^"]*\b(cta_(?:band|card|split))\b/.exec(section);
        const aside = /<div class="(contact_\w+)_aside">([\s\S]*)$/.exec(section);
        const card = cta ? { variant: cta[1]!, markup: section } : aside ? { variant: `${aside[1]}_aside`, markup: aside[2]! } : undefined;
        if (!card) return [];
        const found = button.exec(card.markup);
        const text = /<p[^>]*>([^<]+)<\/p>/.exec(card.markup)?.[1];
        return [{ page: `${site.host}/${page.path}`, where: `${site.host}/${page.path} ${card.variant}`, variant: card.variant, button: found, leads: found ? leadsSomewhere(found[1]!, page.path, files) : false, ...(text ? { text } : {}) }];
      });
    });
  });
}

describe('call-to-action cards', () => {
  test('every card of every page of many briefs, trades and variants has a button that leads somewhere', async () => {
    const seen = new Set<string>();
    const broken: string[] = [];
    let homesWithCtaAndContact = 0;
    for (const brief of briefs) {
      const result = await generate(brief, { now: fixedNow });
      // Briefs share a domain: what a page says is counted per generation.
      const said = new Map<string, string>();
      for (const card of callsToAction(result)) {
        seen.add(card.variant);
        if (!card.button || !card.leads) broken.push(`${card.where}: ${card.button ? `button to ${card.button[1]}` : 'no button'}`);
        // A page says its call to action once: the CTA section's text never again in the card beside the contact details.
        const again = card.text ? said.get(`${card.page} ${card.text}`) : undefined;
        if (again) broken.push(`${card.where}: “${card.text}” said again (first in ${again})`);
        if (card.text) said.set(`${card.page} ${card.text}`, card.variant);
      }
      for (const page of renderedPages(result).filter((each) => each.path.endsWith('index.html') || each.path.endsWith('index.php'))) {
        if (/class="[^"]*\bcta_(?:band|card|split)\b/.test(page.html) && /class="ui_section contact_/.test(page.html)) homesWithCtaAndContact += 1;
      }
    }
    expect(broken).toEqual([]);
    expect(homesWithCtaAndContact, 'home pages with both a CTA section and the contact details').toBeGreaterThan(0);
    expect([...seen].sort()).toEqual(['contact_centered_aside', 'contact_details_aside', 'contact_split_aside', 'cta_band', 'cta_card', 'cta_split']);
  }, 120_000);

  test('the card beside the contact details: on the contact page it writes or calls, elsewhere it leads to the contact page', async () => {
    const result = await generate(variations[0]!, { now: fixedNow });
    const contact = callsToAction(result).filter((card) => card.variant.endsWith('_aside'));
    expect(contact.find((card) => card.where.includes('/contact.html'))?.button?.[1]).toBe('mailto:hello@muddy-paws.co.uk');
    expect(contact.filter((card) => !card.where.includes('/contact.html')).every((card) => card.button?.[1] === 'contact.html')).toBe(true);
  });
});

describe('a model saved before the cards had their buttons (schema version 2)', () => {
  /** The site's model as version 2 saved it: no button on the cards beside the contact details, the business's language as inLanguage. */
  async function savedModel(input: GenerationRequestInput): Promise<Record<string, unknown>> {
    const model = JSON.parse(JSON.stringify((await generate(input, { now: fixedNow })).sites[0]!.model)) as { version: number; editions: { pages: { sections: { kind: string; data: { aside?: { action?: unknown } } }[]; jsonLd: Record<string, unknown>[] }[] }[] };
    model.version = 2;
    for (const page of model.editions.flatMap((edition) => edition.pages)) {
      for (const section of page.sections) delete section.data.aside?.action;
      for (const node of page.jsonLd) {
        if (node['@type'] !== 'LocalBusiness') continue;
        node.inLanguage = node.knowsLanguage;
        delete node.knowsLanguage;
      }
    }
    return model as unknown as Record<string, unknown>;
  }

  test('reads with a button on every card: calling from the contact page, to the contact page elsewhere', async () => {
    const model = siteModelSchema.parse(await savedModel(request({ domain_name: 'old-cards.com' })));
    expect(model.version).toBe(4);
    const files = renderSite(model);
    const contact = String(files.get('contact.html'));
    expect(contact).toMatch(/_aside"><h3>[^<]+<\/h3><p>[^<]+<\/p><div class="ui_actions"><a class="ui_btn" href="tel:\+390815551234">/);
    expect(contact.match(/class="ui_btn" href="tel:/g)?.length, 'one call button: the card’s').toBe(1);
    expect(contact).toContain('"knowsLanguage":"en"');
    for (const [file, text] of files) if (file.endsWith('.html') && file !== 'contact.html') expect(String(text), file).not.toMatch(/_aside"><h3>[^<]+<\/h3><p>[^<]+<\/p><\/div>/);
  });

  test('drops the card of a contact page that has nothing to call', async () => {
    const model = siteModelSchema.parse(await savedModel(request({ domain_name: 'old-no-phone.com', contact_phone: '' })));
    const page = model.editions[0]!.pages.find((each) => each.key === 'contact')!;
    expect(page.sections.some((section) => section.kind === 'contact' && section.data.aside)).toBe(false);
  });
});
