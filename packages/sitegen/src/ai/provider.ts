import type { Language } from '../brief/languages.ts';
import type { BlogPost, SiteCopy, UiText } from '../content/schema.ts';
import type { Tone } from '../design/types.ts';

/** What a provider is told about one site in one language. */
export interface CopyBrief {
  brand: string;
  domain: string;
  siteType: string;
  theme: string;
  description: string;
  styleName: string;
  styleDescription: string;
  tone: Tone;
  keywords: readonly string[];
  stopWords: readonly string[];
  country: string;
  address: string;
  phone: string;
  /** The composer's reading of the theme (restaurant, tech, …). */
  themeId: string;
  language: Language;
  /** Stable per request, track_id, domain and language: the composer's seed. */
  seed: string;
}

export type BlogIndex = 0 | 1 | 2;

/**
 * Writes the texts of a site. Every answer is checked against the content schemas by the
 * engine, whatever the provider.
 */
export interface AiProvider {
  readonly name: string;
  /** Whether the provider writes this language itself (else the engine falls back to English). */
  writes(language: Language): boolean;
  siteCopy(brief: CopyBrief, signal: AbortSignal): Promise<SiteCopy>;
  blogPost(brief: CopyBrief, index: BlogIndex, signal: AbortSignal): Promise<BlogPost>;
  /** Menus, form labels and the privacy page in the brief's language. */
  uiText(brief: CopyBrief, signal: AbortSignal): Promise<UiText>;
}
