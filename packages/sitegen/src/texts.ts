import type { StageStatus } from '@sitecraft/shared/generation';
import type { AiProvider, BlogIndex, CopyBrief } from './ai/provider.ts';
import { ensureKeywords } from './content/keywords.ts';
import { blogPostSchema, siteCopySchema } from './content/schema.ts';
import type { BlogPost, SiteCopy, UiText } from './content/schema.ts';
import { uiFor } from './content/ui/index.ts';
import { GenerationError, writerFailure } from './errors.ts';
import type { Language } from './brief/languages.ts';
import { OfflineComposer } from './compose/composer.ts';
import type { StopWordFilter } from './safety/stop-words.ts';
import { withBrand } from './trades/brief.ts';
import type { z } from 'zod';
import { textFaults } from './quality/output-faults.ts';

/** The texts of one site in one language, each part still on its way. */
export interface PendingTexts {
  brief: CopyBrief;
  copy: Promise<SiteCopy>;
  blogs: readonly [Promise<BlogPost>, Promise<BlogPost>, Promise<BlogPost>];
}

function checked<T>(schema: z.ZodType<T>, what: string, provider: string) {
  return (value: unknown): T => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    throw new GenerationError('ai_invalid_output', writerFailure.unusable, `The ${provider} gave ${what} that does not fit the expected form (${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}).`);
  };
}

function quiet<T>(promise: Promise<T>): Promise<T> {
  // The engine awaits each part in stage order; this keeps an early failure from being reported as unhandled.
  promise.catch(() => undefined);
  return promise;
}

/**
 * The owner's offers, exactly, whatever the writer answered: the list is the owner's, each title the owner's name,
 * each text the answer's for that offer (by its name, else by its place) or the brief's own; no plans.
 */
function withOwnerOffers(copy: SiteCopy, brief: CopyBrief): SiteCopy {
  if (!brief.trade.ownerOffers) return copy;
  const key = (title: string) => title.trim().toLocaleLowerCase();
  const answered = new Map(copy.offers.items.map((item) => [key(item.title), item]));
  const items = brief.trade.offers.map((offer, index) => ({ title: offer.title, text: (answered.get(key(offer.title)) ?? copy.offers.items[index])?.text ?? withBrand(offer.text, brief.brand) }));
  const out: SiteCopy = { ...copy, offers: { ...copy.offers, items } };
  delete out.plans;
  return out;
}

/** An answer a writer left unusable, written by the offline composer instead. */
export interface ComposedAnswer {
  brief: CopyBrief;
  /** "site" or "article1" to "article3". */
  answer: string;
  reason: string;
}

/**
 * The offline composer's answer where an AI writer's stays unusable after its repairs: the quality stage then asks
 * the writer again, text by text, where the composer does not write the language.
 */
function orComposed<T>(ai: AiProvider, brief: CopyBrief, answer: string, written: Promise<T>, compose: (composer: OfflineComposer) => Promise<T>, onComposed?: (composed: ComposedAnswer) => void): Promise<T> {
  if (ai instanceof OfflineComposer) return written;
  return written.catch((error: unknown) => {
    if (!(error instanceof GenerationError) || error.code !== 'ai_invalid_output') throw error;
    onComposed?.({ brief, answer, reason: error.detail ?? error.message });
    return compose(new OfflineComposer());
  });
}

/** Starts every text call of one site and language at once; the provider bounds concurrency. */
export function startTexts(ai: AiProvider, brief: CopyBrief, signal: AbortSignal, onComposed?: (composed: ComposedAnswer) => void): PendingTexts {
  const name = ai.name;
  const blog = (index: BlogIndex) =>
    quiet(orComposed(ai, brief, `article${index + 1}`, ai.blogPost(brief, index, signal).then(checked(blogPostSchema, `blog article ${index + 1}`, name)), (composer) => composer.blogPost(brief, index), onComposed));
  const copy = orComposed(ai, brief, 'site', ai.siteCopy(brief, signal).then(checked(siteCopySchema, 'site texts', name)), (composer) => composer.siteCopy(brief), onComposed);
  return { brief, copy: quiet(copy.then((written) => withOwnerOffers(written, brief))), blogs: [blog(0), blog(1), blog(2)] };
}

export interface SettledTexts {
  brief: CopyBrief;
  /** The page language (the brief's is the texts' language). */
  language: Language;
  copy: SiteCopy;
  blogs: [BlogPost, BlogPost, BlogPost];
  ui: UiText;
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new GenerationError('aborted', 'The generation was cancelled.'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new GenerationError('aborted', 'The generation was cancelled.'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Waits for the texts in stage order (site texts, then each article) and adds each language's interface texts. */
export async function settleTexts(
  pending: PendingTexts[][],
  languages: readonly Language[],
  report: (status: StageStatus) => void,
  signal: AbortSignal,
  stopWords: StopWordFilter,
): Promise<SettledTexts[][]> {
  const all = pending.flat();
  const copies = await untilAborted(Promise.all(all.map((texts) => texts.copy)), signal);
  const blogs: BlogPost[][] = all.map(() => []);
  const statuses = ['generating_blog_1', 'generating_blog_2', 'generating_blog_3'] as const;
  for (const [index, status] of statuses.entries()) {
    report(status);
    const posts = await untilAborted(Promise.all(all.map((texts) => texts.blogs[index] as Promise<BlogPost>)), signal);
    posts.forEach((post, siteIndex) => blogs[siteIndex]?.push(post));
  }
  let flatIndex = 0;
  return pending.map((site) =>
    site.map((texts, position) => {
      const language = languages[position] ?? texts.brief.language;
      const copy = copies[flatIndex] as SiteCopy;
      const [first, second, third] = blogs[flatIndex] as [BlogPost, BlogPost, BlogPost];
      flatIndex += 1;
      // Interface labels have no written alternatives: a stop word among them goes, the label stays, unless that cuts
      // it after a joining word ("At a" of "At a glance"): then the brand stands in for it.
      const place = { role: 'heading', textCode: language.code, scriptCodes: [language.code], protectedWords: [] } as const;
      const cut = (label: string) => textFaults(label, place).some((fault) => fault.fault === 'sentences');
      const ui = stopWords.deep(uiFor(language.code), texts.brief.brand, cut);
      return { brief: texts.brief, language, copy: ensureKeywords(copy, texts.brief.keywords), blogs: [first, second, third], ui };
    }),
  );
}
