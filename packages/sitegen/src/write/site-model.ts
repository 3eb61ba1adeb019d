import type { RunPlan, SitePlan } from '../brief/plan.ts';
import type { Asset, EditionModel, SiteModel } from '../model/site-model.ts';
import type { Recipe } from '../render/recipes/types.ts';
import type { PageKey, SitePaths } from '../site/paths.ts';
import { fromRoot } from '../site/paths.ts';
import { formTextsFor } from '../content/form-texts.ts';
import { siteGapsOf } from '../model/site-gaps.ts';
import { businessOf } from './business.ts';
import { navModel, footerModel } from './chrome.ts';
import type { EditionContext, EditionTexts, SiteForm } from './context.ts';
import { absolutePageUrl } from './context.ts';
import { writePage } from './pages.ts';
import type { SitePictures } from './pictures.ts';

export interface SiteModelInput {
  plan: RunPlan;
  site: SitePlan;
  paths: SitePaths;
  recipe: Recipe;
  pictures: SitePictures;
  editions: readonly EditionTexts[];
  now: Date;
  /** The contact form's endpoint: HTML sites without one have no form. */
  form?: SiteForm;
}

function switchLabel(plan: RunPlan, texts: EditionTexts): string {
  const { language } = texts;
  return [language.native, language.name].find((name) => !plan.stopWords.has(name)) ?? language.code.toUpperCase();
}

function shareTitle(texts: EditionTexts, key: PageKey, brand: string): string {
  const { copy, ui, blogs } = texts;
  switch (key) {
    case 'home': return copy.hero.title;
    case 'offers': return copy.offers.heading;
    case 'prices': return copy.seo.prices?.title ?? copy.offers.heading;
    case 'about': return copy.about.heading;
    case 'contact': return copy.contact.heading;
    case 'blog': return copy.blogIntro.heading;
    case 'article1': case 'article2': case 'article3': return blogs[Number(key.slice(-1)) - 1]?.title ?? brand;
    case 'privacy': return ui.privacy.title;
    case 'notFound': return ui.notFound.title;
    case 'thankYou': return formTextsFor(texts.language.code).thankYou.title;
  }
}

function iconAssets(paths: SitePaths, seed: string, icon: string): Asset[] {
  const base = paths.favicon.replace(/\.svg$/, '');
  return [
    { kind: 'icon', file: paths.favicon, width: 64, height: 64, format: 'svg', seed, icon },
    { kind: 'icon', file: `${base}-32.png`, width: 32, height: 32, format: 'png', seed, icon },
    { kind: 'icon', file: `${base}-192.png`, width: 192, height: 192, format: 'png', seed, icon },
    { kind: 'icon', file: paths.touchIcon, width: 180, height: 180, format: 'png', seed, icon },
  ];
}

/** The icon a page's share picture shows: the picture of its own subject. */
function shareIcon(pictures: SitePictures, key: PageKey): string {
  switch (key) {
    case 'offers': return pictures.slots.offers.icon;
    case 'prices': return pictures.slots.prices.icon;
    case 'about': return pictures.slots.about.icon;
    case 'article1': return pictures.slots.blog1.icon;
    case 'article2': return pictures.slots.blog2.icon;
    case 'article3': return pictures.slots.blog3.icon;
    default: return pictures.slots.hero.icon;
  }
}

const unsharedPages: ReadonlySet<PageKey> = new Set(['privacy', 'notFound', 'thankYou']);

/**
 * The model of one site: every page of every language as sections with their content, the
 * design tokens and the recipe's variants, and the assets to draw. Rendering needs nothing else.
 */
export function writeSiteModel(input: SiteModelInput): SiteModel {
  const { plan, site, paths, recipe, pictures, now } = input;
  const assets: Asset[] = [...pictures.assets, ...iconAssets(paths, site.asciiHost, pictures.slots.hero.icon)];
  const business = businessOf(plan, site.brand);
  const editions: EditionModel[] = input.editions.map((texts, editionIndex) => {
    const context: EditionContext = { plan, site, business, paths, recipe, pictures, texts, all: input.editions, now, ...(input.form ? { form: input.form } : {}) };
    const shareImage = (pageIndex: number) => `${paths.imagesDir}/${paths.share}-${editionIndex + 1}-${pageIndex + 1}.png`;
    const pages = paths.keys.map((key, pageIndex) => {
      // Nobody shares a privacy policy, a 404 or a thank-you page: they show the home page's picture, and none is drawn for them.
      const shared = !unsharedPages.has(key);
      const ogImage = shareImage(shared ? pageIndex : Math.max(0, paths.keys.indexOf('home')));
      if (shared) assets.push({ kind: 'og', file: ogImage, width: 1200, height: 630, title: shareTitle(texts, key, site.brand), lang: texts.language.code, icon: shareIcon(pictures, key) });
      const bilingual = input.editions.length > 1;
      const alternates = bilingual
        ? [
            ...input.editions.map((other) => ({ hreflang: other.language.code, href: absolutePageUrl(context, other.dir, key) })),
            { hreflang: 'x-default', href: absolutePageUrl(context, input.editions[0]?.dir ?? '', key) },
          ]
        : [];
      const switcher = input.editions
        .filter((other) => other !== texts)
        .map((other) => ({ label: switchLabel(plan, other), href: fromRoot(texts.dir, `${other.dir}${paths.pages[key]}`), lang: other.language.code }));
      return writePage(context, key, { canonical: absolutePageUrl(context, texts.dir, key), ogImage, alternates, switcher });
    });
    const { form } = texts.ui;
    return {
      lang: texts.language.code,
      ...(texts.textLanguage.code !== texts.language.code ? { textLang: texts.textLanguage.code } : {}),
      locale: texts.language.locale,
      rtl: Boolean(texts.language.rtl),
      dir: texts.dir,
      nav: navModel(context),
      footer: footerModel(context),
      pages,
      formTexts: { title: `${form.heading} | ${site.brand}`, sent: form.sent, failed: form.failed, nameError: form.nameError, emailError: form.emailError, messageError: form.messageError, back: form.back },
    };
  });
  return {
    version: 4,
    host: site.host,
    asciiHost: site.asciiHost,
    business,
    gaps: siteGapsOf(business, plan.answers.description !== ''),
    generatedAt: now.toISOString(),
    recipe: { id: recipe.id, label: recipe.label, source: recipe.source, illustration: recipe.illustration },
    design: recipe.design,
    ...(plan.php ? { php: { includesDir: paths.includesDir, header: paths.header, footer: paths.footer, handler: paths.handler } } : {}),
    stylesheet: paths.stylesheet,
    fontsDir: paths.fontsDir,
    favicon: paths.favicon,
    sitemap: paths.sitemap,
    stopWords: [...plan.stopWords.words],
    editions,
    assets,
  };
}
