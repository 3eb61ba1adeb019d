import type { SiteModel } from '../model/site-model.ts';
import { escapeXml } from '../safety/escape.ts';

/** sitemap.xml: every indexable page of every language, with hreflang alternates. */
export function sitemapXml(model: SiteModel): string {
  const lastmod = model.generatedAt.slice(0, 10);
  const bilingual = model.editions.length > 1;
  const urls = model.editions.flatMap((edition) =>
    edition.pages
      .filter((page) => !page.noindex)
      .map((page) => {
        const alternates = page.alternates
          .filter((alternate) => alternate.hreflang !== 'x-default')
          .map((alternate) => `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`)
          .join('');
        return `  <url>\n    <loc>${escapeXml(page.canonical)}</loc>\n    <lastmod>${lastmod}</lastmod>\n    <priority>${page.sitemapPriority ?? '0.8'}</priority>${alternates}\n  </url>`;
      }),
  );
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${bilingual ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled except the PHP plumbing; points to the sitemap. */
export function robotsTxt(model: SiteModel): string {
  const hidden = model.php ? `Disallow: /${model.php.includesDir}/\nDisallow: /${model.php.handler}\n` : '';
  return `User-agent: *\nAllow: /\n${hidden}\nSitemap: https://${model.asciiHost}/${model.sitemap}\n`;
}
