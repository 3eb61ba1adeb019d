import type { BlogPost } from '../content/schema.ts';
import type { EditionContext } from './context.ts';
import { absoluteFileUrl, absolutePageUrl } from './context.ts';

/** The business as schema.org LocalBusiness; its name, phone and postal address are the model's, filled in as pages are rendered. */
export function businessJsonLd(context: EditionContext): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `https://${context.site.asciiHost}/#org`,
    url: absolutePageUrl(context, context.texts.dir, 'home'),
    description: context.texts.copy.tagline,
    logo: absoluteFileUrl(context, context.paths.touchIcon),
    image: absoluteFileUrl(context, context.pictures.slots.hero.file),
    // The language the business speaks to its visitors in (schema.org's inLanguage belongs to works, not businesses).
    knowsLanguage: context.texts.language.code,
  };
}

/** An article as schema.org BlogPosting, by the business (its name is filled in as the page is rendered). */
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
    author: { '@type': 'Organization' },
    publisher: { '@id': `https://${context.site.asciiHost}/#org` },
  };
}
