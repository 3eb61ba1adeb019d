import { fillOrSkip } from '../compose/choose.ts';
import type { KeywordPhrase } from '../content/keyword-phrase.ts';

/**
 * Texts written to hold a keyword, for the languages whose grammar they were written in: a heading, a sentence of the
 * home page and a sentence of an article. Each says something of the business or the article besides the keyword, so
 * it is no sentence made only to hold one. {kw}/{Kw} is the keyword as a sentence writes it (capitalised), {brand} the
 * business's name. A keyword that says where ("dog grooming in Bristol") is a heading on its own; one that names the
 * business itself ("florist in York") has its own heading and sentences where a language has them.
 */
interface KeywordFrames {
  heading: string;
  sentence: string;
  article: string;
  business?: { heading: string; sentence: string; article: string };
}

const frames: Readonly<Record<string, KeywordFrames>> = {
  en: {
    heading: '{Kw} at {brand}',
    sentence: '{Kw} is part of the everyday work at {brand}.',
    article: 'This article also covers {kw}.',
    business: { heading: '{Brand}, your {kw}', sentence: '{Brand}, your {kw}, answers every enquiry in person.', article: 'This article also helps you choose your {kw}.' },
  },
  ru: {
    heading: '{Kw} в «{brand}»',
    sentence: '{Kw} — часть повседневной работы «{brand}».',
    article: 'В этой статье речь идёт и о теме «{kw}».',
    business: { heading: '«{brand}» — {kw}', sentence: '«{brand}» — {kw}, и мы лично отвечаем на каждое обращение.', article: 'В этой статье речь идёт и о теме «{kw}».' },
  },
  de: { heading: '{Kw} bei {brand}', sentence: '{Kw} gehört bei {brand} zur täglichen Arbeit.', article: 'In diesem Beitrag geht es auch um {kw}.' },
  fr: { heading: '{Kw} chez {brand}', sentence: '{Kw} fait partie du travail quotidien chez {brand}.', article: 'Cet article aborde aussi le thème « {kw} ».' },
  es: { heading: '{Kw} en {brand}', sentence: '{Kw} forma parte del trabajo diario en {brand}.', article: 'Este artículo también trata el tema «{kw}».' },
  it: { heading: '{Kw} da {brand}', sentence: '{Kw} fa parte del lavoro quotidiano da {brand}.', article: 'Questo articolo parla anche del tema «{kw}».' },
};

export type KeywordPlace = 'heading' | 'sentence' | 'article';

const capitalise = (text: string) => `${text.charAt(0).toLocaleUpperCase()}${text.slice(1)}`;

/**
 * A text of `place` holding the keyword in the language of `code`; undefined for a language without frames (the
 * caller then sets the keyword beside the writer's own text, which needs no grammar).
 */
export function keywordText(place: KeywordPlace, code: string, phrase: KeywordPhrase, brand: string): string | undefined {
  const language = frames[code.split('-')[0] ?? ''];
  if (!language) return undefined;
  const own = phrase.business ? (language.business ?? language) : language;
  // "Dog grooming in Bristol" is a heading as it stands; "… in Bristol at Muddy Paws" would name two places.
  const frame = place === 'heading' && phrase.placed ? '{Kw}' : own[place];
  return fillOrSkip(frame, { kw: phrase.text, Kw: capitalise(phrase.text), brand, Brand: brand });
}

/** The keyword set before a text with a dash, in any language: "Sourdough bread — Baked every morning". */
export function keywordBefore(text: string, keyword: string): string {
  return `${capitalise(keyword)} — ${text}`;
}
