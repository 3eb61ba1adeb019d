/**
 * The sentences the composer writes around a trade's own texts, in English and Russian.
 * Every slot has several alternatives, so a stop word is avoided by taking another one.
 * A keyword sits inside a heading or sentence that says something of its own, as a whole
 * noun phrase that no verb agrees with (the object of "for", "about", "at"; in Russian in
 * quotes), so a keyword of any form keeps it grammatical:
 * never as a "Keyword: …" label, and one keyword to a heading. A keyword is written as a sentence
 * would write it ("dog grooming in Bristol" for "dog grooming Bristol", see keywordPhrase), and one
 * that names the business itself ("florist") has frames of its own: no "what we offer for florist".
 *
 * Markers: {brand}, {Kw} and {kw} (the keyword as written, capitalised or not), {offers} and {others} (offer names), {noun},
 * {descriptor}, {Descriptor}, {audience}, {place} (the town of the address, else the country).
 */
export interface Frames {
  /** The tagline under the brand: the business and where it is. */
  taglines: readonly string[];
  taglinesWithoutCountry: readonly string[];
  /**
   * A sentence of the home page's first paragraph that carries the first keyword beside what the business offers
   * ({offers}: a list of its offers' names); also the closing sentence of an article whose title does not hold its keyword.
   */
  keywordOffers: readonly string[];
  /** The same where the keyword names one of the offers ({others}: the other offers' names), and where it names the only one. */
  keywordOneOffer: readonly string[];
  keywordOnlyOffer: readonly string[];
  /** The same for a keyword that names the business itself or who does the work ("florist in York", "bakery"). */
  keywordBusinessOffers: readonly string[];
  /** How a list of offer names is joined: "a, b and c"; "and more" after a list that leaves some out. */
  offerList: { and: string; more: string };
  /**
   * A heading that carries the first keyword: one naming what the business does or sells ("dog grooming"), or the
   * business itself ("florist"); and each where the keyword says where ("dog grooming in Bristol"), which then reads
   * as a heading on its own and takes no second place ("… in Bristol at Muddy Paws").
   */
  keywordHeadings: { topic: readonly string[]; topicPlaced: readonly string[]; business: readonly string[]; businessPlaced: readonly string[] };
  /** The intro's heading when there is no keyword. */
  introHeadings: readonly string[];
  aboutHeadings: readonly string[];
  contactHeadings: readonly string[];
  contactLeadsWithAddress: readonly string[];
  contactLeads: readonly string[];
  blogHeadings: readonly string[];
  blogLeads: readonly string[];
  seo: {
    home: readonly string[];
    offers: readonly string[];
    prices: readonly string[];
    about: readonly string[];
    contact: readonly string[];
    blog: readonly string[];
  };
  /** Meta descriptions (120–160 characters after filling). */
  seoDescriptions: {
    home: readonly string[];
    offers: readonly string[];
    prices: readonly string[];
    about: readonly string[];
    contact: readonly string[];
    blog: readonly string[];
  };
}

export const englishFrames: Frames = {
  taglines: ['{Descriptor} in {place}', '{Descriptor}, {place}'],
  taglinesWithoutCountry: ['{Descriptor}'],
  keywordOffers: ['What {brand} offers for {kw}: {offers}.', 'For {kw}, choose from what {brand} offers: {offers}.'],
  keywordOneOffer: ['Besides {kw}, {brand} offers {others}.', '{Brand} offers {kw} as well as {others}.'],
  keywordOnlyOffer: ['{Brand} offers {kw}: ask us for the details and the price.'],
  keywordBusinessOffers: ['What {brand}, your {kw}, offers: {offers}.', 'Choose from what {brand}, your {kw}, offers: {offers}.'],
  offerList: { and: 'and', more: 'more' },
  keywordHeadings: {
    topic: ['{Kw} at {brand}', 'Why people choose {brand} for {kw}', '{Kw}, the {brand} way'],
    topicPlaced: ['{Kw}', 'Why people choose {brand} for {kw}', '{Brand}: {kw}'],
    business: ['Why people choose {brand} as their {kw}', '{Brand}, your {kw}'],
    businessPlaced: ['{Kw}', 'Why people choose {brand} as their {kw}', '{Brand}, your {kw}'],
  },
  introHeadings: ['Who we are', 'About {brand}', 'Meet {brand}', 'How {brand} works'],
  aboutHeadings: ['Our story', 'The story of {brand}', 'How {brand} began', 'Behind {brand}'],
  contactHeadings: ['Get in touch', 'Contact {brand}', 'Talk to us', 'Write or call'],
  contactLeadsWithAddress: ['Call, write or visit us at {address}. We will answer your question and help you plan the next step.', 'You will find us at {address}. Call or write before you come, and tell us what you need.'],
  contactLeads: ['Call or write to us: we will answer your question and help you plan the next step.', 'Send us a message or give us a call, and tell us what you need.'],
  blogHeadings: ['Notes from {brand}', 'The {brand} journal', 'Advice and news', 'From our work'],
  blogLeads: ['Practical advice from our daily work, written for {audience} who like to know what they are choosing.', 'What we learn in our work, shared in plain words: tips, answers and a look behind the scenes.'],
  seo: {
    home: ['{brand}: {descriptor}', '{brand} | {Noun} in {place}', '{brand} | {Noun}'],
    offers: ['{label} | {brand}', '{label} of {brand}'],
    prices: ['{label} | {brand}', '{label} at {brand}'],
    about: ['About {brand}', 'Our story | {brand}', 'Who we are | {brand}'],
    contact: ['Contact {brand}', 'Get in touch | {brand}', 'How to reach {brand}'],
    blog: ['Blog | {brand}', 'Notes from {brand}', 'Advice from {brand}'],
  },
  seoDescriptions: {
    home: ['{Brand} is {descriptor}. See what we offer, read answers to common questions and get in touch in a minute.', '{Brand}: {descriptor}. Our offers, our way of working and how to reach us, all on one website.'],
    offers: ['Everything {brand} offers, described in plain words: what each option includes and who it suits best. Ask us about anything on the list.', 'What {brand} offers {audience}: each option explained in plain words, so you can choose with confidence and ask us the rest.'],
    prices: ['Prices at {brand}: what each service costs and what it includes, so you know where you stand before you book. Ask us for a personal quote.', 'The price list of {brand}, with what every option includes. Call or write to us for a quote that fits your situation.'],
    about: ['Who is behind {brand}, how we work and what we care about. Read our story and find out what {audience} can expect from us.', 'The story of {brand}: how we started, how we work today and the values that guide us with every one of our {audience}.'],
    contact: ['How to reach {brand}: phone, address and a simple way to write to us. Ask us anything, and we will reply as soon as we can.', 'Contact {brand} by phone or in writing, or visit us. We will answer your questions and help you take the next step.'],
    blog: ['Articles from {brand}: practical advice, answers to the questions {audience} ask us most and a look behind the scenes of our work.', 'The {brand} blog: useful advice from our daily work, written in plain words for {audience} who like to choose well.'],
  },
};

export const russianFrames: Frames = {
  taglines: ['{Descriptor}, {place}', '{Descriptor} — {place}'],
  taglinesWithoutCountry: ['{Descriptor}'],
  keywordOffers: ['Что «{brand}» предлагает по теме «{kw}»: {offers}.', 'По теме «{kw}» в «{brand}» можно выбрать: {offers}.'],
  keywordOneOffer: ['В «{brand}» можно выбрать не только «{kw}»: есть ещё {others}.', 'Кроме темы «{kw}», в «{brand}» есть {others}.'],
  keywordOnlyOffer: ['«{brand}» предлагает «{kw}»: спросите нас о деталях и цене.'],
  keywordBusinessOffers: ['Что предлагает {kw} «{brand}»: {offers}.', '{Kw} «{brand}» предлагает на выбор: {offers}.'],
  offerList: { and: 'и', more: 'другое' },
  keywordHeadings: {
    topic: ['{Kw} в «{brand}»', '{Kw} — наше основное дело', '«{brand}»: {kw}'],
    topicPlaced: ['{Kw}', '{Kw} — наше основное дело', '«{brand}»: {kw}'],
    business: ['«{brand}» — {kw}', '«{brand}»: {kw}'],
    businessPlaced: ['{Kw}', '«{brand}» — {kw}', '«{brand}»: {kw}'],
  },
  introHeadings: ['Кто мы', 'Знакомьтесь: «{brand}»', 'Как мы работаем', 'Немного о нас'],
  aboutHeadings: ['Наша история', 'История «{brand}»', 'С чего всё началось', 'Команда «{brand}»'],
  contactHeadings: ['Свяжитесь с нами', 'Контакты «{brand}»', 'Напишите или позвоните', 'Будем рады вопросам'],
  contactLeadsWithAddress: ['Позвоните, напишите или приходите: {address}. Ответим на вопросы и поможем спланировать следующий шаг.', 'Наш адрес: {address}. Позвоните или напишите перед визитом и расскажите, что вам нужно.'],
  contactLeads: ['Позвоните или напишите нам: ответим на вопросы и поможем спланировать следующий шаг.', 'Отправьте сообщение или позвоните и расскажите, что вам нужно.'],
  blogHeadings: ['Заметки «{brand}»', 'Журнал «{brand}»', 'Советы и новости', 'Из нашей практики'],
  blogLeads: ['Практические советы из нашей ежедневной работы — для тех, кто хочет понимать, что выбирает.', 'Делимся тем, что узнаём в работе: советы, ответы на частые вопросы и взгляд за кулисы.'],
  seo: {
    home: ['«{brand}»: {descriptor}', '«{brand}» | {Noun}, {place}', '«{brand}» | {Noun}'],
    offers: ['{label} | «{brand}»', '{label} — «{brand}»'],
    prices: ['{label} | «{brand}»', '{label} — «{brand}»'],
    about: ['О нас | «{brand}»', 'Наша история | «{brand}»', 'Кто мы | «{brand}»'],
    contact: ['Контакты | «{brand}»', 'Связаться с нами | «{brand}»', 'Как нас найти | «{brand}»'],
    blog: ['Блог | «{brand}»', 'Заметки «{brand}»', 'Советы «{brand}»'],
  },
  seoDescriptions: {
    home: ['«{brand}» — {descriptor}. Что мы предлагаем, ответы на частые вопросы и способы связаться с нами — на одном сайте.', '«{brand}»: {descriptor}. Наши предложения, то, как мы работаем, и как с нами связаться — всё на этом сайте.'],
    offers: ['Всё, что предлагает «{brand}», простыми словами: что входит в каждый вариант и кому он подходит. Спросите нас о любой позиции.', 'Предложения «{brand}» с понятным описанием каждого варианта, чтобы вы могли выбрать уверенно. Остальное расскажем лично.'],
    prices: ['Цены «{brand}»: сколько стоит каждая услуга и что в неё входит, чтобы вы всё знали заранее. Спросите нас о точном расчёте.', 'Прайс-лист «{brand}» с описанием того, что входит в каждую позицию. Позвоните или напишите, и мы рассчитаем стоимость.'],
    about: ['Кто стоит за «{brand}», как мы работаем и что для нас важно. Прочитайте нашу историю и узнайте, чего от нас ожидать.', 'История «{brand}»: с чего мы начинали, как работаем сегодня и какими принципами руководствуемся в каждой задаче.'],
    contact: ['Как связаться с «{brand}»: телефон, адрес и простой способ написать нам. Задайте вопрос — ответим, как только сможем.', 'Позвоните, напишите или приходите в «{brand}». Ответим на вопросы и поможем сделать следующий шаг.'],
    blog: ['Статьи «{brand}»: практические советы, ответы на частые вопросы и взгляд за кулисы нашей ежедневной работы.', 'Блог «{brand}»: полезные советы из нашей практики, написанные простыми словами для тех, кто выбирает с умом.'],
  },
};
