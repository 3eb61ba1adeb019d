import { fillOrSkip } from '../compose/choose.ts';

/**
 * Texts written to hold a keyword, for the languages whose grammar they were written in: a heading, a sentence of the
 * home page and a sentence of an article. Each says something of the business or the article besides the keyword, so
 * it is no sentence made only to hold one. {kw}/{Kw} is the keyword (capitalised), {brand} the business's name.
 */
interface KeywordFrames {
  heading: string;
  sentence: string;
  article: string;
}

const frames: Readonly<Record<string, KeywordFrames>> = {
  en: { heading: '{Kw} at {brand}', sentence: '{Kw} is part of the everyday work at {brand}.', article: 'This article also covers {kw}.' },
  ru: { heading: '{Kw} в «{brand}»', sentence: '{Kw} — часть повседневной работы «{brand}».', article: 'В этой статье речь идёт и о теме «{kw}».' },
  de: { heading: '{Kw} bei {brand}', sentence: '{Kw} gehört bei {brand} zur täglichen Arbeit.', article: 'In diesem Beitrag geht es auch um {kw}.' },
  fr: { heading: '{Kw} chez {brand}', sentence: '{Kw} fait partie du travail quotidien chez {brand}.', article: 'Cet article aborde aussi le thème « {kw} ».' },
  es: { heading: '{Kw} en {brand}', sentence: '{Kw} forma parte del trabajo diario en {brand}.', article: 'Este artículo también trata el tema «{kw}».' },
  it: { heading: '{Kw} da {brand}', sentence: '{Kw} fa parte del lavoro quotidiano da {brand}.', article: 'Questo articolo parla anche del tema «{kw}».' },
};

export type KeywordPlace = keyof KeywordFrames;

const capitalise = (text: string) => `${text.charAt(0).toLocaleUpperCase()}${text.slice(1)}`;

/**
 * A text of `place` holding the keyword in the language of `code`; undefined for a language without frames (the
 * caller then sets the keyword beside the writer's own text, which needs no grammar).
 */
export function keywordText(place: KeywordPlace, code: string, keyword: string, brand: string): string | undefined {
  const frame = frames[code.split('-')[0] ?? '']?.[place];
  return frame ? fillOrSkip(frame, { kw: keyword, Kw: capitalise(keyword), brand }) : undefined;
}

/** The keyword set before a text with a dash, in any language: "Sourdough bread — Baked every morning". */
export function keywordBefore(text: string, keyword: string): string {
  return `${capitalise(keyword)} — ${text}`;
}
