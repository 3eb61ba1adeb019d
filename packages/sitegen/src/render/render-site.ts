import { faviconPngs, faviconSvg } from '../assets/favicon.ts';
import { fontFaces } from '../assets/fonts.ts';
import { artSvg } from '../assets/art/index.ts';
import { illustrationSvg } from '../assets/illustration.ts';
import { ogImagePng } from '../assets/og-image.ts';
import type { Asset, SiteBlobs, SiteModel } from '../model/site-model.ts';
import { contactHandler } from '../php/contact-handler.ts';
import { StopWordFilter } from '../safety/stop-words.ts';
import { includePath, phpFooter, phpHeader, phpPage } from '../php/php-pages.ts';
import { baseStylesheet } from './base-css.ts';
import { chromeCss } from './chrome/index.ts';
import { bookPage, siteBookings, withBookActions, withBookLinks } from './book-page.ts';
import { htmlDocument } from './document.ts';
import { robotsTxt, sitemapXml } from './seo-files.ts';

export type SiteFiles = Map<string, string | Uint8Array>;

const pngSizes: Record<number, 'favicon-32.png' | 'icon-192.png' | 'apple-touch-icon.png'> = { 32: 'favicon-32.png', 192: 'icon-192.png', 180: 'apple-touch-icon.png' };

function drawAsset(model: SiteModel, asset: Asset, blobs: SiteBlobs): string | Uint8Array {
  const palette = model.design.palette;
  switch (asset.kind) {
    case 'illustration': {
      const { art } = model.recipe.illustration;
      if (art && asset.composition === 'hero') return artSvg({ family: art, icons: asset.icons, seed: asset.seed, width: asset.width, height: asset.height, palette });
      return illustrationSvg({ icons: asset.icons, seed: asset.seed, width: asset.width, height: asset.height, composition: asset.composition, palette, style: model.recipe.illustration });
    }
    case 'photo': {
      const bytes = blobs.get(asset.file);
      if (!bytes) throw new Error(`The photo ${asset.file} is not among the site's blobs`);
      return bytes;
    }
    case 'og':
      return ogImagePng({ brand: model.business.name, title: asset.title, palette, lang: asset.lang, ...(asset.icon ? { icon: asset.icon } : {}) });
    case 'icon': {
      const svg = faviconSvg(palette, asset.seed, asset.icon);
      if (asset.format === 'svg') return svg;
      const name = pngSizes[asset.width];
      if (!name) throw new Error(`No PNG icon of ${asset.width} px is drawn`);
      return faviconPngs(svg)[name];
    }
  }
}

/** The stylesheet and the font files it names. */
function styleFiles(model: SiteModel, files: SiteFiles): void {
  const languages = model.editions.map((edition) => edition.lang);
  const fonts = fontFaces([model.design.fonts.heading, model.design.fonts.body], languages, model.fontsDir);
  // Neutral file names: a font's own (family, subset) could hold one of the customer's stop words, and so could "f1".
  const stopWords = new StopWordFilter(model.stopWords);
  const count = fonts.files.size;
  const base = ['face', 'font', 'glyphs', 'ff'].find((name) => !stopWords.has(name) && !Array.from({ length: count }, (_, index) => `${name}${index + 1}`).some((file) => stopWords.has(file))) ?? 'x';
  let css = fonts.css;
  [...fonts.files.keys()].sort().forEach((path, index) => {
    const neutral = `${model.fontsDir}/${base}${index + 1}.woff2`;
    files.set(neutral, fonts.files.get(path) as Uint8Array);
    css = css.replaceAll(`url(${path})`, `url(${neutral})`).replaceAll(`url("${path}")`, `url("${neutral}")`);
  });
  const first = model.editions[0];
  files.set(model.stylesheet, baseStylesheet(model.design, css, first ? chromeCss(first) : '', model.business.name));
}

/**
 * Every file of a site, from its model alone (and the bytes of its stock photos): pages,
 * stylesheet, fonts, pictures, icons, share images, sitemap, robots and the PHP parts.
 * A pure function: the same model gives the same bytes.
 */
export function renderSite(model: SiteModel, blobs: SiteBlobs = new Map()): SiteFiles {
  const files: SiteFiles = new Map();
  styleFiles(model, files);
  for (const asset of model.assets) files.set(asset.file, drawAsset(model, asset, blobs));
  const bookings = siteBookings(model);
  for (const edition of model.editions) {
    if (bookings) {
      // A site taking bookings: a Book page per language, in every menu, and the calls to action lead there.
      const shown = withBookLinks(model, edition);
      for (const page of edition.pages) files.set(page.file, htmlDocument(model, shown, withBookActions(model, edition, page)));
      const book = bookPage(model, edition);
      if (book) files.set(book.file, book.html);
      continue;
    }
    for (const page of edition.pages) {
      files.set(page.file, model.php ? phpPage(model.php, model, edition, page) : htmlDocument(model, edition, page));
    }
  }
  files.set(model.sitemap, sitemapXml(model));
  files.set('robots.txt', robotsTxt(model));
  if (!model.php) return files;
  for (const edition of model.editions) {
    files.set(includePath(model.php, model, edition, 'header'), phpHeader(model, edition));
    files.set(includePath(model.php, model, edition, 'footer'), phpFooter(model, edition));
  }
  files.set(model.php.handler, contactHandler(model.php, model));
  return files;
}
