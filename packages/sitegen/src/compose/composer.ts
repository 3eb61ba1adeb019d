import type { AiProvider, BlogIndex, CopyBrief } from '../ai/provider.ts';
import { isComposerLanguage } from '../brief/languages.ts';
import type { Language } from '../brief/languages.ts';
import { Random } from '../brief/random.ts';
import { matchThemeById, themeWords } from '../brief/themes.ts';
import type { BlogPost, SiteCopy, UiText } from '../content/schema.ts';
import { uiEnglish } from '../content/ui-en.ts';
import { uiRussian } from '../content/ui-ru.ts';
import { composeEnglishBlog } from './en-blog.ts';
import { composeEnglishCopy } from './en-copy.ts';
import { composeRussianBlog } from './ru-blog.ts';
import { composeRussianCopy } from './ru-copy.ts';
import { baseSlots, workingKeywords } from './slots.ts';

function languageOf(brief: CopyBrief): 'en' | 'ru' {
  return brief.language.code === 'ru' ? 'ru' : 'en';
}

function slotsFor(brief: CopyBrief): { slots: Record<string, string>; random: Random } {
  const words = themeWords(matchThemeById(brief.themeId), languageOf(brief));
  const random = new Random(`${brief.seed}:composer`);
  const keywords = workingKeywords(brief.keywords, words);
  return { slots: baseSlots(brief, words, keywords, random.fork('slots')), random };
}

/**
 * The offline composer: writes a complete site in English or Russian from the answers,
 * with no network, the same way every time for the same request and track_id.
 * For any other language it writes English (the engine says so to the customer).
 */
export class OfflineComposer implements AiProvider {
  readonly name = 'offline composer';

  writes(language: Language): boolean {
    return isComposerLanguage(language.code);
  }

  async siteCopy(brief: CopyBrief): Promise<SiteCopy> {
    const { slots, random } = slotsFor(brief);
    return languageOf(brief) === 'ru' ? composeRussianCopy(brief, slots, random.fork('copy')) : composeEnglishCopy(brief, slots, random.fork('copy'));
  }

  async blogPost(brief: CopyBrief, index: BlogIndex): Promise<BlogPost> {
    const { slots } = slotsFor(brief);
    return languageOf(brief) === 'ru' ? composeRussianBlog(index, slots) : composeEnglishBlog(index, slots);
  }

  async uiText(brief: CopyBrief): Promise<UiText> {
    return languageOf(brief) === 'ru' ? uiRussian : uiEnglish;
  }
}
