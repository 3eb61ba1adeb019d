import { formProblems, formTexts } from '@sitecraft/shared/forms';
import type { SectionData } from '../../../src/model/sections.ts';

/** A bakery's thank-you page in English, with every problem's block. */
export const thankYouFixture: SectionData<'thankYou'> = {
  title: formTexts.en.thankYou.title,
  text: formTexts.en.thankYou.thanks,
  home: { label: 'Back to the home page', href: 'index.html' },
  problemTitle: formTexts.en.thankYou.problemTitle,
  hint: formTexts.en.thankYou.back,
  problems: formProblems.map((code) => ({ code, text: formTexts.en.thankYou.problems[code] })),
  back: { label: 'Back to the contact page', href: 'contact.html' },
};
