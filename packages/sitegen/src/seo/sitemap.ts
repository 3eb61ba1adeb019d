import { escapeXml } from '../safety/escape.ts';
import type { SiteBuild } from '../site/build-types.ts';
import { absoluteFileUrl, absoluteUrl } from '../site/links.ts';
import { pageKeys } from '../site/paths.ts';

/** sitemap.xml: every indexable page of every language, with hreflang alternates. */
export function sitemapXml(build: SiteBuild): string {
  const lastmod = build.now.toISOString().slice(0, 10);
  const bilingual = build.editions.length > 1;
  const urls = build.editions.flatMap((edition) =>
    pageKeys
      .filter((key) => key !== 'notFound')
      .map((key) => {
        const alternates = bilingual
          ? build.editions.map((other) => `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(other.language.code)}" href="${escapeXml(absoluteUrl(build, other, key))}"/>`).join('')
          : '';
        const priority = key === 'home' ? '1.0' : key.startsWith('article') ? '0.6' : '0.8';
        return `  <url>\n    <loc>${escapeXml(absoluteUrl(build, edition, key))}</loc>\n    <lastmod>${lastmod}</lastmod>\n    <priority>${priority}</priority>${alternates}\n  </url>`;
      }),
  );
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${bilingual ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled except the PHP plumbing; points to the sitemap. */
export function robotsTxt(build: SiteBuild): string {
  const hidden = build.plan.php ? `Disallow: /${build.paths.includesDir}/\nDisallow: /${build.paths.handler}\n` : '';
  return `User-agent: *\nAllow: /\n${hidden}\nSitemap: ${absoluteFileUrl(build, build.paths.sitemap)}\n`;
}
