import { builderTexts } from '../builder-texts.ts';
import type { GenerationState, WizardRequest } from '../generation-client/index.ts';
import { siteCountOf, toWizardRequest, valuesFromRequest } from '../wizard/wizard-values.ts';

/** A request as text that does not depend on the order of its fields. */
const canonical = (request: WizardRequest) => JSON.stringify(Object.entries(request).sort(([a], [b]) => a.localeCompare(b)));

/**
 * What to ask before `next` is sent, or undefined when nothing needs asking: a finished generation is on hand, so
 * one more click would spend credits again, for the same site or for one from changed answers. The finished request
 * goes through the wizard's own round trip first, so a stored record of an older wizard compares as the form shows it.
 */
export function regenerateQuestion(last: Pick<GenerationState, 'phase' | 'accepted' | 'request'>, next: WizardRequest): string | undefined {
  if (last.phase !== 'completed' || !last.accepted || !last.request) return undefined;
  const shown = valuesFromRequest(last.request);
  const same = canonical(toWizardRequest(shown.values, shown.baseTemplate)) === canonical(next);
  const sites = siteCountOf(valuesFromRequest(next).values);
  return same ? builderTexts().regenerateSame(sites) : builderTexts().regenerateChanged(sites);
}
