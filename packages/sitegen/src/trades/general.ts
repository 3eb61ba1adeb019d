import type { Article, Trade, TradeTexts } from './types.ts';

/*
 * The business the catalogue has no trade for (a theme the person typed or described). Its texts speak of the work
 * in general terms and name the customer's own words where they are known: the theme as the eyebrow, the owner's
 * offers, or else the keywords and the description's phrases, as the offers (see describedOffers).
 */

const englishArticles: [Article, Article, Article] = [
  {
    titles: ['Four questions to ask before you start', 'Before you start: four questions worth asking'],
    description: 'Four simple questions that help you choose well before any work begins: goals, timing and budget, who does the work and what happens afterwards.',
    excerpt: 'A good start saves time and money later. These are the questions we ask ourselves and recommend you ask anyone you work with.',
    sections: [
      { heading: 'What exactly do you want to achieve?', paragraphs: ['Write your goal down in two or three sentences before you compare offers. A clear goal makes every later decision faster and keeps the conversation on what matters to you. Most disappointments begin with a goal that was never said out loud.'] },
      { heading: 'How much time and budget do you have?', paragraphs: ['A realistic frame helps us suggest the option that fits instead of the most expensive one. Tell us early if a date is fixed or if the budget has a firm limit. We would rather plan around your limits than surprise you later.'] },
      { heading: 'Who will do the work?', paragraphs: ['Ask who will be responsible from the first call to the last detail. Knowing your contact person by name makes questions quick to answer. At our place the person you speak to first stays with you to the end.'] },
      { heading: 'What happens afterwards?', paragraphs: ['Good work does not end on the day it is delivered. Ask how questions and adjustments are handled in the weeks that follow. We stay available, because a lasting relationship matters more to us than a single order.'] },
    ],
  },
  {
    titles: ['How we work, step by step', 'Our way of working, from first call to last detail'],
    description: 'What happens from your first message to the finished result: how we listen, how we plan, how we keep you informed and how we follow up.',
    excerpt: 'People often ask what working with us looks like in practice. Here is the whole path, from the first message to the follow-up.',
    sections: [
      { heading: 'We listen first', paragraphs: ['Every order begins with a conversation. We ask about your situation, your wishes and your limits, and we take notes. Only then do we suggest anything.'] },
      { heading: 'A plan you can read', paragraphs: ['You receive a short written plan with the steps, the dates and the price. Nothing is hidden in small print. You decide in your own time whether it suits you.'] },
      { heading: 'Work with updates', paragraphs: ['While we work, you hear from us at every important moment. If something unexpected comes up, we call before we change anything. You always know where things stand.'] },
      { heading: 'Follow-up', paragraphs: ['After the work is done we ask how it went and whether anything needs adjusting. Small corrections are part of the job. Your feedback helps us do even better next time.'] },
    ],
  },
  {
    titles: ['Common mistakes and how to avoid them', 'Avoiding the usual mistakes: advice from our daily work'],
    description: 'The mistakes we see most often in our daily work and simple ways to avoid them, so that your plans run smoothly from the very first day.',
    excerpt: 'Some mistakes come up again and again. Knowing them in advance is the easiest way to avoid them.',
    sections: [
      { heading: 'Deciding on price alone', paragraphs: ['The lowest offer can become the most expensive one when important parts are missing. Compare what is included, not only the total. Ask what happens if plans change.'] },
      { heading: 'Leaving things too late', paragraphs: ['Many problems come from starting in a hurry. A few extra days of planning give room for good decisions. If your date is fixed, tell us as early as you can.'] },
      { heading: 'Not asking questions', paragraphs: ['No question is too small. A short call often clears up what long emails cannot. We would always rather explain twice than have you guess.'] },
      { heading: 'Forgetting the details afterwards', paragraphs: ['Keep the written plan and the invoice together in one place. They help if you need an adjustment or want to order again. We keep a copy too, so you can always ask us.'] },
    ],
  },
];

const russianArticles: [Article, Article, Article] = [
  {
    titles: ['Четыре вопроса, которые стоит задать до начала работы', 'Перед стартом: четыре важных вопроса'],
    description: 'Четыре простых вопроса, которые помогают сделать правильный выбор до начала работы: цель, сроки и бюджет, исполнитель и что будет потом.',
    excerpt: 'Хорошее начало экономит время и деньги. Вот вопросы, которые мы задаём себе и советуем задавать любому исполнителю.',
    sections: [
      { heading: 'Чего именно вы хотите добиться?', paragraphs: ['Запишите цель в двух-трёх предложениях, прежде чем сравнивать предложения. Ясная цель ускоряет все дальнейшие решения. Большинство разочарований начинается с цели, которую никто не проговорил вслух.'] },
      { heading: 'Сколько у вас времени и какой бюджет?', paragraphs: ['Реалистичные рамки помогают предложить подходящий вариант, а не самый дорогой. Скажите сразу, если дата жёсткая или бюджет ограничен. Нам удобнее планировать в ваших рамках, чем удивлять вас потом.'] },
      { heading: 'Кто будет выполнять работу?', paragraphs: ['Спросите, кто отвечает за результат от первого звонка до последней детали. Когда вы знаете своего контактного человека по имени, любой вопрос решается быстро. У нас тот, с кем вы говорите в первый раз, остаётся с вами до конца.'] },
      { heading: 'Что будет после?', paragraphs: ['Хорошая работа не заканчивается в день сдачи. Узнайте, как решаются вопросы и доработки в следующие недели. Мы остаёмся на связи, потому что долгие отношения для нас важнее одного заказа.'] },
    ],
  },
  {
    titles: ['Как мы работаем: шаг за шагом', 'От первого звонка до результата: наш порядок работы'],
    description: 'Что происходит от первого сообщения до готового результата: как мы слушаем, планируем, держим вас в курсе и остаёмся на связи после.',
    excerpt: 'Нас часто спрашивают, как выглядит работа с нами на практике. Рассказываем весь путь — от первого сообщения до обратной связи.',
    sections: [
      { heading: 'Сначала слушаем', paragraphs: ['Каждый заказ начинается с разговора. Мы расспрашиваем о ситуации, пожеланиях и ограничениях и всё записываем. Только после этого что-то предлагаем.'] },
      { heading: 'Понятный план', paragraphs: ['Вы получаете короткий письменный план: шаги, сроки и цену. Ничего не спрятано мелким шрифтом. Вы спокойно решаете, подходит ли он вам.'] },
      { heading: 'Работа без сюрпризов', paragraphs: ['Во время работы мы сообщаем о каждом важном этапе. Если появляется что-то неожиданное, мы звоним до того, как что-то менять. Вы всегда знаете, как идут дела.'] },
      { heading: 'Обратная связь', paragraphs: ['После завершения мы спрашиваем, всё ли получилось и нужно ли что-то поправить. Небольшие доработки — часть работы. Ваши отзывы помогают нам становиться лучше.'] },
    ],
  },
  {
    titles: ['Частые ошибки и как их избежать', 'Как не ошибиться: советы из нашей практики'],
    description: 'Ошибки, которые мы чаще всего видим в работе, и простые способы их избежать, чтобы ваши планы шли гладко с первого дня.',
    excerpt: 'Некоторые ошибки повторяются снова и снова. Знать их заранее — самый простой способ их не допустить.',
    sections: [
      { heading: 'Выбор только по цене', paragraphs: ['Самое низкое предложение может оказаться самым дорогим, если в нём не хватает важного. Сравнивайте состав работ, а не только итоговую сумму. Спросите, что будет, если планы изменятся.'] },
      { heading: 'Всё в последний момент', paragraphs: ['Многие проблемы начинаются со спешки. Несколько лишних дней на подготовку дают время на взвешенные решения. Если дата жёсткая, сообщите нам как можно раньше.'] },
      { heading: 'Неудобно спросить', paragraphs: ['Маленьких вопросов не бывает. Короткий звонок часто проясняет то, что не удаётся объяснить в длинных письмах. Мы всегда готовы объяснить ещё раз.'] },
      { heading: 'Потерянные документы', paragraphs: ['Храните план работ и счёт вместе. Они пригодятся, если понадобится доработка или повторный заказ. Мы тоже сохраняем копию, так что вы всегда можете обратиться к нам.'] },
    ],
  },
];

const english: TradeTexts = {
  noun: 'business',
  descriptor: 'a local business that does its work with care',
  audience: 'clients',
  eyebrows: ['{theme}', 'Done with care'],
  heroTitles: ['Work done with care', 'Clear offers, honest work', 'Good work, plainly explained', 'Done with care, explained plainly'],
  heroLeads: ['{brand} helps its clients with care and attention, from the first question to the finished result.', 'Everything on this site is explained in plain words. Ask about anything you want to know before you decide.', 'Tell us what you need, and ask about the details, the dates and the price of the option that fits.'],
  offersHeadings: ['What we offer', 'How we can help', 'Our offers'],
  offersLeads: ['Each offer is explained in plain words. Ask us about anything on the list.', 'Here is what we do for our clients. Every detail is agreed with you before work begins.'],
  offers: [
    { title: 'First consultation', text: 'A conversation about your situation and your wishes, with a clear suggestion of what to do next.' },
    { title: 'Tailored offer', text: 'A written proposal made for your case: what is included, when it happens and what it costs.' },
    { title: 'Ongoing support', text: 'Help whenever you need it after the first order, from small questions to regular work.' },
    { title: 'Urgent requests', text: 'When something cannot wait, call us: we will tell you honestly how soon we can help.' },
    { title: 'Advice by phone', text: 'Short answers to short questions, without an appointment and without obligation.' },
    { title: 'Follow-up check', text: 'A check some weeks after the work is done, to make sure everything still suits you.' },
    { title: 'Gift vouchers', text: 'A voucher for any of our offers, a simple present for people you care about.' },
    { title: 'Work for companies', text: 'The same care for businesses and organisations, with invoices and fixed contacts.' },
  ],
  highlights: [
    { title: 'Ask before you decide', text: 'Tell us what you need and ask anything you want to know: the choice stays yours.' },
    { title: 'Prices on request', text: 'Ask about the price of what you need before anything is agreed.' },
    { title: 'Plain words', text: 'Ask us to explain anything you are unsure of, in plain words and without jargon.' },
    { title: 'No question too small', text: 'A short call or a few lines are enough to ask about anything on the list.' },
    { title: 'One message to start', text: 'Describe what you need in a few words, and the conversation can begin.' },
  ],
  process: [
    { title: 'Tell us what you need', text: 'Call, write or visit, and describe your situation in a few words.' },
    { title: 'Ask your questions', text: 'Ask about the details, the timing and the price of what you need.' },
    { title: 'Agree the details', text: 'Settle what is included, when it happens and what it costs before the work begins.' },
    { title: 'The work', text: 'The work is done as agreed; ask about its progress whenever you like.' },
    { title: 'Look at the result', text: 'Look at the result and say what you think, so that anything that needs it can be put right.' },
  ],
  faq: [
    { question: 'How do I get a price?', answer: 'Describe what you need in a few words: what, where and when. Prices depend on the details, so the price worth asking for is the one for your own case.' },
    { question: 'What goes into a first message?', answer: 'What is needed, by when, and any limits on budget or timing. A few lines are enough; the details can follow in conversation.' },
    { question: 'Is it better to call or to write?', answer: 'Whichever suits. Writing leaves a record of what was said, and a call is quicker for a short question.' },
    { question: 'How do I compare offers?', answer: 'Compare what each one includes, not only the total, and ask what happens if plans change.' },
    { question: 'What is worth agreeing in writing?', answer: 'What is included, the dates and the price. A short written summary saves misunderstandings later.' },
    { question: 'What if something is not right?', answer: 'Say so as early as possible, with details and photos where they help. Problems raised early are the easiest to put right.' },
  ],
  story: [
    '{brand} is here for people who like to know what they are choosing. This site explains the offers in plain words, so that you can ask the right questions. If anything is unclear, just ask.',
    'Good work begins with a clear conversation about what is needed, when it is needed and what it may cost. The more you tell us, the better the advice you get. A few lines are enough to start.',
    'You can reach {brand} in the ways the contact page shows. Ask about anything on the list of offers, or about something you do not see there. Every question is welcome.',
  ],
  values: [
    { title: 'Your questions first', text: 'Ask what you want to know: a good decision starts with a clear answer.' },
    { title: 'Clear agreements', text: 'What is agreed is best written down, so that both sides know what to expect.' },
    { title: 'Attention to detail', text: 'Good work shows in the details, and those are worth talking through before it starts.' },
    { title: 'Your decision', text: 'Weigh the options in your own time: the choice is yours.' },
  ],
  ctaHeadings: ['Tell us what you need', 'Let us plan it together', 'Ready when you are'],
  ctaTexts: ['Call or write to us and we will reply with a clear proposal.', 'A short message is enough: we will get back to you with the next steps.'],
  articles: englishArticles,
};

const russian: TradeTexts = {
  noun: 'компания',
  descriptor: 'компания, которая делает свою работу внимательно и честно',
  audience: 'клиенты',
  eyebrows: ['{theme}', 'С вниманием к деталям'],
  heroTitles: ['Работа с вниманием к деталям', 'Понятные предложения, честная работа', 'Делаем хорошо и объясняем просто', 'Работа, в которой важна каждая деталь'],
  heroLeads: ['«{brand}» помогает клиентам внимательно и аккуратно — от первого вопроса до готового результата.', 'Всё на этом сайте объяснено простыми словами. Спросите обо всём, что хотите знать, прежде чем решать.', 'Расскажите, что вам нужно, и спросите о деталях, сроках и цене подходящего варианта.'],
  offersHeadings: ['Что мы предлагаем', 'Чем мы можем помочь', 'Наши предложения'],
  offersLeads: ['Каждое предложение описано простыми словами. Спросите нас о любой позиции.', 'Вот что мы делаем для клиентов. Все детали согласуем с вами до начала работы.'],
  offers: [
    { title: 'Первая консультация', text: 'Разговор о вашей ситуации и пожеланиях с понятным предложением, что делать дальше.' },
    { title: 'Индивидуальное предложение', text: 'Письменное предложение под вашу задачу: что входит, когда будет сделано и сколько стоит.' },
    { title: 'Постоянная поддержка', text: 'Помощь в любой момент после первого заказа — от небольших вопросов до регулярной работы.' },
    { title: 'Срочные заявки', text: 'Если дело не терпит, позвоните: честно скажем, как быстро сможем помочь.' },
    { title: 'Совет по телефону', text: 'Короткие ответы на короткие вопросы — без записи и без обязательств.' },
    { title: 'Проверка после работы', text: 'Через несколько недель после завершения уточним, всё ли вас по-прежнему устраивает.' },
    { title: 'Подарочные сертификаты', text: 'Сертификат на любую из наших услуг — простой подарок для близких.' },
    { title: 'Работа с компаниями', text: 'То же внимание для бизнеса и организаций: со счетами и постоянным контактным лицом.' },
  ],
  highlights: [
    { title: 'Спросите до решения', text: 'Расскажите, что вам нужно, и спросите обо всём, что хотите знать: выбор остаётся за вами.' },
    { title: 'Цена по запросу', text: 'Спросите о цене того, что вам нужно, до того как о чём-либо договариваться.' },
    { title: 'Простые слова', text: 'Попросите объяснить всё, что непонятно, — простыми словами и без жаргона.' },
    { title: 'Любой вопрос', text: 'Короткого звонка или пары строк достаточно, чтобы спросить о чём угодно из списка.' },
    { title: 'Одно сообщение', text: 'Опишите в нескольких словах, что вам нужно, — и разговор начнётся.' },
  ],
  process: [
    { title: 'Расскажите о задаче', text: 'Позвоните, напишите или приходите и в нескольких словах опишите ситуацию.' },
    { title: 'Задайте вопросы', text: 'Спросите о деталях, сроках и цене того, что вам нужно.' },
    { title: 'Согласуйте детали', text: 'До начала работы договоритесь, что входит, когда всё будет сделано и сколько это стоит.' },
    { title: 'Работа', text: 'Работа идёт так, как договорились, а о её ходе можно спросить в любой момент.' },
    { title: 'Посмотрите на результат', text: 'Посмотрите на результат и скажите, что думаете, чтобы поправить то, что нужно.' },
  ],
  faq: [
    { question: 'Как узнать цену?', answer: 'Опишите задачу в нескольких словах: что, где и когда. Цена зависит от деталей, поэтому стоит спрашивать цену именно для своего случая.' },
    { question: 'Что написать в первом сообщении?', answer: 'Что нужно, к какому сроку и есть ли ограничения по бюджету или времени. Нескольких строк достаточно, детали можно обсудить потом.' },
    { question: 'Что лучше: позвонить или написать?', answer: 'Как удобнее. Письмо сохраняет то, о чём договорились, а звонок быстрее, если вопрос короткий.' },
    { question: 'Как сравнивать предложения?', answer: 'Сравнивайте, что входит в каждое, а не только итоговую сумму, и уточняйте, что будет, если планы изменятся.' },
    { question: 'О чём стоит договориться письменно?', answer: 'О том, что входит в работу, о сроках и о цене. Короткое письменное резюме избавляет от недоразумений потом.' },
    { question: 'Что делать, если что-то не так?', answer: 'Сказать об этом как можно раньше, с подробностями и фотографиями, если они помогают. Проблемы, о которых сказали рано, исправить проще всего.' },
  ],
  story: [
    '«{brand}» — для тех, кто хочет понимать, что выбирает. На этом сайте предложения описаны простыми словами, чтобы вы могли задать правильные вопросы. Если что-то непонятно, просто спросите.',
    'Хорошая работа начинается с ясного разговора о том, что нужно, к какому сроку и сколько это может стоить. Чем больше вы расскажете, тем точнее будет совет. Для начала хватит нескольких строк.',
    'Связаться с «{brand}» можно так, как указано на странице контактов. Спрашивайте о любом пункте из списка предложений или о том, чего в нём нет. Любой вопрос уместен.',
  ],
  values: [
    { title: 'Сначала ваши вопросы', text: 'Спросите то, что хотите знать: хорошее решение начинается с ясного ответа.' },
    { title: 'Ясные договорённости', text: 'То, о чём договорились, лучше записать, чтобы обе стороны знали, чего ожидать.' },
    { title: 'Внимание к деталям', text: 'Хорошая работа видна в деталях, и их стоит обсудить до начала.' },
    { title: 'Ваше решение', text: 'Взвесьте варианты в своё время: выбор за вами.' },
  ],
  ctaHeadings: ['Расскажите, что вам нужно', 'Спланируем вместе', 'Мы готовы начать'],
  ctaTexts: ['Позвоните или напишите нам, и мы ответим понятным предложением.', 'Достаточно короткого сообщения: мы свяжемся с вами и расскажем о следующих шагах.'],
  articles: russianArticles,
};

/** The general business: used when the answers point to no trade of the catalogue. */
export const generalTrade: Trade = { id: 'general', theme: 'General business', kind: 'services', icons: 'general', offerIcons: ['message-circle', 'file-pen-line', 'handshake', 'alarm-clock', 'phone', 'clipboard-check', 'gift', 'building'], en: english, ru: russian };
