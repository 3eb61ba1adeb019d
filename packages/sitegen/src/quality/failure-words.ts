import type { QualityCheck } from './check-site.ts';

/**
 * The words of a failed generation's message, in the languages a customer is told in (English for the others): what
 * went wrong, which field of the site it lies in, and whose the cause is.
 */
export interface FailureWords {
  intro: string;
  reasons: Record<QualityCheck, string>;
  /** Names of the writer's fields, by the first part of their key ("tagline", "faq", "seo.home", "article"). */
  fields: Record<string, string>;
  /** "{field} ({page})". */
  place: string;
  /** A quoted text: "“{text}”". */
  quote: string;
  ours: string;
  stopWordInAnswer: string;
  answers: Record<OwnerAnswer, string>;
}

export type OwnerAnswer = 'business_name' | 'description' | 'contact_address' | 'contact_country' | 'site_theme' | 'design_style' | 'offers' | 'key_words';

const en: FailureWords = {
  intro: 'The website could not be finished',
  reasons: {
    stop_words: 'a stop word could not be left out',
    keywords: 'a keyword could not be placed',
    keyword_headings: 'a heading read as a list of keywords',
    keyword_sentences: 'a sentence only held a keyword',
    language: 'a text was in another language',
    trade: 'a text named offers of another trade',
    sentences: 'a sentence came out broken',
    claims: 'a text stated a promise, figure or review you did not give',
    links: 'a link led to a missing page',
    placeholders: 'a placeholder was left unfilled',
    filler: 'filler text was left in',
    doubled_words: 'a word was doubled',
    markup: 'formatting code was left in the text',
    model_words: 'the AI writer spoke of itself in the text',
    too_long: 'a text was too long for its place',
    repeated_sentences: 'a sentence was said twice on a page',
  },
  fields: {
    tagline: 'the tagline', hero: 'the top of the home page', highlights: 'the highlights', intro: 'the introduction', offers: 'the offers', plans: 'the plans',
    process: 'the steps of the work', about: 'the About page', faq: 'the questions and answers', cta: 'the call to action', contact: 'the Contact page',
    blogIntro: 'the blog page', seo: 'a page title or description', article: 'a blog article', page: 'a text of the engine',
  },
  place: '{field} ({page})',
  quote: '“{text}”',
  ours: 'The cause is on our side, not in your answers: please try again; your credits were returned.',
  stopWordInAnswer: 'Your stop word “{word}” is part of your {answer}, so the site cannot leave it out. Remove it from the stop words or change the {answer}; your credits were returned.',
  answers: { business_name: 'business name', description: 'description', contact_address: 'address', contact_country: 'country', site_theme: 'theme', design_style: 'design style', offers: 'offer names', key_words: 'keywords' },
};

const ru: FailureWords = {
  intro: 'Сайт не удалось закончить',
  reasons: {
    stop_words: 'не удалось обойтись без стоп-слова',
    keywords: 'не удалось разместить ключевое слово',
    keyword_headings: 'заголовок читался как список ключевых слов',
    keyword_sentences: 'предложение только держало ключевое слово',
    language: 'текст оказался на другом языке',
    trade: 'текст называл услуги другой сферы',
    sentences: 'предложение вышло оборванным',
    claims: 'текст обещал то, чего вы не указывали',
    links: 'ссылка вела на несуществующую страницу',
    placeholders: 'остался незаполненный шаблон',
    filler: 'остался текст-заглушка',
    doubled_words: 'слово повторилось дважды подряд',
    markup: 'в тексте осталась разметка',
    model_words: 'ИИ-автор написал в тексте о себе',
    too_long: 'текст не поместился на своё место',
    repeated_sentences: 'предложение повторилось на странице',
  },
  fields: {
    tagline: 'слоган', hero: 'верх главной страницы', highlights: 'преимущества', intro: 'вступление', offers: 'услуги', plans: 'тарифы', process: 'этапы работы',
    about: 'страница «О нас»', faq: 'вопросы и ответы', cta: 'призыв к действию', contact: 'страница контактов', blogIntro: 'страница блога',
    seo: 'заголовок или описание страницы', article: 'статья блога', page: 'текст движка',
  },
  place: '{field} ({page})',
  quote: '«{text}»',
  ours: 'Причина на нашей стороне, а не в ваших ответах: попробуйте ещё раз; кредиты возвращены.',
  stopWordInAnswer: 'Ваше стоп-слово «{word}» входит в поле «{answer}», поэтому сайт не может без него обойтись. Уберите его из стоп-слов или измените поле «{answer}»; кредиты возвращены.',
  answers: { business_name: 'название бизнеса', description: 'описание', contact_address: 'адрес', contact_country: 'страна', site_theme: 'тематика', design_style: 'стиль дизайна', offers: 'названия услуг', key_words: 'ключевые слова' },
};

const de: FailureWords = {
  intro: 'Die Website konnte nicht fertiggestellt werden',
  reasons: {
    stop_words: 'ein Stoppwort ließ sich nicht vermeiden',
    keywords: 'ein Suchbegriff ließ sich nicht unterbringen',
    keyword_headings: 'eine Überschrift las sich wie eine Liste von Suchbegriffen',
    keyword_sentences: 'ein Satz enthielt nur einen Suchbegriff',
    language: 'ein Text war in einer anderen Sprache',
    trade: 'ein Text nannte Angebote einer anderen Branche',
    sentences: 'ein Satz war abgebrochen',
    claims: 'ein Text versprach etwas, das Sie nicht angegeben haben',
    links: 'ein Link führte auf eine fehlende Seite',
    placeholders: 'ein Platzhalter blieb ungefüllt',
    filler: 'ein Blindtext blieb stehen',
    doubled_words: 'ein Wort stand doppelt',
    markup: 'im Text blieb Formatierungscode stehen',
    model_words: 'der KI-Autor schrieb im Text über sich selbst',
    too_long: 'ein Text war für seinen Platz zu lang',
    repeated_sentences: 'ein Satz stand zweimal auf einer Seite',
  },
  fields: {
    tagline: 'der Slogan', hero: 'der Kopf der Startseite', highlights: 'die Vorteile', intro: 'die Einleitung', offers: 'die Angebote', plans: 'die Tarife',
    process: 'die Arbeitsschritte', about: 'die Seite „Über uns“', faq: 'die Fragen und Antworten', cta: 'der Handlungsaufruf', contact: 'die Kontaktseite',
    blogIntro: 'die Blogseite', seo: 'ein Seitentitel oder eine Seitenbeschreibung', article: 'ein Blogartikel', page: 'ein Text des Generators',
  },
  place: '{field} ({page})',
  quote: '„{text}“',
  ours: 'Die Ursache liegt bei uns, nicht in Ihren Angaben: Bitte versuchen Sie es erneut; Ihre Credits wurden erstattet.',
  stopWordInAnswer: 'Ihr Stoppwort „{word}“ ist Teil Ihres Feldes „{answer}“, daher kann die Website es nicht weglassen. Entfernen Sie es aus den Stoppwörtern oder ändern Sie das Feld „{answer}“; Ihre Credits wurden erstattet.',
  answers: { business_name: 'Firmenname', description: 'Beschreibung', contact_address: 'Adresse', contact_country: 'Land', site_theme: 'Thema', design_style: 'Designstil', offers: 'Angebotsnamen', key_words: 'Suchbegriffe' },
};

const fr: FailureWords = {
  intro: 'Le site n’a pas pu être terminé',
  reasons: {
    ...en.reasons,
    stop_words: 'un mot interdit n’a pas pu être évité',
    keywords: 'un mot-clé n’a pas pu être placé',
    language: 'un texte était dans une autre langue',
    sentences: 'une phrase était coupée',
    placeholders: 'un espace réservé n’a pas été rempli',
    filler: 'un texte de remplissage est resté',
    doubled_words: 'un mot était doublé',
    markup: 'du code de mise en forme est resté dans le texte',
    model_words: 'le rédacteur IA a parlé de lui-même dans le texte',
    too_long: 'un texte était trop long pour sa place',
    repeated_sentences: 'une phrase apparaissait deux fois sur une page',
  },
  fields: { ...en.fields, tagline: 'le slogan', hero: 'le haut de la page d’accueil', intro: 'l’introduction', offers: 'les offres', about: 'la page « À propos »', faq: 'les questions fréquentes', seo: 'un titre ou une description de page', article: 'un article du blog' },
  place: '{field} ({page})',
  quote: '« {text} »',
  ours: 'La cause est de notre côté, pas dans vos réponses : veuillez réessayer ; vos crédits ont été remboursés.',
  stopWordInAnswer: 'Votre mot interdit « {word} » fait partie de votre champ « {answer} » : le site ne peut pas l’omettre. Retirez-le des mots interdits ou modifiez ce champ ; vos crédits ont été remboursés.',
  answers: { business_name: 'nom de l’entreprise', description: 'description', contact_address: 'adresse', contact_country: 'pays', site_theme: 'thème', design_style: 'style', offers: 'noms des offres', key_words: 'mots-clés' },
};

const es: FailureWords = {
  intro: 'No se pudo terminar el sitio web',
  reasons: {
    ...en.reasons,
    stop_words: 'no se pudo evitar una palabra prohibida',
    keywords: 'no se pudo colocar una palabra clave',
    language: 'un texto estaba en otro idioma',
    sentences: 'una frase quedó cortada',
    placeholders: 'quedó un marcador sin rellenar',
    filler: 'quedó texto de relleno',
    doubled_words: 'una palabra estaba repetida',
    markup: 'quedó código de formato en el texto',
    model_words: 'el redactor de IA habló de sí mismo en el texto',
    too_long: 'un texto era demasiado largo para su lugar',
    repeated_sentences: 'una frase aparecía dos veces en una página',
  },
  fields: { ...en.fields, tagline: 'el eslogan', hero: 'la parte superior de la página de inicio', intro: 'la introducción', offers: 'las ofertas', about: 'la página «Sobre nosotros»', faq: 'las preguntas frecuentes', seo: 'un título o una descripción de página', article: 'un artículo del blog' },
  place: '{field} ({page})',
  quote: '«{text}»',
  ours: 'La causa está de nuestro lado, no en sus respuestas: inténtelo de nuevo; sus créditos fueron devueltos.',
  stopWordInAnswer: 'Su palabra prohibida «{word}» forma parte de su campo «{answer}», así que el sitio no puede omitirla. Quítela de las palabras prohibidas o cambie ese campo; sus créditos fueron devueltos.',
  answers: { business_name: 'nombre del negocio', description: 'descripción', contact_address: 'dirección', contact_country: 'país', site_theme: 'temática', design_style: 'estilo', offers: 'nombres de las ofertas', key_words: 'palabras clave' },
};

const byLanguage: Readonly<Record<string, FailureWords>> = { en, ru, de, fr, es };

/** The words for a customer whose site is in `code` (English where no words of that language are written). */
export const failureWords = (code: string): FailureWords => byLanguage[code.split('-')[0] ?? ''] ?? en;
