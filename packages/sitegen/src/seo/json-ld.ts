import type { BlogPost } from '../content/schema.ts';
import type { Edition, SiteBuild } from '../site/build-types.ts';
import { absoluteFileUrl, absoluteUrl } from '../site/links.ts';

/** The business as schema.org LocalBusiness, with the contact country, address and phone. */
export function businessJsonLd(build: SiteBuild, edition: Edition): Record<string, unknown> {
  const { answers } = build.plan;
  const address: Record<string, string> = { '@type': 'PostalAddress' };
  if (answers.address) address.streetAddress = answers.address;
  if (answers.country) address.addressCountry = answers.country;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `https://${build.site.asciiHost}/#org`,
    name: build.site.brand,
    url: absoluteUrl(build, edition, 'home'),
    description: edition.copy.tagline,
    logo: absoluteFileUrl(build, build.paths.favicon),
    image: absoluteFileUrl(build, build.images.hero.file),
    ...(answers.phone ? { telephone: answers.phone } : {}),
    ...(answers.address || answers.country ? { address } : {}),
    ...(edition.language ? { inLanguage: edition.language.code } : {}),
  };
}

/** An article as schema.org BlogPosting. */
export function articleJsonLd(build: SiteBuild, edition: Edition, post: BlogPost, url: string, image: string, published: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    image: absoluteFileUrl(build, image),
    datePublished: published,
    inLanguage: edition.language.code,
    author: { '@type': 'Organization', name: build.site.brand },
    publisher: { '@id': `https://${build.site.asciiHost}/#org` },
  };
}
