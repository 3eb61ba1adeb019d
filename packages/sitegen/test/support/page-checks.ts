const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

export function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);
}

function meta(page: string, attribute: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(page);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

/** The SEO items of the acceptance list that `page` (a rendered HTML document) breaks. */
export function seoProblems(page: string, host: string, expectBilingual: boolean): string[] {
  const problems: string[] = [];
  const title = decode(/<title>([^<]*)<\/title>/.exec(page)?.[1] ?? '');
  if (title.length < 10 || title.length > 70) problems.push(`title of ${title.length} characters: ${title}`);
  const description = meta(page, 'name', 'description') ?? '';
  if (description.length < 50 || description.length > 300) problems.push(`description of ${description.length} characters`);
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(page)?.[1] ?? '';
  if (!canonical.startsWith(`https://${host}/`)) problems.push(`canonical ${canonical}`);
  for (const key of ['og:title', 'og:description', 'og:url', 'og:type', 'og:site_name', 'og:locale']) {
    if (!meta(page, 'property', key)) problems.push(`no ${key}`);
  }
  for (const key of ['twitter:card', 'twitter:title', 'twitter:description']) {
    if (!meta(page, 'name', key)) problems.push(`no ${key}`);
  }
  const h1s = page.match(/<h1[\s>]/g)?.length ?? 0;
  if (h1s !== 1) problems.push(`${h1s} h1 elements`);
  if (!/<html lang="[a-z]{2}"/.test(page)) problems.push('no lang on html');
  const ld = [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
  const business = ld.find((data) => data['@type'] === 'LocalBusiness') as { telephone?: string; address?: { streetAddress?: string; addressCountry?: string } } | undefined;
  if (!business?.telephone || !business.address?.streetAddress || !business.address.addressCountry) problems.push('JSON-LD business lacks phone, address or country');
  if (expectBilingual) {
    if ((page.match(/<link rel="alternate" hreflang=/g)?.length ?? 0) < 3) problems.push('no hreflang links');
    if (!page.includes('class="ui_lang"')) problems.push('no language switch');
  }
  return problems;
}

/** The headings (h1 to h3) and the visible text of a page, lower-cased. */
export function headingsAndText(page: string): { headings: string; text: string } {
  const headings = [...page.matchAll(/<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/g)].map((match) => decode((match[1] ?? '').replace(/<[^>]+>/g, ''))).join('\n');
  const body = page.split('<body>')[1] ?? '';
  return { headings: headings.toLowerCase(), text: decode(body.replace(/<[^>]+>/g, ' ')).toLowerCase() };
}
