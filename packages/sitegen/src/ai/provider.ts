import type { Language } from '../brief/languages.ts';
import type { BlogPost, SiteCopy } from '../content/schema.ts';
import type { Tone } from '../design/types.ts';
import type { Business } from '../model/site-model.ts';
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
  /** The country as a sentence names it in the language: "the United Kingdom". */
  country: string;
  /** Where the business is, as a sentence names it: the town of the address, else the country. */
  place: string;
  address: string;
  phone: string;
  /** The trade the answers point to, with the offers and plans the site shows. */
  trade: TradeBrief;
  /**
   * The owner's facts as every page shows them (the model's `business`): offers with their prices, opening hours,
   * email, reviews, the places served, the ways to pay, the year founded; each absent when not given. Texts that answer
   * common questions (the FAQ) take them from here, and say nothing of what is absent.
   */
  facts: Omit<Business, 'name'>;
  language: Language;
  /** Stable per request, track_id, domain and language: the composer's seed. */
  seed: string;
}

export type BlogIndex = 0 | 1 | 2;

export interface RewriteOptions {
  /** Other wording of one section the owner asked for, on this page (rather than texts that failed a check). */
  rewordOn?: string;
}

/** A text the writer is asked to write again, and why. */
export interface FieldRequest {
  /** "site.intro.heading", "article2.sections.1.paragraphs.0": the answer's key for it. */
  key: string;
  /** What it says now. */
  text: string;
  /** The checks' words for what is wrong with it. */
  reasons: readonly string[];
  /** A keyword it must hold, unchanged. */
  keyword?: string;
  minLength?: number;
  maxLength?: number;
}

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
  /**
   * Writes again only the texts asked for, in one answer: their new texts by key (a key left out stays failing).
   * A writer without it (the offline composer) is never asked twice.
   */
  rewriteFields?(brief: CopyBrief, fields: readonly FieldRequest[], signal: AbortSignal, options?: RewriteOptions): Promise<Record<string, string>>;
}
