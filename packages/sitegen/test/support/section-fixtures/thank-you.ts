import { formProblems, thankYouTexts } from '@sitecraft/shared/forms';
import type { SectionData } from '../../../src/model/sections.ts';

/** A bakery's thank-you page in English, with every problem's block. */
export const thankYouFixture: SectionData<'thankYou'> = {
  title: thankYouTexts.en.title,
  text: thankYouTexts.en.thanks,
  home: { label: 'Back to the home page', href: 'index.html' },
  problemTitle: thankYouTexts.en.problemTitle,
  hint: thankYouTexts.en.back,
  problems: formProblems.map((code) => ({ code, text: thankYouTexts.en.problems[code] })),
  back: { label: 'Back to the contact page', href: 'contact.html' },
};
