import type { SiteCopy } from './schema.ts';

function has(text: string, keyword: string): boolean {
  return text.toLocaleLowerCase().includes(keyword.toLocaleLowerCase());
}

function lead(keyword: string, text: string): string {
  return `${keyword.charAt(0).toLocaleUpperCase()}${keyword.slice(1)}: ${text}`;
}

/**
 * Makes sure the first keyword is in the home title and every keyword in at least one
 * heading, whatever the provider wrote (the offline composer already does both).
 */
export function ensureKeywords(copy: SiteCopy, keywords: readonly string[]): SiteCopy {
  if (keywords.length === 0) return copy;
  const [first] = keywords as [string, ...string[]];
  const out: SiteCopy = structuredClone(copy);
  if (!has(out.seo.home.title, first)) out.seo.home.title = `${first} | ${out.seo.home.title}`;
  const headings = () => [out.hero.title, out.intro.heading, out.products.heading, out.services.heading, out.about.heading, out.blogIntro.heading, out.cta.heading];
  const slots: ((keyword: string) => void)[] = [
    (keyword) => { out.intro.heading = lead(keyword, out.intro.heading); },
    (keyword) => { out.products.heading = lead(keyword, out.products.heading); },
    (keyword) => { out.services.heading = lead(keyword, out.services.heading); },
    (keyword) => { out.blogIntro.heading = lead(keyword, out.blogIntro.heading); },
  ];
  let slot = 0;
  for (const keyword of keywords.slice(0, slots.length)) {
    if (headings().some((heading) => has(heading, keyword))) continue;
    slots[slot]?.(keyword);
    slot += 1;
  }
  return out;
}
