import { keywordSpans } from './keyword-headings.ts';

/*
 * A sentence made only to hold a keyword, in the languages whose words are known here (the AI writer's other
 * languages are checked for the second sign only, with no joining words to set aside):
 * 1. it speaks of the visitor's search instead of the business: the keyword is what someone looks for, asks
 *    about or finds the business by ("If you came here looking for …", "Многие находят нас по запросу «…»",
 *    "Sie suchen …?"), or the sentence says the visitor came to the right place;
 * 2. it says nothing besides the keyword: its other words are the business's name and joining words
 *    ("Dog grooming Bristol: that is what Muddy Paws is about.").
 */

interface Language {
  /** Search talk right before the keyword (allowing an article or an opening quote in between). */
  seeking: RegExp;
  /** Search talk anywhere in a sentence that holds a keyword. */
  arrival: RegExp;
  /** Words that say nothing of their own. */
  joining: ReadonlySet<string>;
}

const words = (list: string) => new Set(list.split(/\s+/u));

const languages: Readonly<Record<string, Language>> = {
  en: {
    seeking: /\b(?:(?:look(?:s|ed|ing)?|search(?:es|ed|ing)?|googl\p{L}*)\s+for|(?:(?<=\S\s)ask(?:s|ed|ing)?\s+us|(?:talk|speak)(?:s|ed|ing)?\s+(?:to|with)\s+\S+|spoke\s+(?:to|with)\s+\S+)\s+about|search(?:es|ed|ing)?|quer(?:y|ies)|find(?:s|ing)?\s+(?:us|\S+)\s+(?:by|through|via|under))(?:\s+(?:a|an|the|some))?\s*["“‘']?$/iu,
    arrival: /\b(?:(?:came|come|landed|arrived?)\s+(?:here|to\s+(?:us|this\s+page))|right\s+place|right\s+address|found\s+us|welcome\s+to)\b/iu,
    joining: words(`a an the and or but so as if of to in on at by for from with without about into onto over under than then
      that this these those there here it its it's is are was were be been being am do does did done have has had having
      we us our ours you your yours they them their he she his her i me my who whom whose what which when where why how
      all any each every some no not only just also too very more most much many such same other another own
      can could will would shall should may might must get gets got make makes made go goes going come comes
      one ones thing things something everything anything way ways kind kinds lot lots really truly simply always
      just ever never yes welcome here's that's what's we're we've you're`),
  },
  ru: {
    seeking: /(?:^|[^\p{L}])(?:ищ(?:ете|ут|ет|ем|у|ите|ущ\p{L}*)|искал\p{L}*|поиск\p{L}*|запрос\p{L}*|по\s+запросу|находят|нашли|найти\s+нас|набира\p{L}*|(?:спрашива|обраща|говор|разговор)\p{L}*(?:\s+\S+){0,3}\s+(?:про|о|об|на\s+тему|по\s+теме|насч[её]т))\s*«?$/iu,
    arrival: /(?:^|[^\p{L}])(?:вы\s+по\s+адресу|вы\s+попали|нужном\s+месте|правильном\s+месте|добро\s+пожаловать|нашли\s+нас|пришли\s+к\s+нам)(?![\p{L}])/iu,
    joining: words(`и а но или да же ли бы не ни в во на с со к ко по о об от до из у за для без при про над под через это этот эта эти
      то тот та те что кто как так где когда тут там здесь вот мы нас нам нами наш наша наше наши вы вас вам вами ваш ваша ваше ваши
      он она оно они их его её ее им ей есть был была были быть является являются всё все весь вся всех всем очень просто именно
      тема теме тему темой такое такой такая всегда также тоже только уже ещё еще`),
  },
  de: {
    seeking: /\b(?:such(?:en|st|t|te|ten|end\p{L}*)(?:\s+(?:Sie|du|ihr|man))?(?:\s+nach)?|gesucht|Suche\s+nach|Suchanfrage\p{L}*|(?:fragen|fragt|gefragt|sprechen|reden)(?:\s+\S+){0,3}\s+(?:nach|über|zu)|finden\s+uns\s+(?:über|unter|bei))\s*[„»"]?$/iu,
    arrival: /\b(?:(?:genau\s+)?richtig\s+bei\s+uns|richtigen\s+(?:Adresse|Ort|Stelle)|willkommen\s+(?:bei|in|im)|uns\s+gefunden)\b/iu,
    joining: words(`der die das den dem des ein eine einer eines einem einen und oder aber doch so als wie wenn ob dass von zu zum zur in im ins an am auf
      bei beim mit ohne über unter für aus nach vor durch um es ist sind war waren sein wird werden hat haben hatte wir uns unser unsere unserer
      unseren unserem sie ihr ihre ihren ihrem ihrer ihres du dich dir er man was wer wo wann warum wieder auch nur sehr mehr alle alles jede jeder jedes
      immer genau eben hier da dort das ist geht gibt um darum dafür dabei worum`),
  },
  fr: {
    seeking: /\b(?:cherch\p{L}*|recherch\p{L}*|tap\p{L}*)(?:\s+(?:pour|à|de|des|du|un|une|le|la|les))?\s*[«"]?\s*$/iu,
    // Not \b before them: \b knows ASCII letters only, so it never stands before an "à".
    arrival: /(?<!\p{L})(?:au\s+bon\s+endroit|à\s+la\s+bonne\s+adresse|bienvenue)\b/iu,
    joining: words(`le la les l un une des du de d et ou mais donc car à au aux en dans sur sous par pour avec sans chez ce cet cette ces c est sont
      être a ont nous notre nos vous votre vos il elle ils elles leur leurs qui que quoi où quand comment tout tous toute toutes très plus aussi ne pas`),
  },
  es: {
    seeking: /\b(?:busc\p{L}*|búsqueda\p{L}*)(?:\s+(?:de|un|una|el|la|los|las))?\s*[«"]?\s*$/iu,
    arrival: /\b(?:el\s+lugar\s+(?:indicado|correcto)|bienvenid[oa]s?)\b/iu,
    joining: words(`el la los las lo un una unos unas y o pero si de del a al en con sin por para sobre es son ser está están nosotros nuestro
      nuestra nuestros nuestras usted ustedes su sus tu tus que qué quien donde cuando como todo todos toda todas muy más también no`),
  },
};

const letters = /[\p{L}\p{N}'’]+/gu;

/** What makes a sentence one made only to hold a keyword; undefined when it says something of its own. */
export function keywordSentenceProblem(sentence: string, keywords: readonly string[], brand: string, languageCode: string): string | undefined {
  const spans = keywords.filter((keyword) => keyword.trim()).flatMap((keyword) => keywordSpans(sentence, keyword).map((span) => ({ ...span, keyword })));
  if (spans.length === 0) return undefined;
  const quoted = `“${sentence.slice(0, 120)}”`;
  const language = languages[languageCode.split('-')[0] ?? ''];
  if (language) {
    const seeking = spans.find((span) => language.seeking.test(sentence.slice(0, span.start).trimEnd()));
    if (seeking) return `the sentence ${quoted} speaks of a search for “${seeking.keyword}” instead of the business`;
    if (language.arrival.test(sentence)) return `the sentence ${quoted} speaks of how visitors arrive instead of the business`;
  }
  const masked = [...spans, ...(brand.trim() ? keywordSpans(sentence, brand) : [])];
  const rest = sentence.split('').map((char, at) => (masked.some((span) => at >= span.start && at < span.end) ? ' ' : char)).join('');
  // Typographic apostrophes read as plain ones ("that’s" is "that's"), and French elisions ("l'atelier") lose their article.
  const own = (rest.match(letters) ?? [])
    .map((word) => word.toLocaleLowerCase().replace(/’/g, "'").replace(/^(?:l|d|c|j|m|n|s|t|qu)'(?=\p{L})/u, '').replace(/'+$/, ''))
    .filter((word) => /\p{L}/u.test(word) && !language?.joining.has(word));
  if (own.length === 0) return `the sentence ${quoted} says nothing besides the keyword “${spans[0]?.keyword ?? ''}”`;
  return undefined;
}
