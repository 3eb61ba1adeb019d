import { findTemplate } from '@sitecraft/shared/templates';
import { builderTexts as texts } from '../builder-texts.ts';

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
  const style = design_style.trim() ? `“${design_style.trim()}”` : features.trim() ? texts.yourStyleDescription : '';
  return style ? texts.styleSetAside(template.title, style) : undefined;
}
