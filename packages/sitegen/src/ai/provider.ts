import type { Language } from '../brief/languages.ts';
import type { BlogPost, SiteCopy } from '../content/schema.ts';
import type { Tone } from '../design/types.ts';
import type { TradeBrief } from '../trades/brief.ts';

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
  /** The trade the answers point to, with the offers and plans the site shows. */
  trade: TradeBrief;
  language: Language;
  /** Stable per request, track_id, domain and language: the composer's seed. */
  seed: string;
  /** What the quality stage found wrong with an earlier answer, when the texts are written again. */
  corrections?: readonly string[];
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
}
