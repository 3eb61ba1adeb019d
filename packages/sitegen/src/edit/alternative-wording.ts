import type { AiProvider } from '../ai/provider.ts';
import { OfflineComposer } from '../compose/composer.ts';
import { composeModels } from '../compose-models.ts';
import { parseRequest } from '../generate.ts';
import type { SiteModel } from '../model/site-model.ts';
import { isTextPath, SiteEditError, type SiteEdit } from './site-edits.ts';

export interface AlternativeOptions {
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
 * request, with another wording: the text edits that would put them in place. The rest of the site is not touched.
 * Throws SiteEditError when no wording tried differs (the section's texts then have no written alternative).
 */
export async function alternativeWording(request: unknown, model: SiteModel, path: string, options: AlternativeOptions): Promise<{ edits: SiteEdit[]; wording: number }> {
  const parsed = parseRequest(request);
  const ai = options.ai ?? new OfflineComposer();
  const signal = options.signal ?? new AbortController().signal;
  const current = counterpart(model, model, path);
  const texts = textLeaves(current?.data, `${path}/data`).filter((leaf) => isTextPath(leaf.path));
  // An AI writer words it anew each time: one try. The offline composer may need a few to find other alternatives.
  const tries = ai instanceof OfflineComposer ? TRIES : 1;
  for (let wording = options.wording; wording < options.wording + tries; wording += 1) {
    const { models } = await composeModels(parsed, { ai, signal, now: new Date(model.generatedAt), report: () => undefined, wording, hosts: [model.host] });
    const other = models[0] ? counterpart(model, models[0], path) : undefined;
    if (!other) break;
    const theirs = new Map(textLeaves(other.data, `${path}/data`).map((leaf) => [leaf.path, leaf.text]));
    const edits = texts.flatMap(({ path: at, text }): SiteEdit[] => {
      const value = theirs.get(at);
      return value && value !== text ? [{ op: 'text', path: at, value }] : [];
    });
    if (edits.length > 0) return { edits, wording };
  }
  throw new SiteEditError('There is no other wording of this section’s texts: edit them by hand instead.', path);
}
