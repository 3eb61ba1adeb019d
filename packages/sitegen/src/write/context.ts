import type { Language } from '../brief/languages.ts';
import type { TradeBrief } from '../trades/brief.ts';
import type { RunPlan, SitePlan } from '../brief/plan.ts';
import type { BlogPost, SiteCopy, UiText } from '../content/schema.ts';
import type { ImageRef, Link } from '../model/sections.ts';
import type { Business } from '../model/site-model.ts';
import type { Recipe } from '../render/recipes/types.ts';
import type { PageKey, SitePaths } from '../site/paths.ts';
import type { PlacedPicture, SitePictures } from './pictures.ts';

/** The texts of a site in one language, and the folder its pages go to. */
export interface EditionTexts {
  /** The page language: interface texts, lang attribute, dates. */
  language: Language;
  /** The language the texts are written in (English where the writer lacks the page language). */
  textLanguage: Language;
  /** The trade's facts the texts were written from: kind, offers with prices, plans. */
  trade: TradeBrief;
  copy: SiteCopy;
  blogs: readonly [BlogPost, BlogPost, BlogPost];
  ui: UiText;
  /** "" for the first language, "ru/" and the like for the second. */
  dir: string;
}

/** Everything the writer knows while it lays out one language of one site. */
export interface EditionContext {
  plan: RunPlan;
  site: SitePlan;
  /** The facts of the business (the model's `business`): a page gives a place to those it has. */
  business: Business;
  paths: SitePaths;
  recipe: Recipe;
  pictures: SitePictures;
  texts: EditionTexts;
  all: readonly EditionTexts[];
  now: Date;
  /** Where the site's contact form posts (the forms endpoint) and how long messages are kept; none without an endpoint. */
  form?: SiteForm;
}

export interface SiteForm {
  action: string;
  retentionDays: number;
}

const picturePrefixes: Record<string, { illustration: string; photo: string }> = {
  en: { illustration: 'Illustration', photo: 'Photo' },
  ru: { illustration: 'Иллюстрация', photo: 'Фото' },
};

/** A link to another page of the same language (pages of one language share a folder). */
export function pageLink(context: EditionContext, key: PageKey, label: string): Link {
  return { label, href: context.paths.pages[key] };
}

/** A picture with its alt text: what it stands for, marked as an illustration or a photo. */
export function imageRef(context: EditionContext, picture: PlacedPicture, subject: string): ImageRef {
  const prefix = picturePrefixes[context.texts.language.code];
  const lead = prefix ? context.plan.stopWords.phrase(prefix[picture.kind]) : '';
  return { file: picture.file, width: picture.width, height: picture.height, alt: `${lead ? `${lead}: ` : ''}${subject}` };
}

/** The absolute https address of a page of a language, as used in canonical links and the sitemap. */
export function absolutePageUrl(context: Pick<EditionContext, 'paths' | 'site'>, dir: string, key: PageKey): string {
  const file = context.paths.pages[key];
  const path = key === 'home' && file === `index.${context.paths.ext}` ? '' : file;
  return `https://${context.site.asciiHost}/${dir}${path}`;
}

/** The absolute address of a file at the site's root. */
export function absoluteFileUrl(context: Pick<EditionContext, 'site'>, file: string): string {
  return `https://${context.site.asciiHost}/${file}`;
}

/** Fills {brand} and {domain} in the frame's texts. */
export function siteWords(context: EditionContext, text: string): string {
  return text.replace(/\{brand\}/g, context.site.brand).replace(/\{domain\}/g, context.site.host);
}

/** The date an article carries: spread over the weeks before the generation. */
export function articleDate(now: Date, index: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 4 - index * 9));
}

/** A date in the page's language; in digits when the month's name is a stop word. */
export function formatDate(context: EditionContext, date: Date): string {
  const code = context.texts.language.code;
  const long = new Intl.DateTimeFormat(code, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
  if (!context.plan.stopWords.has(long)) return long;
  return new Intl.DateTimeFormat(code, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(date);
}

/** The form of a count label ("one|few|many" or "one|other") that fits `count` in the language. */
export function pluralLabel(forms: string, count: number, language: string): string {
  const parts = forms.split('|');
  const category = new Intl.PluralRules(language).select(count);
  if (category === 'one') return parts[0] ?? forms;
  if (category === 'few' && parts.length > 2) return parts[1] ?? forms;
  return parts[parts.length - 1] ?? forms;
}
