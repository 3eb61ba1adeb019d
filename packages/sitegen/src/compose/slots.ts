import type { Random } from '../brief/random.ts';
import type { ThemeWords } from '../brief/theme-types.ts';
import type { CopyBrief } from '../ai/provider.ts';

/** Upper-cases the first letter. */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Joins a list the way a sentence does: "a, b and c". */
export function listJoin(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** Replaces {name} markers with slot values; unknown markers are a bug and throw. */
export function fill(template: string, slots: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = slots[name];
    if (value === undefined) throw new Error(`The composer has no slot {${name}}`);
    return value;
  });
}

/** The first sentences of the customer's own description, at most `max` characters. */
export function descriptionExcerpt(description: string, max = 320): string {
  const sentences = description.replace(/\s+/g, ' ').trim().match(/[^.!?…]+[.!?…]*/gu) ?? [];
  let out = '';
  for (const sentence of sentences) {
    if ((out + sentence).length > max) break;
    out += sentence;
  }
  out = out.trim() || description.trim().slice(0, max).replace(/\s+\S*$/, '');
  return out && !/[.!?…]$/u.test(out) ? `${out}.` : out;
}

/** The slots every sentence of the composer may use, built once per site and language. */
export function baseSlots(brief: CopyBrief, words: ThemeWords, keywords: readonly string[], random: Random): Record<string, string> {
  const products = random.shuffle(words.products);
  const services = [...words.services];
  const qualities = random.shuffle(words.qualities);
  const slots: Record<string, string> = {
    brand: brief.brand,
    Brand: brief.brand,
    domain: brief.domain,
    descriptor: words.descriptor,
    Descriptor: capitalise(words.descriptor),
    noun: words.noun,
    audience: words.audience.nom,
    audienceDat: words.audience.dat,
    audienceGen: words.audience.gen,
    Audience: capitalise(words.audience.nom),
    country: brief.country,
    phone: brief.phone,
  };
  keywords.forEach((keyword, index) => {
    slots[`kw${index}`] = keyword;
    slots[`Kw${index}`] = capitalise(keyword);
  });
  products.forEach((product, index) => {
    slots[`product${index}`] = product.toLocaleLowerCase();
    slots[`Product${index}`] = product;
  });
  services.forEach((service, index) => {
    slots[`service${index}`] = service.toLocaleLowerCase();
    slots[`Service${index}`] = service;
  });
  qualities.forEach((quality, index) => {
    slots[`quality${index}`] = quality;
    slots[`Quality${index}`] = capitalise(quality);
  });
  return slots;
}

/** Three keywords to write about: the customer's, topped up with the theme's own words. */
export function workingKeywords(keywords: readonly string[], words: ThemeWords): string[] {
  const out = [...keywords];
  const extras = [words.noun, words.services[0] ?? words.noun, words.products[0] ?? words.noun].map((word) => word.toLocaleLowerCase());
  for (const extra of extras) {
    if (out.length >= 3) break;
    if (!out.some((keyword) => keyword.toLocaleLowerCase() === extra)) out.push(extra);
  }
  while (out.length < 3) out.push(out[out.length - 1] ?? words.noun);
  return out;
}
