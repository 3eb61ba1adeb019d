import { containsWholeWord, generationRequestSchema, splitList } from '@sitecraft/shared/generation';
import { builderTexts } from '../builder-texts.ts';
import type { WizardValues } from './wizard-values.ts';

// The request schema's own rule for rename_index (its pattern, length and the names other pages take).
const renameIndexRule = generationRequestSchema.shape.rename_index;

/** The longest home page name the request schema takes. */
export const homePageMaxLength = renameIndexRule.unwrap().maxLength ?? 64;

/**
 * Why the PHP home page's name cannot be used, in words for the person, or undefined when it can (a blank name
 * means `index`). The rules are the request schema's: a file name without an extension, not another page's
 * name, and no stop word in it.
 */
export function homePageProblem(values: Pick<WizardValues, 'file_extension' | 'rename_index' | 'stop_words'>): string | undefined {
  if (values.file_extension !== 'PHP') return undefined;
  const name = values.rename_index.trim();
  if (!name) return undefined;
  const texts = builderTexts();
  const checked = renameIndexRule.safeParse(name);
  if (!checked.success) {
    const code = checked.error.issues[0]?.code;
    if (code === 'too_big') return texts.homePageTooLong(homePageMaxLength);
    if (code === 'custom') return texts.homePageTaken(name);
    return texts.homePageFormat;
  }
  const stopWord = splitList(values.stop_words).find((word) => containsWholeWord(name.replace(/[-_]/g, ' '), word));
  return stopWord ? texts.homePageStopWord(stopWord) : undefined;
}
