import type { BlogPost } from '../content/schema.ts';
import type { EditionContext } from './context.ts';
import { absoluteFileUrl, absolutePageUrl } from './context.ts';

/** The business as schema.org LocalBusiness, with the contact country, address and phone. */
export function businessJsonLd(context: EditionContext): Record<string, unknown> {
  const { answers } = context.plan;
  const address: Record<string, string> = { '@type': 'PostalAddress' };
  if (answers.address) address.streetAddress = answers.address;
  if (answers.country) address.addressCountry = answers.country;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `https://${context.site.asciiHost}/#org`,
    name: context.site.brand,
    url: absolutePageUrl(context, context.texts.dir, 'home'),
    description: context.texts.copy.tagline,
    logo: absoluteFileUrl(context, context.paths.touchIcon),
    image: absoluteFileUrl(context, context.pictures.slots.hero.file),
    ...(answers.phone ? { telephone: answers.phone } : {}),
    ...(answers.address || answers.country ? { address } : {}),
    inLanguage: context.texts.language.code,
  };
}

/** An article as schema.org BlogPosting. */
export function articleJsonLd(context: EditionContext, post: BlogPost, url: string, image: string, published: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    image: absoluteFileUrl(context, image),
    datePublished: published,
    inLanguage: context.texts.language.code,
    author: { '@type': 'Organization', name: context.site.brand },
    publisher: { '@id': `https://${context.site.asciiHost}/#org` },
  };
}
