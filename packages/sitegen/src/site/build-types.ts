import type { Language } from '../brief/languages.ts';
import type { RunPlan, SitePlan } from '../brief/plan.ts';
import type { BlogPost, SiteCopy, UiText } from '../content/schema.ts';
import type { DesignSystem } from '../design/types.ts';
import type { SafeHtml } from '../pages/html.ts';
import type { ImageSlot, PageKey, SitePaths } from './paths.ts';

/** The texts of a site in one language, and the folder its pages go to. */
export interface Edition {
  language: Language;
  copy: SiteCopy;
  blogs: readonly [BlogPost, BlogPost, BlogPost];
  ui: UiText;
  /** "" for the first language, "ru/" and the like for the second. */
  dir: string;
  alt: Record<ImageSlot, string>;
}

export interface PlacedImage {
  /** Path from the site's root, e.g. "images/hero.svg". */
  file: string;
  width: number;
  height: number;
}

/** Everything needed to write the files of one site. */
export interface SiteBuild {
  plan: RunPlan;
  site: SitePlan;
  paths: SitePaths;
  design: DesignSystem;
  editions: readonly Edition[];
  images: Record<ImageSlot, PlacedImage>;
  now: Date;
}

/** One page before it is wrapped in the document frame. */
export interface PageParts {
  key: PageKey;
  title: string;
  description: string;
  main: SafeHtml;
  jsonLd: readonly Record<string, unknown>[];
  ogType: 'website' | 'article';
  noindex?: boolean;
}
