import { siteGaps, type SiteGap, type SiteGapCode } from '@sitecraft/shared/generation';
import type { SiteGapsTexts } from './site-gaps-texts.ts';

/** The wizard's step that asks each fact a gap needs (see the builder's steps): 2 about the business, 6 for contact. */
const wizardSteps: Record<SiteGapCode, number> = {
  offers: 2,
  reviews: 2,
  description: 2,
  year_founded: 2,
  hours: 6,
  phone: 6,
  address: 6,
  email: 6,
  areas_served: 6,
  payment_methods: 6,
};

/** The search parameter of the editor's address that opens Business details at a gap's field. */
export const detailsParam = 'details';
/** The search parameter of the wizard's address that opens it at a step. */
export const stepParam = 'step';

/** Where a site's facts can be added: its editor (a path such as /sites/<id>/<host>) when it has one, or My sites for a generation of several. */
export interface GapPlaces {
  editor?: string | undefined;
  mySites?: boolean;
}

/** One line of the list: what is missing, and a link to where to add it. */
export interface GapLine {
  code: SiteGapCode;
  text: string;
  action: string;
  /** Where the link leads, as a router path. */
  to: string;
  /** Where that is, said after the action: "in Business details". */
  place: string;
}

/** The editor's address that opens Business details at the field of a gap. */
export const editorDetailsPath = (editor: string, code: SiteGapCode) => `${editor}?${detailsParam}=${code}`;

/** The wizard's address at the step that asks a gap's fact. */
export const wizardStepPath = (code: SiteGapCode) => `/builder?${stepParam}=${wizardSteps[code]}`;

/**
 * A line per gap, worded for a person, each with where to add the fact: the editor's Business details for what it
 * edits when the site has an editor (My sites for several sites at once), the wizard otherwise.
 */
export function gapLines(texts: SiteGapsTexts, gaps: readonly SiteGap[], places: GapPlaces): GapLine[] {
  return gaps.map(({ code }) => {
    const base = { code, text: texts.lines[code], action: texts.actions[code] };
    if (siteGaps[code].inEditor && places.editor) return { ...base, to: editorDetailsPath(places.editor, code), place: texts.inEditor };
    if (siteGaps[code].inEditor && places.mySites) return { ...base, to: '/sites', place: texts.inMySites };
    return { ...base, to: wizardStepPath(code), place: texts.inWizard(wizardSteps[code]) };
  });
}
