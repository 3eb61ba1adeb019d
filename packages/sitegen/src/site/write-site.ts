import { buildStylesheet } from '../design/css.ts';
import { faviconSvg } from '../images/svg-art.ts';
import { htmlDocument } from '../pages/frame.ts';
import { renderPage } from '../pages/render.ts';
import { contactHandler } from '../php/contact-handler.ts';
import { phpFooter, phpHeader, phpPage, includePath } from '../php/php-pages.ts';
import { robotsTxt, sitemapXml } from '../seo/sitemap.ts';
import type { SiteBuild } from './build-types.ts';
import type { PageKey } from './paths.ts';

export type SiteFiles = Map<string, string | Uint8Array>;

/** The page groups in the order of the engine's building stages. */
export const pageGroups: readonly (readonly PageKey[])[] = [
  ['home'],
  ['products'],
  ['services'],
  ['about', 'contact', 'blog', 'article1', 'article2', 'article3', 'privacy', 'notFound'],
];

/** Writes the pages of one group for every language of the site. */
export function writePages(build: SiteBuild, keys: readonly PageKey[], files: SiteFiles): void {
  for (const edition of build.editions) {
    for (const key of keys) {
      const parts = renderPage(build, edition, key);
      const path = `${edition.dir}${build.paths.pages[key]}`;
      files.set(path, build.plan.php ? phpPage(build, edition, parts) : htmlDocument(build, edition, parts));
    }
  }
}

/** The files every site has besides its pages: stylesheet, icon, sitemap, robots, PHP parts. */
export function writeSiteFrame(build: SiteBuild, files: SiteFiles): void {
  files.set(build.paths.stylesheet, buildStylesheet(build.design));
  files.set(build.paths.favicon, faviconSvg(build.design.palette, build.site.asciiHost));
  files.set(build.paths.sitemap, sitemapXml(build));
  files.set('robots.txt', robotsTxt(build));
  if (!build.plan.php) return;
  for (const edition of build.editions) {
    files.set(includePath(build, edition, 'header'), phpHeader(build, edition));
    files.set(includePath(build, edition, 'footer'), phpFooter(build, edition));
  }
  files.set(build.paths.handler, contactHandler(build));
}
