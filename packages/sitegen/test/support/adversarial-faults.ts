// The slips of the adversarial writer, each planted into one text of an answer the way real models make them.
// Each planter takes a text and gives it back with its slip; none knows how the engine or the page scan finds them.

/** The text faults of the catalogue, planted into the texts of an answer. */
export const textFaultKinds = [
  'placeholder',
  'filler',
  'doubledWord',
  'cutSentence',
  'markdown',
  'html',
  'codeFence',
  'selfTalk',
  'wrongLanguage',
  'repeatedSentence',
  'overLong',
  'stopWord',
  'keywordMisuse',
] as const;
export type TextFaultKind = (typeof textFaultKinds)[number];

/** What a planter knows of the answer it slips in. */
export interface SlipContext {
  language: string;
  keywords: readonly string[];
  stopWords: readonly string[];
  brand: string;
  random: () => number;
  /** Another text of the same answer (for a sentence said twice). */
  otherText: () => string | undefined;
  /** The same text written in another language, if the model had slipped into it. */
  wrongText?: string;
}

interface LanguageSlips {
  yourName: string;
  fillers: readonly string[];
  selfTalk: readonly string[];
  /** Words a cut sentence ends on: conjunctions, articles, prepositions. */
  cuts: readonly string[];
  /** A word a model puts where it dropped a keyword. */
  stand: string;
}

const slips: Readonly<Record<string, LanguageSlips>> = {
  en: { yourName: '[Your name]', fillers: ['Lorem ipsum dolor sit amet, consectetur adipiscing elit.', 'Sample text', 'Your text here'], selfTalk: ['As an AI language model, I cannot verify this, but', 'Here is the JSON:', 'Note: adjust this text to your business.'], cuts: ['and', 'the', 'of', 'or', 'a'], stand: 'our products' },
  ru: { yourName: '[Ваше имя]', fillers: ['Здесь будет ваш текст.', 'Пример текста', 'Текст-заглушка'], selfTalk: ['Как языковая модель, я не могу это проверить, но', 'Вот JSON:', 'Примечание: замените этот текст.'], cuts: ['и', 'в', 'с', 'для', 'на'], stand: 'наша продукция' },
  de: { yourName: '[Ihr Name]', fillers: ['Hier steht Ihr Text.', 'Blindtext', 'Beispieltext'], selfTalk: ['Als KI-Sprachmodell kann ich das nicht prüfen, aber', 'Hier ist das JSON:', 'Hinweis: Passen Sie diesen Text an.'], cuts: ['und', 'die', 'oder', 'für', 'der'], stand: 'unser Angebot' },
  fr: { yourName: '[Votre nom]', fillers: ['Votre texte ici.', 'Texte d’exemple', 'Lorem ipsum dolor sit amet.'], selfTalk: ['En tant qu’IA, je ne peux pas le vérifier, mais', 'Voici le JSON :', 'Remarque : adaptez ce texte.'], cuts: ['et', 'les', 'avec', 'pour', 'de'], stand: 'nos services' },
  es: { yourName: '[Su nombre]', fillers: ['Tu texto aquí.', 'Texto de ejemplo', 'Lorem ipsum dolor sit amet.'], selfTalk: ['Como modelo de lenguaje, no puedo comprobarlo, pero', 'Aquí está el JSON:', 'Nota: adapte este texto.'], cuts: ['y', 'los', 'con', 'para', 'de'], stand: 'nuestros productos' },
  ja: { yourName: '[お名前]', fillers: ['ここにテキストが入ります。', 'サンプルテキスト', 'ダミーテキスト'], selfTalk: ['AIとして確認はできませんが、', '以下はJSONです：', '注：この文章は適宜変更してください。'], cuts: ['や', 'そして', 'および', 'または'], stand: '当店の商品' },
};

const placeholders = (language: string) => ['{city}', '{{phone_number}}', '{{business_name}}', slips[language]?.yourName ?? '[Your name]', '<name>', '%s', 'TODO', 'XXX'];

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)] as T;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const spaced = (language: string) => language !== 'ja';
const sentences = (text: string) => text.match(/[^.!?。！？]+[.!?。！？]+|[^.!?。！？]+$/gu)?.map((each) => each.trim()) ?? [text];
const join = (parts: readonly string[], language: string) => parts.join(spaced(language) ? ' ' : '');
const isProse = (text: string) => text.length > 60;
/** The text with the first whole-word occurrence of `word` replaced (never a word it is part of; Japanese has no spaces to tell). */
const replaceWord = (text: string, word: string, by: string, language: string) =>
  spaced(language) ? text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'u'), by) : text.replace(word, by);

/** A word of the text, chosen at random (in Japanese, a run of katakana or kanji). */
function wordOf(text: string, context: SlipContext): string | undefined {
  const pattern = spaced(context.language) ? /\p{L}{3,}/gu : /[\p{sc=Katakana}ー]{3,}|\p{sc=Han}{2,}/gu;
  // Not "一杯" and its kind: doubled, they are how Japanese says "each one", not a slip.
  const all = (text.match(pattern) ?? []).filter((word) => !word.startsWith('一'));
  return all.length > 0 ? pick(all, context.random) : undefined;
}

function placeholder(text: string, context: SlipContext): string {
  const form = pick(placeholders(context.language), context.random);
  if (context.brand && text.includes(context.brand) && context.random() < 0.5) return text.replace(context.brand, form);
  const parts = sentences(text);
  const at = Math.floor(context.random() * parts.length);
  parts[at] = (parts[at] ?? '').replace(/([.!?。！？]?)$/u, spaced(context.language) ? ` ${form}$1` : `${form}$1`);
  return join(parts, context.language);
}

function filler(text: string, context: SlipContext): string {
  const words = slips[context.language] ?? (slips.en as LanguageSlips);
  const chosen = pick(words.fillers, context.random);
  if (!isProse(text)) return chosen.replace(/[.。]$/u, '');
  return context.random() < 0.5 ? chosen : join([...sentences(text).slice(0, -1), chosen], context.language);
}

/** A word said twice: half the time the word beside a keyword or the business name, as the issue saw it. */
function doubledWord(text: string, context: SlipContext): string {
  const names = [...context.keywords, context.brand].filter((name) => name && text.toLocaleLowerCase().includes(name.toLocaleLowerCase()));
  if (names.length > 0 && context.random() < 0.5) {
    const name = pick(names, context.random);
    if (!spaced(context.language)) return text.replace(name, `${name}${name}`);
    const before = new RegExp(`(\\p{L}+)(\\s+)(${escape(name)})`, 'iu');
    if (context.random() < 0.5 && before.test(text)) return text.replace(before, '$1 $1$2$3');
    const first = name.split(/\s+/u)[0] as string;
    return text.replace(new RegExp(escape(first), 'iu'), (match) => `${match} ${match}`);
  }
  const word = wordOf(text, context);
  if (!word) return text;
  return replaceWord(text, word, spaced(context.language) ? `${word} ${word}` : `${word}${word}`, context.language);
}

/** A sentence (or a title) that stops after a conjunction, an article or a preposition. */
function cutSentence(text: string, context: SlipContext): string {
  const words = slips[context.language] ?? (slips.en as LanguageSlips);
  const cut = pick(words.cuts, context.random);
  const end = spaced(context.language) ? '.' : '。';
  if (!isProse(text)) {
    const kept = spaced(context.language) ? text.split(/\s+/u).slice(0, Math.max(1, Math.ceil(text.split(/\s+/u).length * 0.6))).join(' ') : text.slice(0, Math.max(2, Math.ceil(text.length * 0.6)));
    return spaced(context.language) ? `${kept} ${cut}` : `${kept}${cut}`;
  }
  const parts = sentences(text);
  const last = parts.pop() ?? '';
  if (!spaced(context.language)) return join([...parts, `${last.slice(0, Math.max(4, Math.floor(last.length / 2)))}${cut}${end}`], context.language);
  const lastWords = last.split(/\s+/u);
  return join([...parts, `${lastWords.slice(0, Math.max(2, Math.floor(lastWords.length / 2))).join(' ')} ${cut}${end}`], context.language);
}

function markdown(text: string, context: SlipContext): string {
  if (!isProse(text)) return context.random() < 0.6 ? `## ${text}` : `**${text}**`;
  const word = wordOf(text, context);
  if (context.random() < 0.5 && word) return replaceWord(text, word, `**${word}**`, context.language);
  return `- ${text}`;
}

function html(text: string, context: SlipContext): string {
  const word = wordOf(text, context);
  const roll = context.random();
  if (roll < 0.3 && word) return replaceWord(text, word, `<strong>${word}</strong>`, context.language);
  if (roll < 0.6) return `<p>${text}</p>`;
  const parts = sentences(text);
  return parts.length > 1 ? `${parts[0]}<br>${join(parts.slice(1), context.language)}` : `${text}<br>`;
}

function codeFence(text: string, context: SlipContext): string {
  return context.random() < 0.5 ? `\`\`\`json\n${text}` : `${text}\n\`\`\``;
}

function selfTalk(text: string, context: SlipContext): string {
  const words = slips[context.language] ?? (slips.en as LanguageSlips);
  // Models fall back on English for their own remarks about as often as they use the site's language.
  const said = pick(context.random() < 0.5 ? (slips.en as LanguageSlips).selfTalk : words.selfTalk, context.random);
  const gap = spaced(context.language) ? ' ' : '';
  return /:$|：$/u.test(said) || said.endsWith('but') || said.endsWith('но') || said.endsWith('aber') || said.endsWith('mais') || said.endsWith('pero') || said.endsWith('、') ? `${said}${gap}${text}` : `${text}${gap}${said}`;
}

function wrongLanguage(text: string, context: SlipContext): string {
  return context.wrongText && context.wrongText !== text ? context.wrongText : text;
}

function repeatedSentence(text: string, context: SlipContext): string {
  const other = context.otherText();
  const sentence = other ? sentences(other).find((each) => each.length > 30) : undefined;
  return sentence && !text.includes(sentence) ? join([text, sentence], context.language) : text;
}

function overLong(text: string, context: SlipContext): string {
  const other = context.otherText() ?? text;
  if (!isProse(text)) return `${text}${spaced(context.language) ? ' — ' : '―'}${other}`.slice(0, 300);
  // A paragraph that rambles on past any field's length (the content schema allows 900 characters).
  const parts = [text];
  while (parts.join(' ').length < 1000) parts.push(context.otherText() ?? other, text);
  return join(parts, context.language);
}

function stopWord(text: string, context: SlipContext): string {
  if (context.stopWords.length === 0) return text;
  const word = pick(context.stopWords, context.random);
  if (!spaced(context.language)) return `${word}${text}`;
  if (!isProse(text)) return context.random() < 0.5 ? `${text} – ${word}` : `${word.charAt(0).toLocaleUpperCase()}${word.slice(1)} ${text.charAt(0).toLocaleLowerCase()}${text.slice(1)}`;
  const parts = text.split(/\s+/u);
  parts.splice(1 + Math.floor(context.random() * Math.min(5, parts.length - 1)), 0, word);
  return parts.join(' ');
}

/** A keyword dropped for a plain word, or written as a label in front of a text ("Keyword: …"). */
function keywordMisuse(text: string, context: SlipContext): string {
  const keyword = context.keywords.find((each) => text.toLocaleLowerCase().includes(each.toLocaleLowerCase())) ?? context.keywords[0];
  if (!keyword) return text;
  const inText = new RegExp(escape(keyword), 'giu');
  if (context.random() < 0.6 && inText.test(text)) return text.replace(inText, (slips[context.language] ?? (slips.en as LanguageSlips)).stand);
  return `${keyword.charAt(0).toLocaleUpperCase()}${keyword.slice(1)}: ${text}`;
}

export const planters: Readonly<Record<TextFaultKind, (text: string, context: SlipContext) => string>> = {
  placeholder,
  filler,
  doubledWord,
  cutSentence,
  markdown,
  html,
  codeFence,
  selfTalk,
  wrongLanguage,
  repeatedSentence,
  overLong,
  stopWord,
  keywordMisuse,
};

/**
 * Where real models make each slip, as a pattern of an answer's paths: titles, descriptions, the tagline and headings
 * as often as body copy ("seo.home.title", "hero.lead", "site.tagline", "sections.1.paragraphs.0").
 */
export const favouredPlaces: Readonly<Record<TextFaultKind, RegExp>> = {
  placeholder: /title|description|tagline|contact|cta|lead/u,
  filler: /text|paragraphs|lead|excerpt|tagline|description/u,
  doubledWord: /title|heading|tagline|lead|paragraphs/u,
  cutSentence: /description|paragraphs|lead|excerpt|answer/u,
  markdown: /heading|title|text|paragraphs/u,
  html: /paragraphs|lead|text|answer/u,
  codeFence: /paragraphs|text|lead/u,
  selfTalk: /paragraphs|lead|description|excerpt|tagline/u,
  wrongLanguage: /title|description|text|paragraphs|answer|question|heading/u,
  repeatedSentence: /paragraphs|lead|text/u,
  overLong: /title|description|heading|tagline|eyebrow/u,
  stopWord: /title|description|heading|lead|text/u,
  keywordMisuse: /heading|title|lead/u,
};
