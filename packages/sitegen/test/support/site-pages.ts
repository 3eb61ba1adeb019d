import type { ComposedSites, GeneratedSite, GenerationResult } from '../../src/index.ts';
import { renderSite } from '../../src/index.ts';
import type { SiteModel } from '../../src/model/site-model.ts';
import { htmlDocument } from '../../src/render/document.ts';
import { renderPhp } from './php-lite.ts';

export interface RenderedPage {
  host: string;
  path: string;
  html: string;
}

/** The PHP parts that are not pages: the includes and the contact handler the model names. */
function isPlumbing(path: string, handler: string | undefined): boolean {
  return path.startsWith('includes/') || path === handler;
}

type Site = Pick<GeneratedSite, 'model' | 'asciiHost' | 'files'>;

/** A site's pages as the browser receives them. */
function sitePages(site: Site): RenderedPage[] {
  return [...site.files.keys()]
    .filter((path) => /\.(?:html|php)$/.test(path) && !isPlumbing(path, site.model.php?.handler))
    .map((path) => ({ host: site.asciiHost, path, html: path.endsWith('.php') ? renderPhp(site.files, path) : String(site.files.get(path)) }));
}

/**
 * Every page of every site as the browser receives it (PHP pages rendered). Of models alone, the HTML pages are
 * rendered one by one (drawing a site's pictures and share images takes longer than its pages).
 */
export function renderedPages(result: GenerationResult | ComposedSites): RenderedPage[] {
  if (!('models' in result)) return result.sites.flatMap(sitePages);
  return result.models.flatMap((model) => {
    if (model.php) return sitePages(siteOf(model) as Site);
    return model.editions.flatMap((edition) => edition.pages.map((page) => ({ host: model.asciiHost, path: page.file, html: htmlDocument(model, edition, page) })));
  });
}

/**
 * A site's files with its PHP pages replaced by their output, for serving to Chromium. Of models alone, the site is
 * rendered without its share pictures: no page loads them, and they take longer to draw than the rest.
 */
export function servedFiles(result: GenerationResult | ComposedSites, siteIndex: number): Map<string, string | Uint8Array> {
  const site = 'models' in result ? siteOf(result.models[siteIndex]) : result.sites[siteIndex];
  if (!site) throw new Error(`No site ${siteIndex}`);
  const served = new Map(site.files);
  for (const page of sitePages(site)) served.set(page.path, page.html);
  return served;
}

function siteOf(model: SiteModel | undefined): Site | undefined {
  if (!model) return undefined;
  return { model, asciiHost: model.asciiHost, files: renderSite({ ...model, assets: model.assets.filter((asset) => asset.kind !== 'og') }) };
}
