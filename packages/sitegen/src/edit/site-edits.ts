import { z } from 'zod';
import { bookingRulesSchema } from '@sitecraft/shared/bookings';
import { sectionVariants, type SectionKind } from '../model/sections.ts';
import { siteModelSchema, type SiteModel } from '../model/site-model.ts';
import { StopWordFilter } from '../safety/stop-words.ts';
import { areasServedSchema, maxOffers, maxReviews, offerSchema, openingHoursSchema, paymentMethodsSchema, reviewSchema, yearFoundedSchema } from '@sitecraft/shared/generation';
import { gapsAfterEdit } from '../model/site-gaps.ts';
import { changeFact, factPath, setOpeningHours, setOptionalFact, type FactKey } from './business-facts.ts';
import { applyPalette, applyRecipe, findRecipe } from './design-edits.ts';
import { factTextsOf, rebuildFactTexts } from './fact-texts.ts';
import { setOffers } from './offer-edits.ts';
import { setListFact, setReviews, setYearFounded } from './owner-facts.ts';

/**
 * Edits of a site's model, as the editor sends them. Every edit names its target with a JSON Pointer into the model:
 * a text (`/editions/0/pages/1/sections/2/data/heading`, `/editions/0/pages/1/title`, `/editions/0/nav/links/0/label`),
 * a fact of the business shown on every page (`/business/name`, `/business/phone`, `/business/address`, `/business/email`:
 * added where the business had none, and taken off with an empty text, all but the name) or a section
 * (`/editions/0/pages/1/sections/2`). The opening hours, the owner's offers and reviews, the areas served, the ways to
 * pay and the founding year are edits of their own, each the whole new list (empty, or null, to take it off).
 */
const pointer = z.string().max(300).regex(/^(?:\/[\w-]+)+$/, { error: 'path must be a JSON Pointer such as /editions/0/pages/0/title.' });
const uploadId = z.string().regex(/^[a-f0-9]{16}$/, { error: 'upload must be the id an upload answered with.' });
const sectionPointer = pointer.regex(/^\/editions\/\d+\/pages\/\d+\/sections\/\d+$/, { error: 'path must name a section: /editions/<n>/pages/<n>/sections/<n>.' });

export const siteEditSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('text'), path: pointer, value: z.string().max(4000, { error: 'A text may hold at most 4,000 characters.' }) }),
  z.strictObject({ op: z.enum(['hide', 'show', 'duplicate']), path: sectionPointer }),
  z.strictObject({ op: z.literal('move'), path: sectionPointer, to: z.number().int().min(0) }),
  z.strictObject({ op: z.literal('variant'), path: sectionPointer, variant: z.string().max(40) }),
  z.strictObject({ op: z.literal('image'), path: pointer, upload: uploadId }),
  /** The picture beside the brand in every language's header. */
  z.strictObject({ op: z.literal('logo'), upload: uploadId }),
  /** Another gallery template's whole look (`design`: layout, type and colours) or its colours alone (`palette`). */
  z.strictObject({ op: z.literal('design'), recipe: z.string().max(60) }),
  z.strictObject({ op: z.literal('palette'), recipe: z.string().max(60) }),
  /** The business's opening hours on every page; null takes them off. */
  z.strictObject({ op: z.literal('hours'), hours: openingHoursSchema.nullable() }),
  /** The owner's own offers (names and prices, as the request's `offers`): every list of offers shows exactly these. */
  z.strictObject({ op: z.literal('offers'), offers: z.array(offerSchema).min(1, { error: 'List at least one offer.' }).max(maxOffers, { error: `List at most ${maxOffers} offers.` }) }),
  /** What customers said (as the request's `reviews`); an empty list takes the reviews and their sections off. */
  z.strictObject({ op: z.literal('reviews'), reviews: z.array(reviewSchema).max(maxReviews, { error: `List at most ${maxReviews} reviews.` }) }),
  /** The places the business serves and the ways to pay it (as the request's `areas_served` and `payment_methods`); an empty list takes them off. */
  z.strictObject({ op: z.literal('areasServed'), areasServed: areasServedSchema }),
  z.strictObject({ op: z.literal('paymentMethods'), paymentMethods: paymentMethodsSchema }),
  /** The year the business was founded (as the request's `year_founded`); null takes it off. */
  z.strictObject({ op: z.literal('yearFounded'), yearFounded: yearFoundedSchema.nullable() }),
  /** Booking requests on or off, and their rules: the Book page is shown while they are on and the site has opening days. */
  z.strictObject({ op: z.literal('bookings'), bookings: bookingRulesSchema }),
]);
export type SiteEdit = z.infer<typeof siteEditSchema>;
export const siteEditsSchema = z.array(siteEditSchema).min(1, { error: 'Send at least one edit.' }).max(200, { error: 'Send at most 200 edits at once.' });

/** A picture uploaded for the site: its files (WebP), narrowest first, the widest being the picture's own; AVIF files of the same widths where smaller. */
export interface UploadedImage {
  files: { file: string; width: number; height: number }[];
  avif?: { file: string; width: number; height: number }[];
}

/** An edit the model cannot take: the message says which and why, for the person editing. */
export class SiteEditError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
  }
}

// Strings that are addresses, files, ids or machine values, not words a reader sees: never edited as text.
const machineKeys = new Set(['href', 'file', 'src', 'icon', 'variant', 'kind', 'action', 'fields', 'language', 'lang', 'code', 'postLevel', 'date', 'key', 'homeHref', 'logo', 'canonical', 'ogImage', 'ogType', 'hreflang', 'locale', 'dir', 'fact']);
const editableRoots = [/^\/editions\/\d+\/pages\/\d+\/(?:title|description)$/, /^\/editions\/\d+\/pages\/\d+\/sections\/\d+\/data\//, /^\/editions\/\d+\/(?:nav|footer)\//, factPath];

/** Whether a pointer may name a text the reader sees (what it names is still to be checked against the model). */
export const isTextPath = (path: string): boolean => editableRoots.some((root) => root.test(path)) && !machineKeys.has(path.split('/').pop() as string);

const pastTense = { hide: 'hid', show: 'showed', duplicate: 'duplicated', move: 'moved', variant: 'restyled' } as const;
const imageRoots = [/^\/editions\/\d+\/pages\/\d+\/sections\/\d+\/data\//];

type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** The container holding the pointer's last key, and that key; undefined when the path leads nowhere. */
function locate(root: unknown, path: string): { parent: Container; key: string } | undefined {
  const keys = path.slice(1).split('/');
  const last = keys.pop() as string;
  let node: unknown = root;
  for (const key of keys) {
    if (!isContainer(node) || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return isContainer(node) && Object.hasOwn(node, last) ? { parent: node, key: last } : undefined;
}

function sectionsAt(model: SiteModel, path: string): { sections: SiteModel['editions'][number]['pages'][number]['sections']; index: number; page: string } {
  const [, , edition, , page, , section] = path.split('/');
  const target = model.editions[Number(edition)]?.pages[Number(page)];
  const index = Number(section);
  if (!target || index >= target.sections.length) throw new SiteEditError(`There is no section at ${path}.`, path);
  return { sections: target.sections, index, page: target.file };
}

const pageFileOf = (model: SiteModel, path: string) => {
  const match = /^\/editions\/(\d+)\/pages\/(\d+)\//.exec(path);
  return match ? model.editions[Number(match[1])]?.pages[Number(match[2])]?.file : undefined;
};

/** Sets a text (or a fact of the business) and says what changed, for the summary. */
function applyText(model: SiteModel, edit: Extract<SiteEdit, { op: 'text' }>, stopWords: StopWordFilter): string {
  const { path } = edit;
  const value = edit.value.trim();
  const found = stopWords.find(value);
  if (found.length > 0) throw new SiteEditError(`The text holds the stop word “${found[0]}”, which this site must never show.`, path);
  if (factPath.test(path)) return withFactTexts(model, () => applyFact(model, path.split('/').pop() as FactKey, value));
  const place = isTextPath(path) ? locate(model, path) : undefined;
  const current = place ? (place.parent as Record<string, unknown>)[place.key] : undefined;
  if (!place || typeof current !== 'string') throw new SiteEditError(`${path} is not a text of the site.`, path);
  if (value === '' && current !== '') throw new SiteEditError('A text cannot be empty: write something, or hide the section.', path);
  (place.parent as Record<string, unknown>)[place.key] = value;
  return `edited a text on ${pageFileOf(model, path) ?? (path.includes('/nav/') ? 'the menu' : 'the footer')}`;
}

/** Makes an edit of the business's facts, and builds anew the texts built from them that the owner did not rewrite. */
function withFactTexts(model: SiteModel, edit: () => string): string {
  const before = factTextsOf(model);
  const change = edit();
  rebuildFactTexts(model, before, machineKeys);
  return change;
}

/** Sets a fact of the business (see changeFact); all but the name may be added where there was none, or taken off. */
function applyFact(model: SiteModel, key: FactKey, value: string): string {
  const path = `/business/${key}`;
  if (key === 'name') {
    if (value === '') throw new SiteEditError('The business needs a name.', path);
    return changeFact(model, key, value, machineKeys);
  }
  if (key === 'email' && value !== '' && !z.email().safeParse(value).success) throw new SiteEditError('Write the email address in full, such as hello@example.com.', path);
  return setOptionalFact(model, key, value, machineKeys);
}

type FactEdit = Extract<SiteEdit, { op: 'offers' | 'reviews' | 'areasServed' | 'paymentMethods' | 'yearFounded' }>;
const factOps: readonly string[] = ['offers', 'reviews', 'areasServed', 'paymentMethods', 'yearFounded'];
const isFactEdit = (edit: SiteEdit): edit is FactEdit => factOps.includes(edit.op);

/** The words of an owner's fact edit, which no stop word may be among. */
function factWords(edit: FactEdit): string[] {
  switch (edit.op) {
    case 'offers': return edit.offers.flatMap((offer) => [offer.name, offer.price ?? '']);
    case 'reviews': return edit.reviews.flatMap((review) => [review.quote, review.name ?? '', review.source ?? '']);
    case 'areasServed': return edit.areasServed;
    case 'paymentMethods': return edit.paymentMethods;
    case 'yearFounded': return [String(edit.yearFounded ?? '')];
  }
}

/** Sets one of the owner's facts the pages show (offers, reviews, areas served, ways to pay, founding year), refusing a stop word among its words. */
function applyOwnerFact(model: SiteModel, edit: FactEdit, stopWords: StopWordFilter): string {
  const found = factWords(edit).flatMap((text) => stopWords.find(text));
  if (found.length > 0) throw new SiteEditError(`The ${edit.op === 'yearFounded' ? 'founding year' : edit.op === 'areasServed' ? 'areas served' : edit.op === 'paymentMethods' ? 'ways to pay' : edit.op} hold the stop word “${found[0]}”, which this site must never show.`, `/business/${edit.op}`);
  switch (edit.op) {
    case 'offers': return setOffers(model, edit.offers);
    case 'reviews': return setReviews(model, edit.reviews);
    case 'areasServed': return setListFact(model, 'areasServed', edit.areasServed);
    case 'paymentMethods': return setListFact(model, 'paymentMethods', edit.paymentMethods);
    case 'yearFounded': return setYearFounded(model, edit.yearFounded ?? undefined);
  }
}

/** Sets the booking rules; bookings cannot be turned on for a business without opening days to book in. */
function applyBookings(model: SiteModel, bookings: Extract<SiteEdit, { op: 'bookings' }>['bookings']): string {
  if (bookings.enabled && !model.business.hours?.days?.length) throw new SiteEditError('Booking requests need opening hours: add the days and times you work first.', '/business/bookings');
  const was = model.business.bookings?.enabled === true;
  model.business.bookings = bookings;
  if (was === bookings.enabled) return 'changed the booking rules';
  return bookings.enabled ? 'turned booking requests on' : 'turned booking requests off';
}

function uploadOf(uploads: ReadonlyMap<string, UploadedImage>, id: string, path: string): UploadedImage & { widest: UploadedImage['files'][number] } {
  const upload = uploads.get(id);
  const widest = upload?.files.at(-1);
  if (!upload || !widest) throw new SiteEditError('Upload the picture again: it is not among this site’s uploads.', path);
  return { ...upload, widest };
}

function addAssets(model: SiteModel, files: readonly UploadedImage['files'][number][]): void {
  for (const each of files) if (!model.assets.some((asset) => asset.file === each.file)) model.assets.push({ kind: 'photo', ...each });
}

/** A picture no page shows any more is not shipped. */
function dropUnshown(model: SiteModel, replaced: readonly string[]): void {
  const shown = JSON.stringify(model.editions);
  model.assets = model.assets.filter((asset) => !replaced.includes(asset.file) || shown.includes(`"${asset.file}"`));
}

/** The logo of every edition: the upload's narrowest width (it is drawn 34 px high), with its size for the header. */
function applyLogo(model: SiteModel, edit: Extract<SiteEdit, { op: 'logo' }>, uploads: ReadonlyMap<string, UploadedImage>): void {
  const upload = uploadOf(uploads, edit.upload, '/logo');
  const logo = upload.files[0] ?? upload.widest;
  const replaced = model.editions.map((edition) => edition.nav.logo).filter((file) => file !== model.favicon);
  for (const edition of model.editions) Object.assign(edition.nav, { logo: logo.file, logoSize: { width: logo.width, height: logo.height } });
  addAssets(model, [logo]);
  dropUnshown(model, replaced);
}

function applyImage(model: SiteModel, edit: Extract<SiteEdit, { op: 'image' }>, uploads: ReadonlyMap<string, UploadedImage>): string {
  const { path } = edit;
  const place = imageRoots.some((root) => root.test(path)) ? locate(model, path) : undefined;
  const image = place ? (place.parent as Record<string, unknown>)[place.key] : undefined;
  const isPicture = isContainer(image) && !Array.isArray(image) && typeof image.file === 'string' && typeof image.alt === 'string';
  if (!place || !isPicture) throw new SiteEditError(`${path} is not a picture of the site.`, path);
  const upload = uploadOf(uploads, edit.upload, path);
  const { widest } = upload;
  const filesOf = (list: unknown) => ((list as { file: string }[] | undefined) ?? []).map((each) => each.file);
  const replaced = [image.file as string, ...filesOf(image.srcset), ...filesOf(image.avif)];
  Object.assign(image, { file: widest.file, width: widest.width, height: widest.height });
  if (upload.files.length > 1) image.srcset = upload.files.map((each) => ({ file: each.file, width: each.width }));
  else delete image.srcset;
  if (upload.avif?.length) image.avif = upload.avif.map((each) => ({ file: each.file, width: each.width }));
  else delete image.avif;
  addAssets(model, [...upload.files, ...(upload.avif ?? [])]);
  dropUnshown(model, replaced);
  return pageFileOf(model, path) ?? 'the site';
}

/**
 * Applies edits to a copy of a model (pictures from `uploads`, by id) and checks the result against the model's schema
 * and the site's stop words.
 * Returns the new model and a one-line summary of what changed; throws SiteEditError naming the first edit refused.
 */
export function applySiteEdits(model: SiteModel, edits: readonly SiteEdit[], uploads: ReadonlyMap<string, UploadedImage> = new Map()): { model: SiteModel; summary: string } {
  const next = structuredClone(model);
  const stopWords = new StopWordFilter(model.stopWords);
  const changes: string[] = [];
  for (const edit of edits) {
    if (edit.op === 'text') {
      changes.push(applyText(next, edit, stopWords));
      continue;
    }
    if (edit.op === 'image') {
      changes.push(`replaced a picture on ${applyImage(next, edit, uploads)}`);
      continue;
    }
    if (edit.op === 'logo') {
      applyLogo(next, edit, uploads);
      changes.push('replaced the logo');
      continue;
    }
    if (edit.op === 'hours') {
      const found = stopWords.find(edit.hours?.note ?? '');
      if (found.length > 0) throw new SiteEditError(`The opening hours note holds the stop word “${found[0]}”, which this site must never show.`, '/business/hours');
      changes.push(withFactTexts(next, () => setOpeningHours(next, edit.hours ?? undefined)));
      continue;
    }
    if (edit.op === 'bookings') {
      changes.push(applyBookings(next, edit.bookings));
      continue;
    }
    if (isFactEdit(edit)) {
      changes.push(withFactTexts(next, () => applyOwnerFact(next, edit, stopWords)));
      continue;
    }
    if (edit.op === 'design' || edit.op === 'palette') {
      const recipe = findRecipe(edit.recipe);
      if (!recipe) throw new SiteEditError(`There is no gallery template “${edit.recipe}” to take the ${edit.op === 'design' ? 'look' : 'colours'} of.`, '/design');
      (edit.op === 'design' ? applyRecipe : applyPalette)(next, recipe);
      changes.push(`took the ${edit.op === 'design' ? 'look' : 'colours'} of ${recipe.label}`);
      continue;
    }
    const { sections, index, page } = sectionsAt(next, edit.path);
    const section = sections[index]!;
    if (edit.op === 'variant') {
      const variants: readonly string[] = sectionVariants[section.kind as SectionKind];
      if (!variants.includes(edit.variant)) throw new SiteEditError(`A ${section.kind} section comes as ${variants.join(', ')}.`, edit.path);
      (section as { variant: string }).variant = edit.variant;
    } else if (edit.op === 'move') {
      if (edit.to >= sections.length) throw new SiteEditError(`A section can move to places 0 to ${sections.length - 1}.`, edit.path);
      sections.splice(edit.to, 0, ...sections.splice(index, 1));
    } else if (edit.op === 'duplicate') {
      sections.splice(index + 1, 0, structuredClone(section));
    } else if (edit.op === 'hide') {
      if (!section.hidden && sections.filter((each) => !each.hidden).length === 1) throw new SiteEditError('A page needs at least one section: this is its last one.', edit.path);
      section.hidden = true;
    } else {
      delete section.hidden;
    }
    changes.push(`${pastTense[edit.op]} a ${section.kind} section on ${page}`);
  }
  const gaps = gapsAfterEdit(next);
  if (gaps) next.gaps = gaps;
  const checked = siteModelSchema.safeParse(next);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const path = `/${(issue?.path ?? []).join('/')}`;
    throw new SiteEditError(`The edited site is not valid at ${path}: ${issue?.message ?? 'unknown problem'}.`, path);
  }
  return { model: checked.data, summary: summarise(changes) };
}

/** "Edited a text on index.html ×2; hid a faq section on about.html": repeats counted, in the order first made. */
function summarise(changes: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const change of changes) counts.set(change, (counts.get(change) ?? 0) + 1);
  const parts = [...counts].map(([change, count]) => (count > 1 ? `${change} ×${count}` : change));
  const line = parts.join('; ');
  return `${line.charAt(0).toUpperCase()}${line.slice(1)}`;
}
