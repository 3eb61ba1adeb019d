import type { BookingRules } from '@sitecraft/shared/bookings';
import type { Offer, OpeningHours, Review, SiteGap } from '@sitecraft/shared/generation';
import { editorTexts } from './editor-texts.ts';

/**
 * The parts of a site model the editor reads (the server's site model has more): the business's facts, its editions,
 * their menu and footer, and each page's sections. Texts are addressed by JSON Pointer, as the versions API takes them.
 */
export interface EditorSection {
  kind: string;
  variant: string;
  hidden?: boolean;
  data: Record<string, unknown>;
}
export interface EditorPage {
  key: string;
  file: string;
  title: string;
  description: string;
  sections: EditorSection[];
}
export interface EditorEdition {
  lang: string;
  nav: Record<string, unknown>;
  footer: Record<string, unknown>;
  pages: EditorPage[];
}
/** The colours of a site that a gallery template's swatches show. */
export interface Palette {
  bg: string;
  surface: string;
  primary: string;
  accent: string;
  text: string;
}
export interface EditorModel {
  /** The gallery template whose look the site has (or the look made from its described style). */
  recipe: { id: string; label: string };
  design: { palette: Palette };
  /** The business's facts: held once, shown wherever a page of any language names them. */
  business: {
    name: string;
    phone?: string;
    address?: string;
    email?: string;
    hours?: OpeningHours;
    /** The owner's own offers; none when the site shows the trade's usual ones. */
    offers?: Offer[];
    reviews?: Review[];
    areasServed?: string[];
    paymentMethods?: string[];
    yearFounded?: number;
    bookings?: BookingRules;
  };
  /** What the site could not know and says in general terms or leaves out; absent in a site made before they were listed. */
  gaps?: SiteGap[];
  editions: EditorEdition[];
}

/** One editable text: where it is in the model, what it says, and a name for it that a person can read. */
export interface TextTarget {
  path: string;
  text: string;
  label: string;
  /** A fact of the business: every place of the page showing it is this one text. */
  everywhere?: boolean;
}

const facts = ['name', 'phone', 'address'] as const;

// Strings that are addresses, files or machine values: the server refuses them as texts, so they are never offered.
const machineKeys = new Set(['href', 'file', 'src', 'icon', 'variant', 'kind', 'action', 'language', 'lang', 'code', 'postLevel', 'date', 'key', 'homeHref', 'logo', 'fact']);

function collect(value: unknown, path: string, label: string, out: TextTarget[]): void {
  if (typeof value === 'string') {
    if (value.trim()) out.push({ path, text: value, label });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, `${path}/${index}`, `${label} ${index + 1}`, out));
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!machineKeys.has(key)) collect(item, `${path}/${key}`, `${label} · ${key}`, out);
  }
}

/** Every text a person sees on one page of the preview: its menu, its shown sections, its footer, and the business's facts. */
export function pageTextTargets(model: EditorModel, edition: number, page: number): TextTarget[] {
  const source = model.editions[edition];
  const target = source?.pages[page];
  if (!source || !target) return [];
  const texts = editorTexts();
  const out: TextTarget[] = [];
  collect(source.nav, `/editions/${edition}/nav`, texts.targetMenu, out);
  target.sections.forEach((section, index) => {
    if (!section.hidden) collect(section.data, `/editions/${edition}/pages/${page}/sections/${index}/data`, texts.targetSection(index, section.kind), out);
  });
  collect(source.footer, `/editions/${edition}/footer`, texts.targetFooter, out);
  for (const fact of facts) {
    const text = model.business[fact];
    if (text) out.push({ path: `/business/${fact}`, text, label: texts.facts[fact], everywhere: true });
  }
  return out;
}

/** Text as a reader sees it: runs of white space as one space, a phone's non-breaking hyphens as hyphens, trimmed. */
export const normaliseText = (text: string) => text.replace(/\s+/g, ' ').replace(/\u2011/g, '-').trim();

/** The model with a text replaced at a JSON Pointer (a copy; the given model is not changed). */
export function withText(model: EditorModel, path: string, value: string): EditorModel {
  const copy = structuredClone(model);
  const keys = path.slice(1).split('/');
  const last = keys.pop() as string;
  let node: unknown = copy;
  for (const key of keys) node = (node as Record<string, unknown>)[key];
  (node as Record<string, unknown>)[last] = value;
  return copy;
}

/** One picture of a page's sections: where its reference is in the model, and the file it shows. */
export interface PictureTarget {
  path: string;
  file: string;
  label: string;
}

function collectPictures(value: unknown, path: string, label: string, out: PictureTarget[]): void {
  if (Array.isArray(value)) return value.forEach((item, index) => collectPictures(item, `${path}/${index}`, label, out));
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.file === 'string' && typeof record.alt === 'string' && typeof record.width === 'number') {
    out.push({ path, file: record.file, label });
    return;
  }
  for (const [key, item] of Object.entries(record)) collectPictures(item, `${path}/${key}`, label, out);
}

/** Every picture of one page's shown sections, in model order. */
export function pagePictureTargets(model: EditorModel, edition: number, page: number): PictureTarget[] {
  const texts = editorTexts();
  const out: PictureTarget[] = [];
  model.editions[edition]?.pages[page]?.sections.forEach((section, index) => {
    if (!section.hidden) collectPictures(section.data, `/editions/${edition}/pages/${page}/sections/${index}/data`, texts.targetSection(index, section.kind), out);
  });
  return out;
}
