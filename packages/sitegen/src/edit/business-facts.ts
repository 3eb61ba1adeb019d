import type { OpeningHours } from '@sitecraft/shared/generation';
import { uiFor } from '../content/ui/index.ts';
import type { Business, FooterModel, SiteModel } from '../model/site-model.ts';
import { phoneText } from '../safety/escape.ts';

/** The facts of the business the editor changes, each held once in the model's `business`. */
export const factPath = /^\/business\/(?:name|phone|address|email)$/;
export type FactKey = 'name' | 'phone' | 'address' | 'email';
const factKeys: readonly FactKey[] = ['name', 'phone', 'address', 'email'];

const factLabels: Record<FactKey, string> = { name: 'name', phone: 'phone number', address: 'address', email: 'email address' };

// JSON-LD strings that are ids, addresses and machine values, not words.
const linkedDataKeys = ['@context', '@type', '@id', 'url', 'image', 'logo', 'inLanguage', 'knowsLanguage', 'datePublished'];

/** A pattern finding `value` quoted in a text: as a whole, with any run of spaces for a space and any hyphen for a hyphen. */
function quoted(value: string): RegExp {
  const literal = value
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s+/g, '\\s+')
    .replace(/[-\u2011]/g, '[-\\u2011]');
  return new RegExp(`(?<![\\p{L}\\p{N}])${literal}(?![\\p{L}\\p{N}])`, 'gu');
}

/** Every string of `value` but those under `skipped` keys with `from` replaced by `to`, in place. */
function requote(value: unknown, from: RegExp, to: string, skipped: ReadonlySet<string>): void {
  if (typeof value !== 'object' || value === null) return;
  const node = value as Record<string, unknown>;
  for (const [key, each] of Object.entries(node)) {
    if (typeof each === 'string') {
      if (!skipped.has(key)) node[key] = each.replace(from, () => to);
    } else requote(each, from, to, skipped);
  }
}

/**
 * Sets a fact of the business: every header, footer, contact block, call button, tel: and mailto: link and JSON-LD
 * node of every language renders it from this one value. Texts that quote the old value as a whole (a page title with
 * the name, a contact lead with the address, a share picture's title) say the new one instead; `machineKeys` name the
 * strings that are not words. Returns what changed, for the summary.
 */
export function changeFact(model: SiteModel, key: FactKey, value: string, machineKeys: ReadonlySet<string>): string {
  // A phone copied from a page comes with the non-breaking spaces and hyphens that keep it on one line there.
  const written = key === 'phone' ? value.replace(/\u00a0/g, ' ').replace(/\u2011/g, '-') : value;
  const old = model.business[key];
  if (old && old !== written) {
    const skipped = new Set([...machineKeys, ...linkedDataKeys]);
    const from = quoted(old);
    requote(model.editions, from, written, skipped);
    for (const asset of model.assets) if (asset.kind === 'og') asset.title = asset.title.replace(from, () => written);
  }
  model.business[key] = written;
  return `changed the business’s ${factLabels[key]} on every page`;
}

/** A text written for the business as it was (`before`: a wording of the generation request) with its facts as they are now. */
export function withFactsOf(text: string, before: Business, now: Business): string {
  return factKeys.reduce((out, key) => {
    const [old, current] = [before[key], now[key]];
    return old && current && old !== current ? out.replace(quoted(old), () => current) : out;
  }, text);
}

/** A fact a contact section lists; a footer lists those of them it has an order for (see footerOrder). */
export type ListedFact = 'address' | 'phone' | 'email' | 'hours' | 'areasServed' | 'paymentMethods' | 'yearFounded';
type FooterFact = Extract<FooterModel['contact'][number], { fact: string }>['fact'];
// The order the engine writes a footer's details in: the address, the country (a plain text), phone, email, hours, areas served.
const footerRanks: Record<FooterFact, number> = { address: 0, phone: 2, email: 3, hours: 4, areasServed: 5 };
const footerOrder = (line: FooterModel['contact'][number]): number => ('fact' in line ? footerRanks[line.fact] : 1);
const isFooterFact = (fact: ListedFact): fact is FooterFact => Object.hasOwn(footerRanks, fact);

/** The label a contact section shows a fact under, in the language of its edition. */
function contactLabel(fact: ListedFact, lang: string) {
  const ui = uiFor(lang);
  switch (fact) {
    case 'address': return { label: ui.address, mapLabel: ui.showOnMap };
    case 'phone': return { label: ui.phone, callLabel: phoneText(ui.callUs) };
    case 'email': return { label: ui.email };
    case 'hours': return { label: ui.openingHours };
    default: return { label: ui[fact] };
  }
}

/**
 * Makes room for a fact the business did not have when the site was made: its line in every footer that lists such
 * facts, where the engine puts it, and its label in every contact section, in each edition's language. Nothing
 * changes where it has room.
 */
export function makeRoomFor(model: SiteModel, fact: ListedFact): void {
  for (const edition of model.editions) {
    const { contact } = edition.footer;
    if (isFooterFact(fact) && !contact.some((line) => 'fact' in line && line.fact === fact)) {
      const line = fact === 'areasServed' ? { fact, label: uiFor(edition.lang).areasServed } : { fact };
      const before = contact.findIndex((each) => footerOrder(each) > footerOrder(line));
      contact.splice(before < 0 ? contact.length : before, 0, line);
    }
    for (const page of edition.pages) {
      for (const section of page.sections) {
        if (section.kind === 'contact' && !section.data[fact]) Object.assign(section.data, { [fact]: contactLabel(fact, edition.lang) });
      }
    }
  }
}

/**
 * Sets a fact the business may lack (its phone, address or email), shown from then on wherever the engine shows it;
 * an empty value takes it off every page (texts that quote it keep their words). Returns what changed, for the summary.
 */
export function setOptionalFact(model: SiteModel, key: Exclude<FactKey, 'name'>, value: string, machineKeys: ReadonlySet<string>): string {
  if (value === '') {
    delete model.business[key];
    return `took the business’s ${factLabels[key]} off every page`;
  }
  if (!model.business[key]) makeRoomFor(model, key);
  return changeFact(model, key, value, machineKeys);
}

/** Sets the opening hours every page shows (the footer, the contact section, JSON-LD), or with `undefined` takes them off. */
export function setOpeningHours(model: SiteModel, hours: OpeningHours | undefined): string {
  if (!hours) {
    delete model.business.hours;
    return 'took the opening hours off every page';
  }
  makeRoomFor(model, 'hours');
  model.business.hours = hours;
  return 'changed the opening hours on every page';
}
