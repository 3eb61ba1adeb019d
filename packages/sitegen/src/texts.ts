import type { StageStatus } from '@sitecraft/shared/generation';
import type { AiProvider, BlogIndex, CopyBrief } from './ai/provider.ts';
import { ensureKeywords } from './content/keywords.ts';
import type { Language } from './brief/languages.ts';
import { isComposerLanguage } from './brief/languages.ts';
import { blogPostSchema, siteCopySchema, uiTextSchema } from './content/schema.ts';
import type { BlogPost, SiteCopy, UiText } from './content/schema.ts';
import { uiEnglish } from './content/ui-en.ts';
import { uiRussian } from './content/ui-ru.ts';
import { GenerationError } from './errors.ts';
import type { StopWordFilter } from './safety/stop-words.ts';
import type { z } from 'zod';

/** The texts of one site in one language, each part still on its way. */
export interface PendingTexts {
  brief: CopyBrief;
  copy: Promise<SiteCopy>;
  blogs: readonly [Promise<BlogPost>, Promise<BlogPost>, Promise<BlogPost>];
  ui: Promise<UiText>;
}

function checked<T>(schema: z.ZodType<T>, what: string, provider: string) {
  return (value: unknown): T => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    throw new GenerationError('ai_invalid_output', `The ${provider} gave ${what} that does not fit the expected form (${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}).`);
  };
}

function quiet<T>(promise: Promise<T>): Promise<T> {
  // The engine awaits each part in stage order; this keeps an early failure from being reported as unhandled.
  promise.catch(() => undefined);
  return promise;
}

/** Starts every text call of one site and language at once; the provider bounds concurrency. */
export function startTexts(ai: AiProvider, brief: CopyBrief, signal: AbortSignal): PendingTexts {
  const name = ai.name;
  const blog = (index: BlogIndex) => quiet(ai.blogPost(brief, index, signal).then(checked(blogPostSchema, `blog article ${index + 1}`, name)));
  const builtIn = builtInUi(brief.language);
  return {
    brief,
    copy: quiet(ai.siteCopy(brief, signal).then(checked(siteCopySchema, 'site texts', name))),
    blogs: [blog(0), blog(1), blog(2)],
    ui: quiet(builtIn ? Promise.resolve(builtIn) : ai.uiText(brief, signal).then(checked(uiTextSchema, 'menu and form texts', name))),
  };
}

/** The frame texts the engine carries itself (English and Russian). */
export function builtInUi(language: Language): UiText | undefined {
  if (!isComposerLanguage(language.code)) return undefined;
  return language.code === 'ru' ? uiRussian : uiEnglish;
}

export interface SettledTexts {
  brief: CopyBrief;
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

/** Waits for the texts in stage order (site texts, then each article) and cleans stop words. */
export async function settleTexts(
  pending: PendingTexts[][],
  report: (status: StageStatus) => void,
  signal: AbortSignal,
  stopWords: StopWordFilter,
): Promise<SettledTexts[][]> {
  const all = pending.flat();
  const copies = await untilAborted(Promise.all(all.map((texts) => Promise.all([texts.copy, texts.ui]))), signal);
  const blogs: BlogPost[][] = all.map(() => []);
  const statuses = ['generating_blog_1', 'generating_blog_2', 'generating_blog_3'] as const;
  for (const [index, status] of statuses.entries()) {
    report(status);
    const posts = await untilAborted(Promise.all(all.map((texts) => texts.blogs[index] as Promise<BlogPost>)), signal);
    posts.forEach((post, siteIndex) => blogs[siteIndex]?.push(post));
  }
  let flatIndex = 0;
  return pending.map((site) =>
    site.map((texts) => {
      const [copy, ui] = copies[flatIndex] as [SiteCopy, UiText];
      const [first, second, third] = blogs[flatIndex] as [BlogPost, BlogPost, BlogPost];
      flatIndex += 1;
      const clean = <T>(value: T): T => stopWords.deep(value, texts.brief.brand);
      return { brief: texts.brief, copy: clean(ensureKeywords(copy, texts.brief.keywords)), blogs: [clean(first), clean(second), clean(third)], ui: clean(ui) };
    }),
  );
}
