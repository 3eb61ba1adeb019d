import { findTemplate } from '@sitecraft/shared/templates';
import { builderTexts } from '../builder-texts.ts';

interface LookAnswers {
  baseTemplate?: string | undefined;
  design_style?: string | undefined;
  /** The style description of step 4. */
  features?: string | undefined;
}

/**
 * What to tell a person who chose both a gallery template and a style: the template shapes the whole look (its
 * composition, colours and fonts), so the style is not used. Undefined when only one of them was chosen.
 */
export function styleSetAside({ baseTemplate, design_style = '', features = '' }: LookAnswers): string | undefined {
  const template = baseTemplate ? findTemplate(baseTemplate) : undefined;
  if (!template) return undefined;
  if (design_style.trim()) return builderTexts().styleSetAside(template.title, design_style.trim());
  return features.trim() ? builderTexts().styleSetAside(template.title, undefined) : undefined;
}
