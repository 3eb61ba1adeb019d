// The faults an AI writer's slips leave in a page's text, each found by its own rule. Written apart from the engine's
// quality stage on purpose: the scan of the ZIP is a second opinion, and must not share the stage's blind spots.

/** The classes of the catalogue of output faults, plus the owner's words. */
export const faultClasses = [
  'placeholder',
  'filler',
  'doubled word',
  'cut sentence',
  'markdown',
  'html',
  'code',
  'self-talk',
  'wrong language',
  'repeated sentence',
  'over-long',
  'stop word',
  'keyword missing',
  'keyword label',
] as const;
export type FaultClass = (typeof faultClasses)[number];

/** Where on a page a text stands: the classes of text the scan reads. */
export type TextPlace = 'title' | 'description' | 'share' | 'alt' | 'label' | 'json-ld' | 'heading' | 'text';

const htmlTags = new Set(['a', 'b', 'br', 'div', 'em', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'i', 'img', 'li', 'ol', 'p', 'script', 'section', 'span', 'strong', 'style', 'u', 'ul', 'hr', 'small', 'table', 'td', 'tr', 'html', 'body', 'head', 'meta', 'link', 'font', 'center', 'sup', 'sub', 'blockquote', 'code', 'pre']);

const placeholderPatterns: readonly RegExp[] = [
  /\{\{?\s*[\p{L}_$][\p{L}\p{N}_ .-]{0,40}\}\}?/u,
  /\[[^\]\n]{0,40}\p{L}[^\]\n]{0,40}\]/u,
  /%(?:s|d|\d\$s|\([a-z_]+\)s)\b/u,
  /(?<![A-Za-z0-9])(?:TODO|TBD|FIXME|XXX+|PLACEHOLDER)(?![A-Za-z0-9])/u,
  /\$\{\w+\}|__[A-Z_]{3,}__/u,
];

/** Text standing in for the real copy, in the six languages and in English whatever the site's language. */
const fillers = [
  'lorem ipsum', 'dolor sit amet', 'consectetur adipiscing', 'sample text', 'your text here', 'placeholder text', 'insert text', 'text goes here', 'add your', 'example text',
  'рыба текст', 'текст-рыба', 'здесь будет', 'пример текста', 'ваш текст', 'текст-заглушка', 'текст заглушка',
  'blindtext', 'beispieltext', 'hier steht ihr text', 'ihr text hier', 'platzhaltertext', 'mustertext',
  'texte d’exemple', "texte d'exemple", 'votre texte ici', 'texte de remplissage', 'faux texte',
  'texto de ejemplo', 'tu texto aquí', 'su texto aquí', 'texto de relleno', 'texto simulado',
  'ダミーテキスト', 'サンプルテキスト', 'ここにテキスト', 'テキストを入力', 'テキストが入ります', 'ここに文章',
];

/** What a model says of itself or of its answer, which no customer's page says, wherever it stands in a text. */
const selfTalk = [
  'as an ai,', 'as an ai language model', 'as an ai model', 'as an ai assistant', 'sure! here', 'certainly! here', 'sure, here', 'certainly, here', 'as a language model', 'ai language model', 'here is the json', "here's the json", 'here is the text', 'here are the texts', 'here is your json', 'here is your text', 'i hope this helps', 'i cannot verify', "i can't verify", 'i cannot write', "i'm sorry, but", 'i am sorry, but', 'json object', 'the following json',
  'как ии', 'как языковая модель', 'я не могу это проверить', 'вот json', 'вот ваш текст', 'вот текст', 'надеюсь, это поможет',
  'als ki', 'als sprachmodell', 'hier ist das json', 'hier ist der text', 'ich hoffe, das hilft',
  'en tant qu’ia', "en tant qu'ia", 'en tant que modèle', 'voici le json', 'voici le texte', 'j’espère que cela',
  'como modelo de lenguaje', 'como ia', 'aquí está el json', 'aquí tienes el json', 'aquí tienes el texto', 'espero que esto',
  'aiとして', '言語モデル', '以下はjson', 'jsonは以下', 'お役に立てれば',
];

/**
 * The labels a model sets before a remark of its own. Pages say "Please note:" or "Ein wichtiger Hinweis:" too, so a
 * label counts only at the start of a text or sentence, or written with its capital right after the text's last word
 * ("Frisches Brot jeden Morgen Hinweis: Passen Sie…"), and in German not after an article or adjective.
 */
const noteLabels = ['Note', 'N.B.', 'NB', 'Disclaimer', 'Примечание', 'Прим.', 'Hinweis', 'Anmerkung', 'Remarque', 'Nota', '注', '注意', '備考'];
const labels = noteLabels.map((label) => label.replace(/\./gu, '\\.')).join('|');
const labelAtStart = new RegExp(`(?:^|[.!?。！？]\\s*)(?:${labels})\\s*[:：]`, 'iu');
const labelAfterWord = new RegExp(`[\\p{L}\\p{N}),;»”"]\\s*(?:${labels})\\s*[:：]`, 'u');
const germanLabelled = /(?:^|\s)(?:ein|eine|kein|keine|der|die|den|dem|des|unser|unsere|ihr|ihre|(?:wichtig|kurz|klein|letzt|weiter|zusätzlich|allgemein|rechtlich)(?:e|er|en|es)?)\s+(?:Hinweis|Anmerkung)\s*:/iu;

/** The model's own label in a text, or undefined. */
function noteLabel(text: string, language: string): string | undefined {
  const start = labelAtStart.exec(text)?.[0];
  if (start) return start.trim();
  const after = labelAfterWord.exec(text)?.[0];
  if (!after) return undefined;
  // "Ein wichtiger Hinweis:" is German for "an important note:", not a model's remark.
  if (language === 'de' && germanLabelled.test(text)) return undefined;
  return after.slice(1).trim();
}

/** Words after which no sentence or title ends: articles, conjunctions, and prepositions that never close one. */
const danglingWords: Readonly<Record<string, ReadonlySet<string>>> = {
  en: new Set(['the', 'a', 'an', 'and', 'or', 'but', 'nor', 'than', 'because', 'our', 'your', 'their', 'its', 'whose', 'very']),
  ru: new Set(['и', 'в', 'во', 'на', 'с', 'со', 'для', 'или', 'но', 'а', 'к', 'по', 'о', 'об', 'от', 'из', 'у', 'что', 'чтобы', 'наш', 'ваш', 'наши', 'ваши', 'при', 'без', 'под', 'над']),
  de: new Set(['und', 'oder', 'aber', 'der', 'die', 'das', 'den', 'dem', 'des', 'eine', 'einen', 'einem', 'einer', 'für', 'von', 'zum', 'zur', 'im', 'dass', 'weil', 'sowie', 'unser', 'unsere', 'ihre']),
  fr: new Set(['et', 'ou', 'mais', 'le', 'la', 'les', 'un', 'une', 'des', 'du', 'de', 'au', 'aux', 'avec', 'pour', 'dans', 'sur', 'par', 'que', 'notre', 'nos', 'votre', 'vos', 'sans', 'chez']),
  es: new Set(['y', 'e', 'o', 'u', 'pero', 'el', 'la', 'los', 'las', 'de', 'del', 'al', 'con', 'para', 'en', 'por', 'que', 'nuestro', 'nuestra', 'nuestros', 'su', 'sus', 'sin']),
};
/**
 * English prepositions a sentence may end on only after the words that strand them: "of" after what takes it ("proud
 * of", "made of", "think of"), "into" after a verb ("worth looking into"). After any other word ("the
 * quality of.") the sentence was cut.
 */
const strandedOnlyAfter: Readonly<Record<string, Readonly<Record<string, RegExp>>>> = {
  en: {
    of: /^(?:proud|aware|unaware|afraid|scared|ashamed|fond|capable|sure|unsure|certain|tired|sick|jealous|conscious|convinced|worthy|made|composed|consists?|think(?:s|ing)?|thought|dream(?:s|ed|t|ing)?|hear|heard|know|knew|known|speak|spoke|spoken|talk(?:ed)?|approve[sd]?|smells|tastes|care|rid|hold|charge|advantage|most|out)$/u,
    into: /^(?:look(?:s|ed|ing)?|dig(?:ging)?|get(?:ting)?|got|run|ran|bump(?:ed)?|fit|grow|grown|turn(?:ed)?|are|is|were|we’re|we're|you’re|you're|they’re|they're)$/u,
  },
};
const leftWithout = (language: string, last: string, before: string) => strandedOnlyAfter[language]?.[last] !== undefined && !strandedOnlyAfter[language]?.[last]?.test(before);

// Japanese copy may end a line on を or に ("至福の一杯を。"); a cut sentence ends on a linking word.
const japaneseDangling = /(?:や|そして|および|または|ですが|けれど|、)[。！？]?$/u;

/** Common words of each language: a text of the site's language holds more of its own than of another's. */
const commonWords: Readonly<Record<string, ReadonlySet<string>>> = {
  en: new Set(['the', 'and', 'of', 'to', 'with', 'our', 'for', 'is', 'you', 'your', 'we', 'are', 'every', 'from', 'this', 'that', 'in', 'on']),
  de: new Set(['und', 'der', 'die', 'das', 'mit', 'für', 'wir', 'ist', 'sie', 'ihr', 'unser', 'unsere', 'zu', 'ein', 'eine', 'den', 'dem', 'nicht', 'auch', 'bei', 'auf']),
  fr: new Set(['et', 'le', 'la', 'les', 'des', 'pour', 'avec', 'nous', 'vous', 'est', 'un', 'une', 'du', 'au', 'aux', 'dans', 'sur', 'votre', 'notre', 'qui']),
  es: new Set(['y', 'el', 'la', 'los', 'las', 'para', 'con', 'que', 'es', 'su', 'nuestro', 'nuestra', 'del', 'al', 'un', 'una', 'por', 'en', 'lo', 'se']),
};

const letters = (text: string, script: RegExp) => text.match(script)?.length ?? 0;
const words = (text: string) => text.toLocaleLowerCase().match(/[\p{L}’']+/gu) ?? [];

/** Sentences of a text, each with its ending punctuation. */
export function sentencesIn(text: string): string[] {
  return text.match(/[^.!?。！？]+(?:[.!?。！？]+|$)/gu)?.map((sentence) => sentence.trim()).filter(Boolean) ?? [];
}

/** The faults one text shows on its own (its place tells how long it may be and whether it is a title). */
export function textFaults(text: string, place: TextPlace, language: string): { fault: FaultClass; detail: string }[] {
  const found: { fault: FaultClass; detail: string }[] = [];
  const lower = text.toLocaleLowerCase();
  const add = (fault: FaultClass, detail: string) => found.push({ fault, detail });
  const tag = /<\/?\s*([\p{L}_][\p{L}\p{N}_-]*)[^<>]{0,60}>/u.exec(text);
  if (tag) add(htmlTags.has((tag[1] ?? '').toLowerCase()) ? 'html' : 'placeholder', tag[0]);
  if (/&(?:[a-z]{2,8}|#\d{2,5});/iu.test(text)) add('html', /&(?:[a-z]{2,8}|#\d{2,5});/iu.exec(text)?.[0] ?? '');
  for (const pattern of placeholderPatterns) {
    const match = pattern.exec(text);
    if (match) add('placeholder', match[0]);
  }
  const filler = fillers.find((each) => lower.includes(each));
  if (filler) add('filler', filler);
  const talk = selfTalk.find((each) => lower.includes(each)) ?? noteLabel(text, language);
  if (talk) add('self-talk', talk);
  if (/```|~~~/u.test(text) || /\{\s*"[^"]{1,40}"\s*:/u.test(text) || /"\s*:\s*["{[]/u.test(text) || /\\[n"]/u.test(text)) add('code', /```|~~~|\{\s*"|"\s*:|\\[n"]/u.exec(text)?.[0] ?? '');
  if (/\*\*|__\p{L}|(?:^|\s)#{1,6}\s|^\s*[-*•+]\s|`/u.test(text)) add('markdown', /\*\*|__\p{L}|(?:^|\s)#{1,6}\s|^\s*[-*•+]\s|`/u.exec(text)?.[0] ?? '');
  const doubled = doubledWord(text, language);
  if (doubled) add('doubled word', doubled);
  const cut = cutSentence(text, place, language);
  if (cut) add('cut sentence', cut);
  const wrong = wrongLanguage(text, language);
  if (wrong) add('wrong language', wrong);
  const long = overLong(text, place);
  if (long) add('over-long', long);
  return found;
}

function doubledWord(text: string, language: string): string | undefined {
  for (const match of text.matchAll(/(?<![\p{L}\p{N}\p{M}])(\p{L}[\p{L}\p{M}’'-]*)\s+\1(?![\p{L}\p{N}\p{M}])/giu)) {
    // French "nous nous occupons", "vous vous" are grammar, not a slip.
    if (!(language === 'fr' && /^(?:nous|vous)$/iu.test(match[1] ?? ''))) return match[0];
  }
  // Japanese runs words together: a run of kanji and katakana said twice in a row. Not kana words such as ひとつひとつ
  // or いろいろ, nor 一人一人 and its kind: doubled, they are how Japanese says "each" and "various".
  if (language === 'ja') return /(?!一)([\p{sc=Han}\p{sc=Katakana}ー]{3,}|\p{sc=Han}{2})\1/u.exec(text)?.[0];
  return undefined;
}

function cutSentence(text: string, place: TextPlace, language: string): string | undefined {
  const titleLike = place !== 'text' && place !== 'json-ld';
  if (language === 'ja') {
    const hit = sentencesIn(text).find((sentence) => /[。！？]$/u.test(sentence) && japaneseDangling.test(sentence));
    if (hit) return hit;
    return titleLike && !/…$/u.test(text.trim()) && japaneseDangling.test(text) ? text : undefined;
  }
  const dangling = danglingWords[language] ?? danglingWords.en;
  // The last word as written, lower case only (a capital at the end is an initial: "Анна К."), none after a number or sign ("от 2500 ₽.").
  const lastTwo = (sentence: string): readonly [string, string] => {
    const parts = sentence.replace(/[.!?…]+$/u, '').trim().split(/\s+/u);
    const clean = (word: string) => word.replace(/^[«"“„(]+|[»"”),:;]+$/gu, '');
    // A comma or colon between the two ("…just as we are, of.") strands nothing.
    const before = parts.length > 1 && !/[,;:]$/u.test(parts.at(-2) ?? '') ? clean(parts.at(-2) ?? '').toLocaleLowerCase() : '';
    return [before, clean(parts.at(-1) ?? '')];
  };
  const cut = (sentence: string) => {
    const [before, last] = lastTwo(sentence);
    return dangling?.has(last) === true || leftWithout(language, last, before);
  };
  const hit = sentencesIn(text).find((sentence) => /[.!?]$/u.test(sentence) && cut(sentence));
  if (hit) return hit;
  // A text shortened with "…" is the over-long class's, not a sentence the writer broke.
  return titleLike && !/[.!?…]$/u.test(text.trim()) && cut(text) ? text : undefined;
}

function wrongLanguage(text: string, language: string): string | undefined {
  const latin = letters(text, /\p{sc=Latin}/gu);
  const cyrillic = letters(text, /\p{sc=Cyrillic}/gu);
  const japanese = letters(text, /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/gu);
  const total = latin + cyrillic + japanese;
  if (total < 12) return undefined;
  const latinWords = (text.match(/\p{sc=Latin}{2,}/gu) ?? []).length;
  if (language === 'ja' || language === 'ru') {
    const own = language === 'ja' ? japanese : cyrillic;
    return latin > own && latinWords >= 4 ? `${language === 'ja' ? 'Latin' : 'Latin'} script: ${text.slice(0, 60)}` : (language === 'ja' ? cyrillic : japanese) > own ? `another script: ${text.slice(0, 60)}` : undefined;
  }
  if (cyrillic + japanese > latin) return `${cyrillic > japanese ? 'Cyrillic' : 'Japanese'} script on a ${language} page: ${text.slice(0, 60)}`;
  const all = words(text);
  if (all.length < 8) return undefined;
  const counts = Object.entries(commonWords).map(([code, set]) => [code, all.filter((word) => set.has(word)).length] as const);
  const own = counts.find(([code]) => code === language)?.[1] ?? 0;
  const [other, most] = counts.filter(([code]) => code !== language).sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return most >= 3 && most > 2 * own ? `reads as ${other}: ${text.slice(0, 60)}` : undefined;
}

/** Lengths past which a text of each place is too long to read as written (titles and descriptions as the engine fits them). */
const longest: Readonly<Record<TextPlace, number>> = { title: 70, description: 300, share: 300, alt: 160, label: 60, 'json-ld': 2000, heading: 130, text: 1000 };

/** A text's width in Latin letters: a Japanese or Chinese character is as wide as two. */
const width = (text: string) => text.length + (text.match(/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}ー、。「」（）：！？]/gu)?.length ?? 0);

function overLong(text: string, place: TextPlace): string | undefined {
  // Titles and descriptions are counted in characters, as the engine fits them; what a reader sees, by its width.
  const length = place === 'title' || place === 'description' || place === 'share' ? text.length : width(text);
  if (length > longest[place]) return `${text.length} characters in a ${place}: ${text.slice(0, 50)}…`;
  // A text shortened with "…" to fit is a field that was written too long.
  if ((place === 'title' || place === 'description' || place === 'share' || place === 'heading' || place === 'alt') && /…$/u.test(text.trim())) return `cut to fit: ${text}`;
  return undefined;
}

const stem = (word: string, language: string) => {
  const lower = word.toLocaleLowerCase().replace(/ё/gu, 'е');
  if (language === 'ru' && lower.length >= 6) return lower.replace(/[аяоеыийьую]{1,2}$/u, '');
  return lower;
};

/** The owner's stop words the text holds, in any form (a word that starts with one, or with its Russian stem). */
export function stopWordsIn(text: string, stopWords: readonly string[], language: string): string[] {
  const lower = text.toLocaleLowerCase().replace(/ё/gu, 'е');
  return stopWords.filter((word) => {
    if (language === 'ja') return lower.includes(word.toLocaleLowerCase());
    const escaped = stem(word, language).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/\s+/gu, '\\s+');
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}`, 'u').test(lower);
  });
}

/** Whether the text holds the keyword: its words in order, a word or two between allowed ("barbier à Lyon"). */
export function holdsKeyword(text: string, keyword: string, language: string): boolean {
  const normal = (value: string) => value.toLocaleLowerCase().replace(/[’']/gu, '’').replace(/\s+/gu, ' ');
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const parts = normal(keyword).trim().split(' ').map(escape);
  const between = language === 'ja' ? '.{0,4}' : '(?:\\s+\\S+){0,2}\\s+';
  return new RegExp(`(?<![\\p{L}\\p{N}])${parts.join(between)}`, 'u').test(normal(text));
}

/** A keyword written as a label in front of a title or heading ("Sourdough bread: our story"), which the owner never asked for. */
export function keywordLabel(text: string, keywords: readonly string[]): string | undefined {
  const lower = text.toLocaleLowerCase();
  return keywords.find((keyword) => new RegExp(`^${keyword.toLocaleLowerCase().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\s*[:：]`, 'u').test(lower));
}
