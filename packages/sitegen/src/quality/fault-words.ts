/*
 * The words behind the output-fault catalogue (see output-faults.ts), by language: filler a writer leaves where a text
 * should be, words a model says of itself, the words a sentence cannot end on, and the words that may stand twice in a
 * row. Filler is listed for every language of step 5: a German site can get English filler as well as German.
 */

// A letter or digit of a script written with spaces: the end of a word there. In Japanese, Chinese or Thai a token glued
// to the letters around it ("いらっしゃいませんか%s") stands on its own all the same.
const unspaced = '[\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}\\p{scx=Thai}]';
const notAfterWord = `(?<![\\p{L}\\p{N}](?<!${unspaced}))`;
const notBeforeWord = `(?![\\p{L}\\p{N}](?<!${unspaced}))`;

/** Placeholders a writer leaves unfilled: {name}, {{phone_number}}, ${name}, [Your name], <name>, %s, TODO, __NAME__. */
export const placeholderPatterns: readonly RegExp[] = [
  /\{\{?\s*[\p{L}_][\p{L}\p{N}_ .-]*\s*\}\}?/u,
  /\$\{[^}]*\}/u,
  /\[[^\]\n]*\p{L}[^\]\n]*\]/u,
  /<\s*(?!(?:p|br|b|i|u|s|em|strong|span|div|a|img|ul|ol|li|h[1-6]|table|tr|td|th|section|article|script|style|code|pre|small|sup|sub)\b)[\p{L}_][\p{L}\p{N}_ -]*>/iu,
  new RegExp(`${notAfterWord}%(?:\\d+\\$)?[sdif]${notBeforeWord}|%\\([\\p{L}_]+\\)[sd]`, 'u'),
  new RegExp(`${notAfterWord}(?:TODO|TBD|FIXME|XXX+)${notBeforeWord}`, 'u'),
  new RegExp(`${notAfterWord}__[A-Z][A-Z_]*__${notBeforeWord}`, 'u'),
];

/** "Sample text", "Your text here", "Placeholder text" and the like, by language (lower case). */
export const fillerPhrases: Readonly<Record<string, readonly string[]>> = {
  en: ['sample text', 'your text here', 'placeholder text', 'dummy text', 'example text', 'text goes here', 'add your text', 'insert text here', 'insert your text', 'lorem ipsum', 'dolor sit amet', 'consectetur adipiscing'],
  ru: ['текст-заглушка', 'текст заглушка', 'пример текста', 'ваш текст здесь', 'здесь ваш текст', 'здесь будет текст', 'здесь будет ваш текст', 'образец текста', 'текст-рыба', 'рыбный текст', 'вставьте текст'],
  uk: ['текст-заглушка', 'приклад тексту', 'ваш текст тут', 'тут буде текст', 'зразок тексту'],
  be: ['прыклад тэксту', 'ваш тэкст тут', 'тут будзе тэкст', 'тэкст-запаўняльнік'],
  kk: ['мәтін үлгісі', 'мәтініңіз осында', 'мұнда мәтін болады'],
  uz: ['namuna matn', 'matningiz shu yerda', 'bu yerda matn bo‘ladi'],
  de: ['beispieltext', 'blindtext', 'platzhaltertext', 'ihr text hier', 'hier steht ihr text', 'mustertext', 'fülltext'],
  fr: ["texte d'exemple", 'texte d’exemple', 'votre texte ici', 'texte de remplissage', 'texte factice', 'faux texte', 'insérez votre texte'],
  es: ['texto de ejemplo', 'su texto aquí', 'tu texto aquí', 'texto de relleno', 'texto de muestra', 'texto simulado', 'inserte su texto'],
  it: ['testo di esempio', 'il tuo testo qui', 'testo segnaposto', 'testo fittizio', 'inserisci il tuo testo'],
  pt: ['texto de exemplo', 'seu texto aqui', 'o seu texto aqui', 'texto fictício', 'texto de preenchimento'],
  nl: ['voorbeeldtekst', 'uw tekst hier', 'je tekst hier', 'opvultekst', 'dummytekst'],
  pl: ['przykładowy tekst', 'twój tekst tutaj', 'tutaj twój tekst', 'tekst zastępczy'],
  cs: ['ukázkový text', 'vzorový text', 'váš text zde', 'zástupný text'],
  sk: ['ukážkový text', 'váš text tu', 'zástupný text'],
  sl: ['vzorčno besedilo', 'vaše besedilo tukaj', 'nadomestno besedilo'],
  hr: ['primjer teksta', 'ogledni tekst', 'vaš tekst ovdje'],
  sr: ['пример текста', 'ваш текст овде', 'primer teksta', 'vaš tekst ovde'],
  bg: ['примерен текст', 'вашият текст тук'],
  ro: ['text exemplu', 'text de exemplu', 'textul tău aici', 'textul dvs. aici', 'text substituent'],
  hu: ['mintaszöveg', 'példaszöveg', 'ide jön a szöveg', 'helykitöltő szöveg'],
  el: ['δείγμα κειμένου', 'το κείμενό σας εδώ', 'ενδεικτικό κείμενο'],
  tr: ['örnek metin', 'metniniz burada', 'yer tutucu metin'],
  az: ['nümunə mətn', 'mətniniz burada'],
  ka: ['ნიმუში ტექსტი', 'ტექსტის ნიმუში', 'თქვენი ტექსტი აქ'],
  hy: ['օրինակ տեքստ', 'ձեր տեքստը այստեղ', 'տեքստի օրինակ'],
  he: ['טקסט לדוגמה', 'הטקסט שלך כאן'],
  ar: ['نص تجريبي', 'نص نموذجي', 'نصك هنا', 'ضع نصك هنا'],
  fa: ['متن نمونه', 'متن شما اینجا', 'متن ساختگی'],
  ur: ['نمونہ متن', 'آپ کا متن یہاں'],
  hi: ['नमूना पाठ', 'आपका पाठ यहाँ', 'यहाँ आपका टेक्स्ट'],
  bn: ['নমুনা লেখা', 'আপনার লেখা এখানে', 'নমুনা টেক্সট'],
  ta: ['மாதிரி உரை', 'உங்கள் உரை இங்கே'],
  th: ['ข้อความตัวอย่าง', 'ใส่ข้อความที่นี่', 'ข้อความของคุณที่นี่'],
  vi: ['văn bản mẫu', 'văn bản của bạn ở đây', 'nhập văn bản vào đây'],
  id: ['teks contoh', 'contoh teks', 'teks anda di sini'],
  ms: ['teks contoh', 'contoh teks', 'teks anda di sini'],
  tl: ['halimbawang teksto', 'ang iyong teksto dito'],
  zh: ['示例文本', '示例文字', '在此输入文本', '占位文本', '此处输入文字'],
  ja: ['ダミーテキスト', 'サンプルテキスト', 'ここにテキスト', 'テキストが入ります', 'テキストを入力', 'ここに文章が入ります'],
  ko: ['샘플 텍스트', '예시 텍스트', '여기에 텍스트', '더미 텍스트'],
  sv: ['exempeltext', 'din text här', 'platshållartext', 'utfyllnadstext'],
  no: ['eksempeltekst', 'din tekst her', 'plassholdertekst', 'fylltekst'],
  da: ['eksempeltekst', 'din tekst her', 'pladsholdertekst', 'fyldtekst'],
  fi: ['esimerkkiteksti', 'tekstisi tähän', 'täyteteksti', 'malliteksti'],
  et: ['näidistekst', 'sinu tekst siia', 'kohatäitetekst'],
  lv: ['parauga teksts', 'jūsu teksts šeit', 'teksta paraugs'],
  lt: ['pavyzdinis tekstas', 'jūsų tekstas čia', 'teksto pavyzdys'],
  sw: ['maandishi ya mfano', 'maandishi yako hapa', 'mfano wa maandishi'],
  af: ['voorbeeldteks', 'jou teks hier', 'plekhouerteks'],
  ca: ["text d'exemple", 'el vostre text aquí', 'text de farciment'],
};

/**
 * The words a model sets in front of a remark of its own ("Note:", "Hinweis:", "Примечание:", "Remarque :", "注："), in
 * every language of the bench's step 5. Site copy says "Please note:" or "Ein wichtiger Hinweis:" mid-sentence; a
 * model's note stands at the start of a text or sentence, or right after the text it tacked itself on to.
 */
const noteWords: Readonly<Record<string, readonly string[]>> = {
  en: ['Note', 'N.B.', 'NB', 'Disclaimer'],
  ru: ['Примечание', 'Прим.', 'Заметка'],
  de: ['Hinweis', 'Anmerkung'],
  fr: ['Remarque', 'Note', 'N.B.'],
  es: ['Nota', 'Aclaración'],
  ja: ['注', '注意', '備考'],
};
const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const notes = [...new Set(Object.values(noteWords).flat())].sort((a, b) => b.length - a.length).map(escaped).join('|');
// German nouns are written with a capital anywhere: after an article, a possessive or an adjective ("Ein wichtiger
// Hinweis:", "Unsere Anmerkung:") "Hinweis" is the site's own word. Either case of the first letter, at a sentence's start too.
const eitherCase = (word: string) => `[${word.charAt(0).toLocaleUpperCase()}${word.charAt(0)}]${word.slice(1)}`;
const germanBefore = `(?:${['ein', 'eine', 'einen', 'einem', 'kein', 'keine', 'der', 'die', 'den', 'dem', 'des', 'unser', 'unsere', 'unseren', 'ihr', 'ihre', 'ihren'].map(eitherCase).join('|')}|(?:${['wichtig', 'kurz', 'klein', 'letzt', 'rechtlich', 'allgemein', 'weiter', 'zusätzlich', 'abschließend', 'ergänzend', 'freundlich', 'technisch', 'hilfreich', 'praktisch', 'gut', 'wertvoll'].map(eitherCase).join('|')})(?:e|er|en|es|em)?)`;

/** A model's note at the very start of a text ("Hinweis: Passen Sie diesen Text an."): what the scrub takes off. */
export const modelNoteBefore = new RegExp(`^\\s*(?:${notes})\\s*[:：]\\s*`, 'iu');

/** A model's note at the start of a sentence, in any of the languages (matched case-insensitively). */
const modelNoteAtStart = new RegExp(`(?:^|[.!?。！？]\\s*)(?:${notes})\\s*[:：]`, 'iu');

/**
 * A capitalised note word (注： glued in Japanese) right after a word of the text: the model's own remark tacked on, up
 * to the end ("Frisches Brot jeden Morgen Hinweis: Passen Sie diesen Text an.").
 */
export const modelNoteAfter = new RegExp(
  `(?<=[\\p{L}\\p{N},;)»”"])\\s*(?:(?<!(?:^|\\s)${germanBefore}\\s+)(?:${notes}))\\s*[:：]\\s*\\p{L}[\\s\\S]*$`,
  'u',
);

/**
 * What a model says of itself instead of writing the site: "As an AI", "Here is the JSON", a note in front, an apology
 * or a refusal, by language (patterns are matched case-insensitively). Each is worded so that site copy does not say
 * it: "Maria started as an assistant", "Aquí tienes todo lo que necesitas", a review's "I can't help but smile" or
 * "Я не могу нарадоваться" are no model's words.
 */
export const modelWords: Readonly<Record<string, readonly RegExp[]>> = {
  en: [
    /\bas an? (?:AI|artificial intelligence)(?:,|\s+I\b|\s+(?:language\s+)?model\b|\s+assistant\b)|\bas an? (?:large )?language model\b/iu,
    // At the start of a text or sentence only: "What you see here is the version we bake daily" is the site's.
    /(?:^|[.!?]\s+)(?:here is|here's|here are|below is|below are) (?:the|your|a|an) (?:\w+ )?(?:JSON|text|texts|copy|content|answer|response|version|fields?)\b/iu,
    modelNoteAtStart,
    // A note the model tacks on after the text, with no full stop between ("We listen first Note: adjust this text").
    modelNoteAfter,
    /\bI hope (?:this|that) helps\b/iu,
    /^(?:certainly|sure|of course|absolutely)[!,.]?\s+(?:here|below|I)\b/iu,
    /\bI(?:'m| am|’m) (?:sorry, but|unable to|not able to)\b|\bI (?:cannot|can't|can’t|can not) (?:help(?! but\b)|provide|assist|write|verify|confirm)\b/iu,
    /\bknowledge cut-?off\b|(?:^|[.!?]\s+)as requested\b|\b(?:the following|this) JSON\b|\bJSON object\b/iu,
  ],
  ru: [
    /(?<!\p{L})как (?:ИИ|искусственный интеллект|языковая модель|модель ИИ|ИИ-ассистент)(?!\p{L})/iu,
    /(?:^|[.!?]\s+)вот (?:ваш |ваши |исправленный |переписанный |готовый )?(?:JSON|текст|тексты|ответ|вариант)(?!\p{L})/iu,
    /(?<!\p{L})надеюсь, это (?:поможет|помогло)/iu,
    /(?<!\p{L})(?:я не могу (?:это |этого )?(?:проверить|подтвердить|написать|выполнить|помочь|предоставить)|извините, но я|к сожалению, я не)(?!\p{L})/iu,
  ],
  de: [
    /(?<!\p{L})als (?:KI|künstliche Intelligenz|Sprachmodell|KI-Assistent)(?!\p{L})/iu,
    /(?:^|[.!?]\s+)hier (?:ist|sind) (?:das|der|die|ihr|ihre) (?:überarbeitete |überarbeiteten |gewünschte )?(?:JSON|Text|Texte|Antwort|Version|Felder)(?!\p{L})/iu,
    /(?<!\p{L})ich hoffe, (?:das|dies) hilft/iu,
    /(?<!\p{L})(?:ich kann (?:das |dies )?(?:nicht|keine) (?:prüfen|überprüfen|bestätigen|schreiben|helfen|verifizieren)|es tut mir leid, (?:aber|ich))(?!\p{L})/iu,
  ],
  fr: [
    /(?<!\p{L})en tant qu['’](?:IA|intelligence artificielle|assistant)|en tant que modèle de langage/iu,
    /(?:^|[.!?]\s+)voici (?:le|la|les|votre|vos) (?:JSON|texte|textes|réponse|version)(?!\p{L})/iu,
    /(?<!\p{L})j['’]espère que cela (?:aide|vous aide)/iu,
  ],
  es: [
    /(?<!\p{L})como (?:una )?(?:IA|inteligencia artificial|modelo de lenguaje|asistente de IA)(?!\p{L})/iu,
    /(?:^|[.!?]\s+)aquí (?:está|tienes|tiene) (?:el|la|los|las|tu|su) (?:JSON|texto|textos|respuesta|versión)(?!\p{L})/iu,
    /(?<!\p{L})espero que (?:esto|te|le) (?:ayude|sirva)/iu,
  ],
  ja: [/AIとして|言語モデル(?:として)?|以下はJSON|JSONは以下|お役に立てれば/iu],
};

/** A Japanese sentence or title cut after a linking word (や, そして, および, または, ですが, a comma): no sentence ends there. */
export const japaneseCut = /(?:や|そして|および|または|ですが|けれど|、)[。！？]?$/u;

/**
 * Words every text of a language is full of: a text of eight words or more that holds more of another language's than
 * of its own is written in that other language ("We bake every morning…" in a German field).
 */
export const commonWords: Readonly<Record<string, ReadonlySet<string>>> = {
  en: new Set(['the', 'and', 'of', 'to', 'with', 'our', 'for', 'is', 'you', 'your', 'we', 'are', 'from', 'this', 'that', 'it', 'be', 'at', 'by', 'have']),
  de: new Set(['und', 'der', 'die', 'das', 'mit', 'für', 'wir', 'ist', 'sie', 'ihr', 'unser', 'unsere', 'zu', 'ein', 'eine', 'den', 'dem', 'nicht', 'auch', 'bei', 'auf', 'sich']),
  fr: new Set(['et', 'le', 'la', 'les', 'des', 'pour', 'avec', 'nous', 'vous', 'est', 'un', 'une', 'du', 'au', 'aux', 'dans', 'sur', 'votre', 'notre', 'qui', 'ce']),
  es: new Set(['y', 'el', 'la', 'los', 'las', 'para', 'con', 'que', 'es', 'su', 'nuestro', 'nuestra', 'del', 'al', 'un', 'una', 'por', 'lo', 'se', 'muy']),
  it: new Set(['il', 'lo', 'gli', 'della', 'di', 'che', 'per', 'con', 'non', 'sono', 'nostro', 'nostra', 'anche', 'alla', 'questo']),
  pt: new Set(['o', 'os', 'da', 'do', 'das', 'dos', 'para', 'com', 'que', 'não', 'nosso', 'nossa', 'uma', 'você', 'também']),
};

/**
 * Articles, conjunctions, prepositions and possessives a sentence cannot end on ("…come back, and."), by language.
 * Words a sentence may end on are not listed: prepositions English strands ("where each lot comes from"), German
 * separable particles ("Kommen Sie mit", "geben Sie … ein") and pronouns ("fails at each", "фиксируя каждый", "Ваш вкус,
 * а не наш").
 */
export const cutEndings: Readonly<Record<string, readonly string[]>> = {
  en: ['a', 'an', 'the', 'and', 'or', 'but', 'nor', 'than', 'because', 'our', 'your', 'their', 'its', 'my', 'whose', 'very'],
  ru: ['в', 'во', 'на', 'с', 'со', 'и', 'а', 'но', 'или', 'либо', 'для', 'по', 'к', 'ко', 'о', 'об', 'от', 'из', 'у', 'за', 'без', 'при', 'про', 'над', 'под', 'перед', 'через', 'до', 'что', 'чтобы'],
  de: ['der', 'die', 'den', 'dem', 'des', 'eine', 'einen', 'einem', 'eines', 'einer', 'und', 'oder', 'aber', 'sondern', 'für', 'von', 'zum', 'zur', 'im', 'beim', 'dass', 'weil', 'sowie', 'unsere', 'unseren'],
  fr: ['le', 'la', 'les', 'un', 'une', 'des', 'du', 'de', 'et', 'ou', 'mais', 'donc', 'car', 'à', 'au', 'aux', 'dans', 'sur', 'sous', 'par', 'pour', 'avec', 'sans', 'chez', 'vers', 'entre', 'que', 'notre', 'votre', 'nos', 'vos'],
  es: ['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'y', 'e', 'o', 'u', 'pero', 'de', 'del', 'a', 'al', 'en', 'con', 'sin', 'por', 'para', 'sobre', 'entre', 'hacia', 'desde', 'que', 'su', 'sus', 'nuestros', 'nuestras'],
  it: ['il', 'lo', 'la', 'gli', 'le', 'un', 'una', 'uno', 'e', 'ma', 'di', 'del', 'della', 'al', 'alla', 'da', 'in', 'con', 'per', 'su', 'tra', 'fra'],
  pt: ['o', 'os', 'as', 'um', 'uma', 'e', 'ou', 'mas', 'de', 'do', 'da', 'dos', 'das', 'em', 'no', 'na', 'com', 'por', 'para', 'sem'],
};

/**
 * Words a sentence may end on only after a word that strands them, by language. English strands "of" after an adjective
 * or verb that takes it ("something to be proud of", "what the wall is made of", "the best we can think of"), and "into" after a verb; after any other word the noun was cut off ("…for the quality
 * of.").
 */
export const strandedAfter: Readonly<Record<string, Readonly<Record<string, ReadonlySet<string>>>>> = {
  en: {
    of: new Set([
      ...['proud', 'aware', 'unaware', 'afraid', 'scared', 'frightened', 'ashamed', 'fond', 'capable', 'sure', 'unsure', 'certain', 'tired', 'sick', 'weary', 'wary', 'jealous', 'envious', 'conscious', 'mindful', 'convinced', 'worthy', 'guilty'],
      ...['made', 'composed', 'consist', 'consists', 'consisted', 'think', 'thinks', 'thought', 'thinking', 'dream', 'dreams', 'dreamed', 'dreamt', 'dreaming', 'hear', 'heard', 'know', 'knew', 'known', 'speak', 'spoke', 'spoken', 'talk', 'talked', 'approve', 'approves', 'approved', 'disapprove', 'smells', 'tastes', 'reminded', 'remind'],
      // "Everything is taken care of", "make the most of", "what it is made out of". Not "part", "kind" or "full": "Baking
      // is part of.", "the best kind of." and "a basket full of." are cut far more often than they are whole.
      ...['care', 'rid', 'hold', 'charge', 'advantage', 'most', 'out'],
    ]),
    // "It is worth looking into", "whatever you're into".
    into: new Set(['look', 'looks', 'looked', 'looking', 'dig', 'digging', 'get', 'getting', 'got', 'run', 'ran', 'bump', 'bumped', 'fit', 'grow', 'grown', 'turn', 'turned', 'are', 'is', 'were', "we're", 'we’re', "you're", 'you’re', "they're", 'they’re']),
  },
};

/**
 * Whether a sentence or heading whose last words these are (lower case, the last at the end) was cut before its end:
 * it ends on a word of cutEndings, or on one of strandedAfter after a word that does not strand it.
 */
export function endsCut(words: readonly string[], code: string): boolean {
  const last = words.at(-1) ?? '';
  if (cutEndings[code]?.includes(last)) return true;
  const stranders = strandedAfter[code]?.[last];
  return stranders !== undefined && !stranders.has(words.at(-2) ?? '');
}

/** Words that may stand twice in a row in good prose ("Kunden, die die Qualität…", "nous nous occupons", "had had"). */
export const doubledAllowed: Readonly<Record<string, ReadonlySet<string>>> = {
  en: new Set(['had', 'that']),
  de: new Set(['die', 'der', 'das', 'sie']),
  fr: new Set(['nous', 'vous']),
  es: new Set(['que']),
  it: new Set(['che']),
  pt: new Set(['que']),
};
