import type { GenerationRequest } from '@sitecraft/shared/generation';
import type { AiProvider, FieldRequest } from '../ai/provider.ts';
import { englishLanguage, findLanguage } from '../brief/languages.ts';
import { copyBrief, planRun } from '../brief/plan.ts';
import { qualityInputOf } from '../compose-models.ts';
import { uiFor } from '../content/ui/index.ts';
import type { SiteModel } from '../model/site-model.ts';
import { checkSite } from '../quality/check-site.ts';
import { applySiteEdits, isTextPath, SiteEditError, type SiteEdit } from './site-edits.ts';

// Texts of a section that are the engine's or the owner's rather than the writer's: labels, pictures' words, dates, prices.
const notWritten = new Set(['alt', 'label', 'dateText', 'readingTime', 'publishedLabel', 'value', 'detail', 'price', 'code', 'mapLabel', 'callLabel']);

function strings(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (typeof value === 'object' && value !== null) for (const each of Object.values(value)) strings(each, out);
  return out;
}

type Leaf = { key: string; text: string };

function leaves(value: unknown, key: string, out: Leaf[]): void {
  const last = key.split('.').at(-1) ?? '';
  if (notWritten.has(last)) return;
  if (typeof value === 'string') out.push({ key, text: value });
  else if (typeof value === 'object' && value !== null) for (const [name, each] of Object.entries(value)) leaves(each, key ? `${key}.${name}` : name, out);
}

/**
 * Other wording of one section from the site's AI writer: one call, for that section's texts in its language only.
 * The writer's texts of the section (not its interface labels, the owner's offer names or the business's facts) are
 * sent by key; the answer is checked by the quality stage on the changed page, and a text that fails it, or that
 * drops a keyword the page needs, is not offered. Returns the text edits; throws SiteEditError when none is left.
 */
export async function rewordSection(request: GenerationRequest, model: SiteModel, path: string, ai: AiProvider, wording: number, signal: AbortSignal): Promise<SiteEdit[]> {
  const [, , editionIndex = '', , pageIndex = '', , sectionIndex = ''] = path.split('/');
  const edition = model.editions[Number(editionIndex)];
  const page = edition?.pages[Number(pageIndex)];
  const section = page?.sections[Number(sectionIndex)];
  if (!edition || !page || !section) throw new SiteEditError(`There is no section at ${path}.`, path);
  const plan = planRun(request);
  const site = plan.sites.find((each) => each.host === model.host || each.asciiHost === model.asciiHost);
  if (!site || !ai.rewriteFields) throw new SiteEditError('There is no other wording of this section’s texts: edit them by hand instead.', path);
  const engineTexts = strings([uiFor(edition.lang), model.business, site.brand, (request.offers ?? []).map((offer) => offer.name)]);
  const found: Leaf[] = [];
  leaves(section.data, '', found);
  const fields: FieldRequest[] = found.filter((leaf) => isTextPath(`${path}/data/${leaf.key.replaceAll('.', '/')}`) && !engineTexts.has(leaf.text)).map((leaf) => ({ key: leaf.key, text: leaf.text, reasons: [] }));
  if (fields.length === 0) throw new SiteEditError('This section has no texts of the writer to word otherwise: edit them by hand instead.', path);
  const language = findLanguage(edition.textLang ?? edition.lang) ?? englishLanguage;
  const answer = await ai.rewriteFields(copyBrief(plan, site, language, wording), fields, signal, { rewordOn: page.file });
  const offered = fields.flatMap((field): SiteEdit[] => {
    const value = answer[field.key]?.trim();
    return value && value !== field.text && !plan.stopWords.has(value) ? [{ op: 'text', path: `${path}/data/${field.key.replaceAll('.', '/')}`, value }] : [];
  });
  const edits = passing(model, offered, page.file, qualityInputOf(plan, model.editions.map((each) => each.textLang ?? each.lang)));
  if (edits.length === 0) throw new SiteEditError('There is no other wording of this section’s texts: edit them by hand instead.', path);
  return edits;
}

/** The edits whose texts pass the quality stage on the page, leaving out any that brings a problem it did not have. */
function passing(model: SiteModel, edits: readonly SiteEdit[], file: string, input: Parameters<typeof checkSite>[1]): SiteEdit[] {
  const before = new Set(checkSite(model, input).filter((problem) => problem.page === file).map((problem) => problem.detail));
  let kept = [...edits];
  while (kept.length > 0) {
    const fresh = checkSite(applySiteEdits(model, kept).model, input).filter((problem) => problem.page === file && !before.has(problem.detail));
    if (fresh.length === 0) return kept;
    const faulty = kept.filter((edit) => edit.op === 'text' && fresh.some((problem) => problem.text !== undefined && edit.value.includes(problem.text)));
    // A problem of the whole page (a keyword gone, another language): the section keeps its texts.
    if (faulty.length === 0) return [];
    kept = kept.filter((edit) => !faulty.includes(edit));
  }
  return kept;
}
