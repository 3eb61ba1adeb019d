import { strFromU8, unzipSync } from 'fflate';
import { Parser } from 'htmlparser2';
import { holdsKeyword, keywordLabel, sentencesIn, stopWordsIn, textFaults, type FaultClass, type TextPlace } from './fault-rules.ts';

/** A fault the scan found on a page of the ZIP: its class, the page, where on it, and the text that shows it. */
export interface PageFault {
  fault: FaultClass;
  page: string;
  place: TextPlace | 'page' | 'site';
  detail: string;
  text: string;
}

/** One text a page shows, where it shows it, and (for body text) the section it stands in. */
export interface PageText {
  place: TextPlace;
  text: string;
  /** Body texts only: the index of the page's `<section>` (or landmark) around it, -1 outside any. */
  section?: number;
}

// Elements whose text runs on within a block (a link or a bold word inside a sentence); any other tag ends a block.
const inline = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']);
const hidden = new Set(['script', 'style', 'noscript', 'template', 'svg']);
const sectioning = new Set(['section', 'header', 'footer', 'nav', 'aside', 'article']);
const shareMeta = /^(?:og:(?:title|description|site_name|image:alt)|twitter:(?:title|description|image:alt))$/u;
// JSON-LD keys whose values are codes, links or dates rather than words a reader sees.
const ldCodeKeys = new Set(['@context', '@type', '@id', 'url', 'image', 'logo', 'sameAs', 'telephone', 'email', 'priceCurrency', 'price', 'dayOfWeek', 'opens', 'closes', 'addressCountry', 'postalCode', 'inLanguage', 'datePublished', 'dateModified', 'priceRange', 'openingHours', 'item', 'contentUrl', 'thumbnailUrl', 'mainEntityOfPage']);

function ldStrings(value: unknown, key: string, out: string[]): void {
  if (typeof value === 'string') {
    if (!ldCodeKeys.has(key) && /\p{L}/u.test(value) && !/^(?:https?:|mailto:|tel:|\/)/u.test(value)) out.push(value);
  } else if (Array.isArray(value)) for (const item of value) ldStrings(item, key, out);
  else if (typeof value === 'object' && value !== null) for (const [name, item] of Object.entries(value)) ldStrings(item, name, out);
}

/** Every text of an HTML page a person or a search engine reads: body blocks, title, descriptions, share texts, alt texts, labels, JSON-LD. */
export function pageTexts(html: string): PageText[] {
  const texts: PageText[] = [];
  const stack: string[] = [];
  let buffer = '';
  let section = -1;
  let sections = 0;
  const sectionStack: number[] = [];
  let ld = '';
  const push = (place: TextPlace, text: string | undefined, at?: number) => {
    const clean = (text ?? '').replace(/\s+/gu, ' ').trim();
    if (clean) texts.push(at === undefined ? { place, text: clean } : { place, text: clean, section: at });
  };
  const flush = () => {
    if (!stack.some((tag) => hidden.has(tag) || tag === 'title' || tag === 'head')) push(stack.some((tag) => /^h[1-6]$/u.test(tag)) ? 'heading' : 'text', buffer, section);
    buffer = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!inline.has(name)) flush();
        if (sectioning.has(name)) {
          sectionStack.push(section);
          section = sections++;
        }
        stack.push(name);
        if (name === 'img' && attributes.alt !== undefined) push('alt', attributes.alt);
        if (name === 'meta' && attributes.name === 'description') push('description', attributes.content);
        if (name === 'meta' && shareMeta.test(attributes.property ?? attributes.name ?? '')) push('share', attributes.content);
        for (const label of ['aria-label', 'title', 'placeholder']) if (attributes[label] && name !== 'link') push('label', attributes[label]);
        if (name === 'input' && /^(?:submit|button)$/u.test(attributes.type ?? '')) push('label', attributes.value);
        if (name === 'script' && attributes.type === 'application/ld+json') ld = '';
      },
      ontext(text) {
        const top = stack.at(-1);
        if (top === 'title' && !stack.includes('svg')) push('title', text);
        else if (top === 'script') ld += text;
        else if (shownInBody(stack)) buffer += text;
      },
      onclosetag(tag) {
        if (!inline.has(tag)) flush();
        else if (tag === 'br') buffer += ' ';
        if (tag === 'script' && ld.trim().startsWith('{')) {
          const strings: string[] = [];
          ldStrings(JSON.parse(ld) as unknown, '', strings);
          for (const text of strings) push('json-ld', text);
          ld = '';
        }
        if (sectioning.has(tag)) section = sectionStack.pop() ?? -1;
        const at = stack.lastIndexOf(tag);
        if (at >= 0) stack.length = at;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return texts;
}

/** Whether text inside these open elements is shown in the body. */
function shownInBody(stack: readonly string[]): boolean {
  return stack.includes('body') && !stack.some((tag) => hidden.has(tag));
}

/** What the owner asked of a site's words. */
export interface OwnerWords {
  language: string;
  keywords: readonly string[];
  stopWords: readonly string[];
  /** The owner's offer names: a price line may start with one ("Coupe homme: …") even where it is also a keyword. */
  offers?: readonly string[];
}

const clip = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text);

/** The faults of one page: each text's own, stop words, and a sentence said again in another section. */
export function scanPage(page: string, html: string, owner: OwnerWords): PageFault[] {
  const faults: PageFault[] = [];
  const texts = pageTexts(html);
  for (const { place, text } of texts) {
    for (const { fault, detail } of textFaults(text, place, owner.language)) faults.push({ fault, page, place, detail, text: clip(text) });
    for (const word of stopWordsIn(text, owner.stopWords, owner.language)) faults.push({ fault: 'stop word', page, place, detail: word, text: clip(text) });
    const label = place === 'json-ld' ? undefined : keywordLabel(text, owner.keywords.filter((keyword) => !owner.offers?.some((offer) => offer.toLocaleLowerCase() === keyword.toLocaleLowerCase())));
    if (label) faults.push({ fault: 'keyword label', page, place, detail: label, text: clip(text) });
  }
  const seen = new Map<string, number>();
  for (const { text, section } of texts) {
    if (section === undefined) continue;
    for (const sentence of sentencesIn(text)) {
      const key = sentence.toLocaleLowerCase().replace(/\s+/gu, ' ');
      // Prose only: a phone number, opening hours or a heading may stand in two places by design.
      const long = owner.language === 'ja' ? key.length >= 15 : (key.match(/\p{L}{2,}/gu)?.length ?? 0) >= 6;
      if (!long || !/[.!?。！？]$/u.test(key)) continue;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, section);
      else if (first !== section) faults.push({ fault: 'repeated sentence', page, place: 'text', detail: `in sections ${first} and ${section}`, text: clip(sentence) });
    }
  }
  return faults;
}

/** The HTML pages of a ZIP, by path, as the archive holds them. */
export function zipPages(zip: Uint8Array): Map<string, string> {
  const files = unzipSync(zip, { filter: (file) => /\.html?$/u.test(file.name) });
  return new Map(Object.entries(files).map(([path, data]) => [path, strFromU8(data)]));
}

/**
 * Every fault on the pages of a generated ZIP, found without the engine: each page's texts (visible text, title,
 * meta description, share texts, alt texts, labels, JSON-LD) read by the rules of fault-rules.ts, and the owner's
 * keywords looked for across each site (the first one on its home page).
 */
export function scanZip(zip: Uint8Array, owner: OwnerWords): PageFault[] {
  const pages = zipPages(zip);
  const faults = [...pages].flatMap(([path, html]) => scanPage(path, html, owner));
  const sites = new Set([...pages.keys()].map((path) => path.split('/').slice(0, -1).join('/')));
  for (const site of sites) {
    const ofSite = [...pages].filter(([path]) => path.split('/').slice(0, -1).join('/') === site);
    const textOf = (html: string) => pageTexts(html).map((part) => part.text).join('\n');
    const home = ofSite.find(([path]) => /(?:^|\/)index\.html?$/u.test(path));
    const all = ofSite.map(([, html]) => textOf(html)).join('\n');
    owner.keywords.forEach((keyword, index) => {
      if (index === 0 && home && !holdsKeyword(textOf(home[1]), keyword, owner.language)) faults.push({ fault: 'keyword missing', page: home[0], place: 'page', detail: keyword, text: 'the home page' });
      else if (!holdsKeyword(all, keyword, owner.language)) faults.push({ fault: 'keyword missing', page: site || '/', place: 'site', detail: keyword, text: 'every page of the site' });
    });
  }
  return faults;
}
