import type { RunPlan } from '../brief/plan.ts';
import type { Business } from '../model/site-model.ts';

/** The owner's opening hours as pages show them: a note holding a stop word is left out (a word less would break it), and hours left with nothing. */
function shownHours(plan: RunPlan): Business['hours'] {
  const hours = plan.request.opening_hours;
  const note = hours?.note && !plan.stopWords.has(hours.note) ? hours.note : '';
  const days = hours?.days ?? [];
  if (days.length === 0 && !note) return undefined;
  return { ...(days.length > 0 ? { days } : {}), ...(note ? { note } : {}) };
}

/**
 * The facts of the business every page shows, from the answers (those a stop word emptied are left out). An email
 * cannot lose a word, so one holding a stop word is left out whole.
 */
export function businessOf(plan: RunPlan, name: string): Business {
  const { phone, address, country } = plan.answers;
  const email = plan.request.contact_email;
  const hours = shownHours(plan);
  return {
    name,
    ...(phone ? { phone } : {}),
    ...(address ? { address } : {}),
    ...(country ? { country } : {}),
    ...(email && !plan.stopWords.has(email) ? { email } : {}),
    ...(hours ? { hours } : {}),
  };
}
