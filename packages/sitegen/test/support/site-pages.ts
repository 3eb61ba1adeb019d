import type { GenerationResult } from '../../src/index.ts';
import { renderPhp } from './php-lite.ts';

export interface RenderedPage {
  host: string;
  path: string;
  html: string;
}

const plumbing = /^(?:includes\/|send\.php$)/;

/** Every page of every site as the browser receives it (PHP pages rendered). */
export function renderedPages(result: GenerationResult): RenderedPage[] {
  return result.sites.flatMap((site) =>
    [...site.files.keys()]
      .filter((path) => /\.(?:html|php)$/.test(path) && !plumbing.test(path))
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
