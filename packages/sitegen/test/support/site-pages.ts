import type { GenerationResult } from '../../src/index.ts';
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

/** Every page of every site as the browser receives it (PHP pages rendered). */
export function renderedPages(result: GenerationResult): RenderedPage[] {
  return result.sites.flatMap((site) =>
    [...site.files.keys()]
      .filter((path) => /\.(?:html|php)$/.test(path) && !isPlumbing(path, site.model.php?.handler))
      .map((path) => ({
        host: site.asciiHost,
        path,
        html: path.endsWith('.php') ? renderPhp(site.files, path) : String(site.files.get(path)),
      })),
  );
}

/** A site's files with its PHP pages replaced by their output, for serving to Chromium. */
export function servedFiles(result: GenerationResult, siteIndex: number): Map<string, string | Uint8Array> {
  const site = result.sites[siteIndex];
  if (!site) throw new Error(`No site ${siteIndex}`);
  const served = new Map(site.files);
  for (const page of renderedPages({ ...result, sites: [site] })) served.set(page.path, page.html);
  return served;
}
