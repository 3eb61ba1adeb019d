import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import type { ComposedSites } from '../../src/index.ts';
import { listCount } from '../../src/compose/article-counts.ts';
import { pageTexts } from '../../src/quality/page-texts.ts';
import { ClaimFilter, type OwnerFacts } from '../../src/quality/claims.ts';
import { fixedNow } from './requests.ts';

/** What the owner told, as the request gives it: the only facts a claim may rest on. */
export function factsOf(input: GenerationRequestInput, result: ComposedSites): OwnerFacts {
  return {
    description: input.description ?? '',
    offers: input.offers ?? [],
    ...(input.opening_hours ? { hours: input.opening_hours } : {}),
    phone: input.contact_phone ?? '',
    address: input.contact_address ?? '',
    ...(input.contact_email ? { email: input.contact_email } : {}),
    ...(input.areas_served ? { areasServed: input.areas_served } : {}),
    ...(input.payment_methods ? { paymentMethods: input.payment_methods } : {}),
    ...(input.year_founded === undefined ? {} : { yearFounded: Number(input.year_founded) }),
    year: fixedNow.getUTCFullYear(),
    words: [result.models[0]?.business.name ?? '', input.site_theme ?? ''],
  };
}

/** Every claim of every page (the privacy policy, the 404 and thank-you pages are the engine's own) the facts do not give. */
export function unsupported(result: ComposedSites, facts: OwnerFacts): string[] {
  const found: string[] = [];
  for (const edition of result.models[0]?.editions ?? []) {
    const claims = new ClaimFilter(edition.lang, facts);
    for (const page of edition.pages.filter((each) => !['privacy', 'notFound', 'thankYou'].includes(each.key))) {
      for (const text of [page.title, page.description, ...pageTexts(page).map((each) => each.text)]) {
        for (const claim of claims.find(text)) found.push(`${page.file}: “${claim.text}” (${claim.kind}) in “${text}”`);
      }
    }
  }
  return found;
}

/** Articles whose title counts a list of another length than the sections shown. */
export function miscounted(result: ComposedSites): string[] {
  const found: string[] = [];
  for (const edition of result.models[0]?.editions ?? []) {
    for (const section of edition.pages.flatMap((page) => page.sections)) {
      if (section.kind !== 'article') continue;
      const count = listCount(section.data.title, edition.lang);
      if (count !== undefined && count !== section.data.sections.length) found.push(`${section.data.title}: ${section.data.sections.length} sections`);
    }
  }
  return found;
}
