import { z } from 'zod';
import { blogPostSchema, siteCopySchema } from '../content/schema.ts';
import type { BlogPost, SiteCopy } from '../content/schema.ts';

/** One language's answers of the writer: the site texts and the three articles. */
export interface WrittenTexts {
  copy: SiteCopy;
  blogs: [BlogPost, BlogPost, BlogPost];
}

/**
 * Where a writer's text sits among one language's answers: "site.intro.heading", "site.faq.2.answer",
 * "article2.sections.1.paragraphs.0" (articles counted from 1). The writer is asked for fields by these keys.
 */
export type FieldKey = string;

export interface Field {
  key: FieldKey;
  text: string;
}

export type Source = 'site' | 'article1' | 'article2' | 'article3';
export const sources: readonly Source[] = ['site', 'article1', 'article2', 'article3'];

const schemaOf = (source: Source) => (source === 'site' ? siteCopySchema : blogPostSchema);

function rootOf(texts: WrittenTexts, source: Source): SiteCopy | BlogPost {
  return source === 'site' ? texts.copy : texts.blogs[Number(source.slice(-1)) - 1] as BlogPost;
}

function split(key: FieldKey): { source: Source; path: string[] } {
  const [source, ...path] = key.split('.');
  return { source: source as Source, path };
}

function leaves(value: unknown, path: string, out: Field[]): void {
  if (typeof value === 'string') out.push({ key: path, text: value });
  else if (Array.isArray(value)) value.forEach((item, index) => leaves(item, `${path}.${index}`, out));
  else if (typeof value === 'object' && value !== null) for (const [name, item] of Object.entries(value)) leaves(item, `${path}.${name}`, out);
}

/** Every text of the answers with its key. */
export function fieldsOf(texts: WrittenTexts, only?: Source): Field[] {
  const out: Field[] = [];
  for (const source of only ? [only] : sources) leaves(rootOf(texts, source), source, out);
  return out;
}

/** The source answer of a key. */
export const sourceOf = (key: FieldKey): Source => split(key).source;

export function fieldText(texts: WrittenTexts, key: FieldKey): string | undefined {
  const { source, path } = split(key);
  let node: unknown = rootOf(texts, source);
  for (const name of path) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[name] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function parentOf(root: unknown, path: readonly string[]): Record<string, unknown> | undefined {
  let node: unknown = root;
  for (const name of path.slice(0, -1)) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[name] : undefined;
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : undefined;
}

/** The answers with one text changed, or undefined when the source's schema does not take the change. */
export function withField(texts: WrittenTexts, key: FieldKey, value: string): WrittenTexts | undefined {
  const { source, path } = split(key);
  const next = structuredClone(texts);
  const parent = parentOf(rootOf(next, source), path);
  const name = path.at(-1);
  if (!parent || name === undefined || typeof parent[name] !== 'string') return undefined;
  parent[name] = value;
  return schemaOf(source).safeParse(rootOf(next, source)).success ? next : undefined;
}

/**
 * The answers without the list item that holds a text ("site.faq.4.answer" drops the fifth question), or, where that
 * list may not be shorter, without the item of the list around it ("article2.sections.4.paragraphs.0", the only
 * paragraph of its section, drops the section); undefined when no list may lose an item.
 */
export function withoutItem(texts: WrittenTexts, key: FieldKey): WrittenTexts | undefined {
  const { source, path } = split(key);
  for (let at = path.length - 1; at >= 0; at -= 1) {
    if (!/^\d+$/.test(path[at] ?? '')) continue;
    const next = structuredClone(texts);
    const list = parentOf(rootOf(next, source), path.slice(0, at + 1));
    if (!Array.isArray(list)) continue;
    list.splice(Number(path[at]), 1);
    if (schemaOf(source).safeParse(rootOf(next, source)).success) return next;
  }
  return undefined;
}

const jsonSchemas = new Map<Source, unknown>();

/** The length limits of a field, from the content schema: what the writer is told. */
export function fieldLimits(key: FieldKey): { minLength?: number; maxLength?: number } {
  const { source, path } = split(key);
  const root = jsonSchemas.get(source) ?? z.toJSONSchema(schemaOf(source), { io: 'input' });
  jsonSchemas.set(source, root);
  let node = root as { properties?: Record<string, unknown>; items?: unknown; minLength?: number; maxLength?: number } | undefined;
  for (const name of path) node = (/^\d+$/.test(name) ? node?.items : node?.properties?.[name]) as typeof node;
  return { ...(node?.minLength === undefined ? {} : { minLength: node.minLength }), ...(node?.maxLength === undefined ? {} : { maxLength: node.maxLength }) };
}
