import { formProblems } from '@sitecraft/shared/forms';
import { formTextsFor } from '../content/form-texts.ts';
import type { Section, SectionData } from '../model/sections.ts';
import type { EditionContext } from './context.ts';
import { pageLink } from './context.ts';

/** The thank-you page's title and description. */
export function thankYouMeta(context: EditionContext): { title: string; description: string } {
  const { thankYou } = formTextsFor(context.texts.language.code);
  return { title: `${thankYou.title} | ${context.site.brand}`, description: thankYou.thanks };
}

/**
 * The thank-you page in the page's language (English, marked so, for a language without a form pack): the thanks with a way home
 * and a way to write again, and a block per problem with a way back to the contact page. Writing again opens the
 * contact page anew: the browser's Back button could bring back the sent page, whose time token is used up.
 */
export function thankYouSections(context: EditionContext): Section[] {
  const { lang, thankYou } = formTextsFor(context.texts.language.code);
  const { ui } = context.texts;
  const data: SectionData<'thankYou'> = {
    ...(lang ? { lang } : {}),
    title: thankYou.title,
    text: thankYou.thanks,
    home: pageLink(context, 'home', ui.notFound.action),
    again: pageLink(context, 'contact', thankYou.writeAgain),
    problemTitle: thankYou.problemTitle,
    hint: thankYou.back,
    problems: formProblems.map((code) => ({ code, text: thankYou.problems[code] })),
    back: pageLink(context, 'contact', ui.form.back),
  };
  return [{ kind: 'thankYou', variant: 'standard', data }];
}

/** The privacy policy's section on the contact form: what it keeps and for how long; none without a form. */
export function privacyFormSection(context: EditionContext): SectionData<'prose'>['sections'] {
  if (!context.form) return [];
  const { lang, site } = formTextsFor(context.texts.language.code);
  return [{ heading: site.privacyHeading, text: site.privacy(context.form.retentionDays), ...(lang ? { lang } : {}) }];
}
