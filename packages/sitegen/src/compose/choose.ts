import { joinSentences, sentencesOf } from '../content/sentences.ts';
import type { Random } from '../brief/random.ts';
import type { ClaimFilter } from '../quality/claims.ts';
import type { StopWordFilter } from '../safety/stop-words.ts';
import { OfferWords } from '../trades/offer-words.ts';

/** Upper-cases the first letter. */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Fills {name} markers; undefined when a marker has no value (the alternative does not apply). */
export function fillOrSkip(template: string, slots: Readonly<Record<string, string | undefined>>): string | undefined {
  let missing = false;
  const out = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = slots[name];
    if (value === undefined || value === '') missing = true;
    return value ?? '';
  });
  return missing ? undefined : out;
}


/**
 * Picks written alternatives for the slots of a site: never one that holds a stop word, speaks of an offer the site
 * does not show (`absent`, read in the written text, not in the customer's words filled into it), states a promise,
 * policy or figure the owner's facts do not (`claims`) or lacks a marker's value. Prose loses whole sentences that
 * hold a stop word, an absent offer's word or such a claim, never words.
 */
export class Chooser {
  constructor(
    private readonly stopWords: StopWordFilter,
    private readonly random: Random,
    private readonly slots: Readonly<Record<string, string | undefined>>,
    private readonly absent: OfferWords = new OfferWords([]),
    private readonly claims?: ClaimFilter,
  ) {}

  fill(template: string, extra: Readonly<Record<string, string | undefined>> = {}): string | undefined {
    if (this.absent.mentions(template)) return undefined;
    const text = fillOrSkip(template, { ...this.slots, ...extra });
    return text === undefined || this.stopWords.has(text) || this.claims?.has(text) ? undefined : text;
  }

  /** One of the alternatives, chosen by the site's seed among those that can be used. */
  one(alternatives: readonly string[], extra: Readonly<Record<string, string | undefined>> = {}): string | undefined {
    const usable = alternatives.flatMap((template) => this.fill(template, extra) ?? []);
    return usable.length > 0 ? this.random.pick(usable) : undefined;
  }

  /** The first alternative that can be used, in the order given. */
  first(alternatives: readonly string[], extra: Readonly<Record<string, string | undefined>> = {}): string | undefined {
    for (const template of alternatives) {
      const text = this.fill(template, extra);
      if (text !== undefined) return text;
    }
    return undefined;
  }

  /** Up to `count` items, in order, whose every text can be used, with their slots filled. */
  items<T extends object>(items: readonly T[], count: number, texts: (item: T) => readonly string[]): T[] {
    const out: T[] = [];
    for (const item of items) {
      if (out.length >= count) break;
      if (!texts(item).every((text) => this.fill(text) !== undefined)) continue;
      out.push(Object.fromEntries(Object.entries(item).map(([key, value]) => [key, typeof value === 'string' ? (this.fill(value) ?? value) : value])) as T);
    }
    return out;
  }

  /** A paragraph without the sentences that hold a stop word, an absent offer's word or a claim; undefined when none is left. */
  prose(template: string, extra: Readonly<Record<string, string | undefined>> = {}): string | undefined {
    const kept = this.absent.mentions(template) ? joinSentences(sentencesOf(template).filter((sentence) => !this.absent.mentions(sentence))) : template;
    const text = fillOrSkip(kept, { ...this.slots, ...extra });
    if (text === undefined) return undefined;
    const out = joinSentences(sentencesOf(text).filter((sentence) => !this.stopWords.has(sentence) && !this.claims?.has(sentence)));
    return out.length > 0 ? out : undefined;
  }

  /** Applies `fill` to a list of templates, keeping the usable ones. */
  all(templates: readonly string[]): string[] {
    return templates.flatMap((template) => this.fill(template) ?? []);
  }
}
