import type { Edition, SiteBuild } from './build-types.ts';
import type { PageKey } from './paths.ts';

/** Relative link from a page of `edition` to another page of the same edition. */
export function pageHref(build: SiteBuild, key: PageKey): string {
  return build.paths.pages[key];
}

/** Relative link from a page of `edition` to a file at the site's root (stylesheet, images). */
export function rootHref(edition: Edition, file: string): string {
  return `${'../'.repeat(edition.dir.split('/').filter(Boolean).length)}${file}`;
}

/** Relative link from a page of `from` to the same page in the `to` edition. */
export function editionHref(build: SiteBuild, from: Edition, to: Edition, key: PageKey): string {
  return rootHref(from, `${to.dir}${build.paths.pages[key]}`);
}

/** The absolute https address of a page, as used in canonical links and the sitemap. */
export function absoluteUrl(build: SiteBuild, edition: Edition, key: PageKey): string {
  const file = build.paths.pages[key];
  const path = key === 'home' && file === `index.${build.paths.ext}` ? '' : file;
  return `https://${build.site.asciiHost}/${edition.dir}${path}`;
}

/** The absolute address of a file at the site's root. */
export function absoluteFileUrl(build: SiteBuild, file: string): string {
  return `https://${build.site.asciiHost}/${file}`;
}
