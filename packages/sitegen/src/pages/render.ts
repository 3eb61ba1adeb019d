import { fitDescription, fitTitle } from '../seo/meta.ts';
import type { Edition, PageParts, SiteBuild } from '../site/build-types.ts';
import type { PageKey } from '../site/paths.ts';
import { articlePage, blogPage } from './blog.ts';
import { aboutPage, productsPage, servicesPage } from './catalogue.ts';
import { contactPage } from './contact.ts';
import { homePage } from './home.ts';
import { notFoundPage, privacyPage, siteWords } from './legal.ts';

type Body = Omit<PageParts, 'title' | 'description'>;

function body(build: SiteBuild, edition: Edition, key: PageKey): Body {
  switch (key) {
    case 'home': return homePage(build, edition);
    case 'products': return productsPage(build, edition);
    case 'services': return servicesPage(build, edition);
    case 'about': return aboutPage(build, edition);
    case 'contact': return contactPage(build, edition);
    case 'blog': return blogPage(build, edition);
    case 'article1': return articlePage(build, edition, 0);
    case 'article2': return articlePage(build, edition, 1);
    case 'article3': return articlePage(build, edition, 2);
    case 'privacy': return privacyPage(build, edition);
    case 'notFound': return notFoundPage(build, edition);
  }
}

function titleAndDescription(build: SiteBuild, edition: Edition, key: PageKey): { title: string; description: string } {
  const { copy, ui, blogs } = edition;
  const brand = build.site.brand;
  const withBrand = (text: string) => `${text} | ${brand}`;
  switch (key) {
    case 'home': case 'products': case 'services': case 'about': case 'contact': case 'blog':
      return copy.seo[key];
    case 'article1': case 'article2': case 'article3': {
      const post = blogs[Number(key.slice(-1)) - 1] ?? blogs[0];
      return { title: withBrand(post.title), description: post.description };
    }
    case 'privacy':
      return { title: withBrand(ui.privacy.title), description: siteWords(build, ui.privacy.description) };
    case 'notFound':
      return { title: withBrand(ui.notFound.title), description: siteWords(build, ui.notFound.description) };
  }
}

/** One page of one edition, with its title and description fitted to the SEO limits. */
export function renderPage(build: SiteBuild, edition: Edition, key: PageKey): PageParts {
  const { title, description } = titleAndDescription(build, edition, key);
  return {
    ...body(build, edition, key),
    title: fitTitle(title, build.site.brand),
    description: fitDescription(description, [edition.copy.tagline, edition.copy.hero.lead]),
  };
}
