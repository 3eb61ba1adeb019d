import type { AiProvider } from '../ai/provider.ts';
import { OfflineComposer } from '../compose/composer.ts';
import { composeModels } from '../compose-models.ts';
import { GenerationError } from '../errors.ts';
import { parseRequest } from '../generate.ts';
import type { SiteModel } from '../model/site-model.ts';
import { withFactsOf } from './business-facts.ts';
import { rewordSection } from './reword-section.ts';
import { isTextPath, SiteEditError, type SiteEdit } from './site-edits.ts';

export interface AlternativeOptions {
  /** The site as generated (version 1): a text its wordings all share (a phone number, a price) is a fact, not offered again. */
  generated: SiteModel;
  /** The site's AI writer, when one is set; the offline composer otherwise. */
  ai?: AiProvider;
  /** Which other wording to try first (1, 2, …): asking again with the next gives yet another. */
  wording: number;
  signal?: AbortSignal;
}

/** How many wordings are tried, from the one asked for, before answering that there is no other. */
const TRIES = 4;

type Leaf = { path: string; text: string };

function textLeaves(value: unknown, path: string, out: Leaf[] = []): Leaf[] {
  if (typeof value === 'string') out.push({ path, text: value });
  else if (typeof value === 'object' && value !== null) for (const [key, each] of Object.entries(value)) textLeaves(each, `${path}/${key}`, out);
  return out;
}

/** The same section in another model of the site: the same page, and the same place among the sections of its kind. */
function counterpart(model: SiteModel, other: SiteModel, path: string): { data: unknown } | undefined {
  const [, , edition = '', , page = '', , section = ''] = path.split('/');
  const here = model.editions[Number(edition)]?.pages[Number(page)];
  const target = here?.sections[Number(section)];
  if (!here || !target) throw new SiteEditError(`There is no section at ${path}.`, path);
  const place = here.sections.slice(0, Number(section)).filter((each) => each.kind === target.kind).length;
  const there = other.editions[Number(edition)]?.pages.find((each) => each.key === here.key);
  return there?.sections.filter((each) => each.kind === target.kind)[place];
}

/**
 * Other texts for one section of a site (`path` names it in `model`), written as the site was, from its generation
 * request, with another wording: the text edits that would put them in place. An AI writer is asked for that section's
 * texts alone (see rewordSection); the offline composer composes the site again in another wording. Only texts whose new wording differs
 * from the generated one are offered, so facts the customer gave, and whatever the owner corrected in them, stay as
 * they are. The rest of the site is not touched. Throws SiteEditError when no wording tried has other texts.
 */
export async function alternativeWording(request: unknown, model: SiteModel, path: string, options: AlternativeOptions): Promise<{ edits: SiteEdit[]; wording: number }> {
  const parsed = parseRequest(request);
  const ai: AiProvider = options.ai ?? new OfflineComposer();
  const signal = options.signal ?? new AbortController().signal;
  // A writer that writes texts by key is asked for this section's texts only, in its language.
  if (ai.rewriteFields) return { edits: await rewordSection(parsed, model, path, ai, options.wording, signal), wording: options.wording };
  const textsOf = (section: { data: unknown } | undefined) => new Map(textLeaves(section?.data, `${path}/data`).map((leaf) => [leaf.path, leaf.text]));
  const current = textsOf(counterpart(model, model, path));
  const generated = textsOf(counterpart(model, options.generated, path));
  // The offline composer may need a few wordings to find other alternatives.
  for (let wording = options.wording; wording < options.wording + TRIES; wording += 1) {
    let models: SiteModel[];
    try {
      ({ models } = await composeModels(parsed, { ai, signal, now: new Date(model.generatedAt), report: () => undefined, wording, hosts: [model.host] }));
    } catch (error) {
      // A wording that a stop word or a quality check rules out: the next one may pass.
      if (error instanceof GenerationError && error.code !== 'aborted') continue;
      throw error;
    }
    const theirs = textsOf(models[0] ? counterpart(model, models[0], path) : undefined);
    const edits = [...current].flatMap(([at, text]): SiteEdit[] => {
      const value = theirs.get(at);
      if (!isTextPath(at) || !value || value === generated.get(at)) return [];
      // The request gives the business's facts as generated: the texts say them as the owner has since corrected them.
      const said = withFactsOf(value, options.generated.business, model.business);
      return said !== text ? [{ op: 'text', path: at, value: said }] : [];
    });
    if (edits.length > 0) return { edits, wording };
  }
  throw new SiteEditError('There is no other wording of this section’s texts: edit them by hand instead.', path);
}
