import { THANK_YOU_PAGE } from '@sitecraft/shared/forms';
import type { StopWordFilter } from '../safety/stop-words.ts';
import type { OfferKind } from '../trades/types.ts';

/** The pages a site can have: "offers" is the menu, services, products or features page; "prices" the price list or plans. */
export type PageKey = 'home' | 'offers' | 'prices' | 'about' | 'contact' | 'blog' | 'article1' | 'article2' | 'article3' | 'privacy' | 'notFound' | 'thankYou';
export type ImageSlot = 'hero' | 'offers' | 'prices' | 'about' | 'blog1' | 'blog2' | 'blog3';

export const imageSlots: readonly ImageSlot[] = ['hero', 'offers', 'prices', 'about', 'blog1', 'blog2', 'blog3'];

/** The pages of a site, in order: a prices page only where the trade has one. */
export function sitePageKeys(withPrices: boolean): PageKey[] {
  return ['home', 'offers', ...(withPrices ? (['prices'] as const) : []), 'about', 'contact', 'blog', 'article1', 'article2', 'article3', 'privacy', 'notFound'];
}

const offerPageNames: Record<OfferKind, readonly string[]> = {
  menu: ['menu', 'our-menu', 'dishes', 'food'],
  services: ['services', 'what-we-do', 'offer', 'work'],
  products: ['products', 'shop', 'catalogue', 'range'],
  software: ['features', 'product', 'platform', 'tour'],
};

// Candidate base names, first choice first; a name holding a stop word is skipped.
const pageNames: Record<Exclude<PageKey, 'home' | 'offers' | 'thankYou'>, readonly string[]> = {
  prices: ['prices', 'price-list', 'pricing', 'rates'],
  about: ['about', 'story', 'team', 'who-we-are'],
  contact: ['contact', 'reach-us', 'write', 'call'],
  blog: ['blog', 'journal', 'notes', 'articles'],
  article1: ['article-1', 'post-1', 'note-1', 'story-1'],
  article2: ['article-2', 'post-2', 'note-2', 'story-2'],
  article3: ['article-3', 'post-3', 'note-3', 'story-3'],
  privacy: ['privacy', 'data-policy', 'personal-data', 'legal'],
  notFound: ['404', 'not-found', 'missing', 'gone'],
};

const assetNames = {
  stylesheet: ['styles', 'main', 'theme', 'look'],
  favicon: ['favicon', 'icon', 'mark', 'logo'],
  imagesDir: ['images', 'img', 'media', 'pictures'],
  sitemap: ['sitemap', 'site-map', 'map', 'pages'],
  readme: ['README', 'read-me', 'notes', 'info'],
  includes: ['includes', 'inc', 'parts', 'partials'],
  header: ['header', 'top', 'head-part', 'start'],
  footer: ['footer', 'bottom', 'foot-part', 'end'],
  handler: ['send', 'submit', 'form-handler', 'deliver'],
  fonts: ['fonts', 'type', 'typefaces', 'letters'],
  share: ['share', 'og', 'social', 'preview'],
  tile: ['item', 'tile', 'piece', 'entry'],
  touchIcon: ['apple-touch-icon', 'touch-icon', 'home-icon', 'app-icon'],
} as const;

const imageNames: Record<ImageSlot, readonly string[]> = {
  hero: ['hero', 'cover', 'banner', 'art-1'],
  offers: ['offers', 'range', 'goods', 'art-2'],
  prices: ['work', 'craft', 'detail', 'art-3'],
  about: ['about', 'team', 'story', 'art-4'],
  blog1: ['blog-1', 'post-1', 'note-1', 'art-5'],
  blog2: ['blog-2', 'post-2', 'note-2', 'art-6'],
  blog3: ['blog-3', 'post-3', 'note-3', 'art-7'],
};

function pick(candidates: readonly string[], stopWords: StopWordFilter, fallback: string): string {
  return candidates.find((name) => !stopWords.has(name.replace(/-/g, ' '))) ?? fallback;
}

export interface SitePaths {
  ext: 'html' | 'php';
  /** The site's pages, in order. */
  keys: readonly PageKey[];
  /** File name of each page, e.g. "about.html" (a page the site lacks has none). */
  pages: Record<PageKey, string>;
  stylesheet: string;
  favicon: string;
  imagesDir: string;
  /** Base name of each image (the provider adds the extension). */
  images: Record<ImageSlot, string>;
  sitemap: string;
  readme: string;
  includesDir: string;
  header: string;
  footer: string;
  handler: string;
  fontsDir: string;
  /** Base name of the share pictures (og:image), numbered per page. */
  share: string;
  /** Base name of the pictures of single products, numbered. */
  tile: string;
  touchIcon: string;
}

/** The file names of a site, chosen so that none holds a stop word. */
export function sitePaths(indexName: string, php: boolean, stopWords: StopWordFilter, kind: OfferKind = 'services', withPrices = true): SitePaths {
  const ext = php ? 'php' : 'html';
  const pages = { home: `${indexName}.${ext}` } as Record<PageKey, string>;
  // Names of the web root's pages and the PHP handler never repeat the home page's (rename_index) or each other.
  const taken = new Set([indexName.toLowerCase()]);
  const pickFree = (candidates: readonly string[], fallback: string) => {
    const name = pick(candidates.filter((candidate) => !taken.has(candidate)), stopWords, fallback);
    taken.add(name.toLowerCase());
    return name;
  };
  const keys = sitePageKeys(withPrices);
  const candidatesOf = (key: Exclude<PageKey, 'home' | 'thankYou'>) => (key === 'offers' ? offerPageNames[kind] : pageNames[key]);
  for (const key of keys) {
    if (key === 'home' || key === 'thankYou') continue;
    pages[key] = `${pickFree(candidatesOf(key), `p-${key.length}${key.charCodeAt(0)}`)}.${ext}`;
  }
  const handler = `${pickFree(assetNames.handler, 'h3')}.php`;
  const images = {} as Record<ImageSlot, string>;
  imageSlots.forEach((slot, index) => {
    images[slot] = pick(imageNames[slot], stopWords, `a${index + 1}`);
  });
  return {
    ext,
    keys,
    pages,
    stylesheet: `${pick(assetNames.stylesheet, stopWords, 's1')}.css`,
    favicon: `${pick(assetNames.favicon, stopWords, 'f1')}.svg`,
    imagesDir: pick(assetNames.imagesDir, stopWords, 'i1'),
    images,
    sitemap: `${pick(assetNames.sitemap, stopWords, 'x1')}.xml`,
    readme: `${pick(assetNames.readme, stopWords, 'r1')}.md`,
    includesDir: pick(assetNames.includes, stopWords, 'n1'),
    header: `${pick(assetNames.header, stopWords, 'h1')}.php`,
    footer: `${pick(assetNames.footer, stopWords, 'h2')}.php`,
    handler,
    fontsDir: pick(assetNames.fonts, stopWords, 'ff'),
    share: pick(assetNames.share, stopWords, 'sh'),
    tile: pick(assetNames.tile, stopWords, 'it'),
    touchIcon: `${pick(assetNames.touchIcon, stopWords, 'ti')}.png`,
  };
}

/**
 * The paths of an HTML site whose form posts to the forms endpoint: with the thank-you page the endpoint sends visitors
 * back to, under the one name it knows (THANK_YOU_PAGE), whatever the stop words.
 */
export function withThankYouPage(paths: SitePaths): SitePaths {
  return { ...paths, keys: [...paths.keys, 'thankYou'], pages: { ...paths.pages, thankYou: THANK_YOU_PAGE } };
}

/** The relative href from a page in the folder `dir` ("" or "ru/") to a file given from the site's root. */
export function fromRoot(dir: string, file: string): string {
  return `${'../'.repeat(dir.split('/').filter(Boolean).length)}${file}`;
}
