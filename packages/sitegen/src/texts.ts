import type { AiProvider, BlogIndex, CopyBrief } from './ai/provider.ts';
import type { Language } from './brief/languages.ts';
import { isComposerLanguage } from './brief/languages.ts';
import { blogPostSchema, siteCopySchema, uiTextSchema } from './content/schema.ts';
import type { BlogPost, SiteCopy, UiText } from './content/schema.ts';
import { uiEnglish } from './content/ui-en.ts';
import { uiRussian } from './content/ui-ru.ts';
import { GenerationError } from './errors.ts';
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
