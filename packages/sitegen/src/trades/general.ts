import type { Article, Trade, TradeTexts } from './types.ts';

/*
 * The business the catalogue has no trade for (a theme the person typed or described). Its texts speak of the work
 * in general terms and name the customer's own words where they are known: the theme as the eyebrow, the owner's
 * offers, or else the keywords and the description's phrases, as the offers (see describedOffers).
 */

const englishArticles: [Article, Article, Article] = [
  {
    titles: ['Five questions to ask before you start', 'Before you start: five questions worth asking'],
    description: 'Five simple questions that help you choose well before any work begins: goals, timing, budget, who does the work and what happens afterwards.',
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
    titles: ['Пять вопросов, которые стоит задать до начала работы', 'Перед стартом: пять важных вопросов'],
    description: 'Пять простых вопросов, которые помогают сделать правильный выбор до начала работы: цель, сроки, бюджет, исполнитель и что будет потом.',
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
  eyebrows: ['{theme}', 'Welcome to {brand}'],
  heroTitles: ['{brand}: work done with care', 'Clear offers, honest work', 'Good work, plainly explained', 'Welcome to {brand}'],
  heroLeads: ['{brand} helps its clients with care and attention, from the first question to the finished result.', 'We explain what we do in plain words, agree every detail in advance and keep our word.', 'Tell us what you need: we will suggest a clear plan with dates and a price you know in advance.'],
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
    { title: 'Clear prices', text: 'You know the price before work begins, and it does not change without your agreement.' },
    { title: 'One contact person', text: 'The person you speak to first stays with you until the job is done.' },
    { title: 'Plain words', text: 'We explain what we do without jargon, so that every decision is yours.' },
    { title: 'Time for you', text: 'We plan each job with enough time to do it properly, without rushing.' },
    { title: 'Help afterwards', text: 'We stay available for questions and small adjustments after the work is done.' },
  ],
  process: [
    { title: 'Tell us what you need', text: 'Call, write or visit. A short conversation is enough to understand your situation.' },
    { title: 'Get a clear proposal', text: 'We suggest what fits, with dates and a price written down. No pressure, no hidden extras.' },
    { title: 'We do the work', text: 'Our team takes care of everything and keeps you informed at every important moment.' },
    { title: 'Check together', text: 'We look at the result with you and adjust what needs adjusting.' },
    { title: 'Stay in touch', text: 'After the work we remain available for questions and whatever comes next.' },
  ],
  faq: [
    { question: 'How do I get a price?', answer: 'Call or write to us with a few words about what you need. We reply with a price or, for larger jobs, with a short list of questions first.' },
    { question: 'How soon can you start?', answer: 'Usually within a few days. For urgent requests, call us and we will tell you honestly what is possible.' },
    { question: 'Do I have to pay in advance?', answer: 'For most work you pay when it is done. For larger orders we agree a deposit in writing.' },
    { question: 'Can I change my order later?', answer: 'Yes. Tell us as early as you can and we will adapt the plan and tell you if the price changes.' },
    { question: 'Do you work with companies?', answer: 'Yes, we work with private clients as well as businesses and organisations, with invoices and fixed contacts.' },
    { question: 'What if I am not satisfied?', answer: 'Tell us. We look at the problem together and put right whatever is ours to put right.' },
  ],
  story: [
    '{brand} started with a simple idea: do the work well, explain it plainly and keep every promise. That idea still guides each job we take on.',
    'We prefer fewer, well-made things to a long list of half-done ones. Every request gets our full attention, whether it is small or large.',
    'Our clients come back because they know what to expect. Clear prices, agreed dates and a person who answers the phone are the basis of our work.',
  ],
  values: [
    { title: 'Honesty', text: 'We say what we can do and what we cannot, and we put prices in writing.' },
    { title: 'Care', text: 'We treat every job as if it were our own and pay attention to the details.' },
    { title: 'Reliability', text: 'Dates agreed are dates kept, and we call early if anything changes.' },
    { title: 'Respect', text: 'Your time, your budget and your decisions come first.' },
  ],
  testimonials: [],
  ctaHeadings: ['Tell us what you need', 'Let us plan it together', 'Ready when you are'],
  ctaTexts: ['Call or write to us and we will reply with a clear proposal.', 'A short message is enough: we will get back to you with the next steps.'],
  articles: englishArticles,
};

const russian: TradeTexts = {
  noun: 'компания',
  descriptor: 'компания, которая делает свою работу внимательно и честно',
  audience: 'клиенты',
  eyebrows: ['{theme}', 'Добро пожаловать в «{brand}»'],
  heroTitles: ['«{brand}»: работа с вниманием к деталям', 'Понятные предложения, честная работа', 'Делаем хорошо и объясняем просто', 'Знакомьтесь: «{brand}»'],
  heroLeads: ['«{brand}» помогает клиентам внимательно и аккуратно — от первого вопроса до готового результата.', 'Мы объясняем всё простыми словами, заранее согласуем каждую деталь и держим слово.', 'Расскажите, что вам нужно: мы предложим понятный план со сроками и заранее известной ценой.'],
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
    { title: 'Понятные цены', text: 'Вы знаете цену до начала работы, и она не меняется без вашего согласия.' },
    { title: 'Один контакт', text: 'Человек, с которым вы говорили в первый раз, ведёт вашу задачу до конца.' },
    { title: 'Простые слова', text: 'Объясняем без жаргона, чтобы каждое решение оставалось за вами.' },
    { title: 'Время для вас', text: 'Планируем работу так, чтобы сделать её спокойно и без спешки.' },
    { title: 'Помощь после', text: 'Остаёмся на связи для вопросов и небольших доработок после завершения.' },
  ],
  process: [
    { title: 'Расскажите о задаче', text: 'Позвоните, напишите или приходите. Короткого разговора достаточно, чтобы понять ситуацию.' },
    { title: 'Получите предложение', text: 'Предложим подходящий вариант со сроками и ценой в письменном виде. Без давления и скрытых доплат.' },
    { title: 'Мы выполняем работу', text: 'Берём всё на себя и сообщаем о каждом важном этапе.' },
    { title: 'Проверяем вместе', text: 'Смотрим на результат вместе с вами и поправляем то, что нужно.' },
    { title: 'Остаёмся на связи', text: 'После завершения мы всегда готовы ответить на вопросы.' },
  ],
  faq: [
    { question: 'Как узнать цену?', answer: 'Позвоните или напишите нам пару слов о задаче. Мы ответим ценой, а для больших работ сначала зададим несколько вопросов.' },
    { question: 'Как быстро вы можете начать?', answer: 'Обычно в течение нескольких дней. Если дело срочное, позвоните, и мы честно скажем, что возможно.' },
    { question: 'Нужно ли платить заранее?', answer: 'За большинство работ вы платите по факту. Для крупных заказов мы письменно согласуем предоплату.' },
    { question: 'Можно ли изменить заказ?', answer: 'Да. Сообщите как можно раньше, и мы скорректируем план и скажем, меняется ли цена.' },
    { question: 'Вы работаете с компаниями?', answer: 'Да, мы работаем и с частными клиентами, и с организациями — со счетами и постоянным контактным лицом.' },
    { question: 'Что, если результат не устроит?', answer: 'Скажите нам. Мы вместе разберёмся и исправим всё, что зависит от нас.' },
  ],
  story: [
    '«{brand}» начиналась с простой идеи: делать работу хорошо, объяснять понятно и выполнять обещания. Эта идея и сегодня определяет каждую нашу задачу.',
    'Мы предпочитаем сделать меньше, но хорошо, чем много и наполовину. Каждая заявка получает наше полное внимание, большая она или маленькая.',
    'Клиенты возвращаются, потому что знают, чего ожидать. Понятные цены, согласованные сроки и человек, который отвечает на звонки, — основа нашей работы.',
  ],
  values: [
    { title: 'Честность', text: 'Говорим, что можем и чего не можем, и фиксируем цены письменно.' },
    { title: 'Внимание', text: 'Относимся к каждой задаче как к своей и следим за деталями.' },
    { title: 'Надёжность', text: 'Согласованные сроки соблюдаются, а об изменениях мы предупреждаем заранее.' },
    { title: 'Уважение', text: 'Ваше время, бюджет и решения — на первом месте.' },
  ],
  testimonials: [],
  ctaHeadings: ['Расскажите, что вам нужно', 'Спланируем вместе', 'Мы готовы начать'],
  ctaTexts: ['Позвоните или напишите нам, и мы ответим понятным предложением.', 'Достаточно короткого сообщения: мы свяжемся с вами и расскажем о следующих шагах.'],
  articles: russianArticles,
};

/** The general business: used when the answers point to no trade of the catalogue. */
export const generalTrade: Trade = { id: 'general', theme: 'General business', kind: 'services', icons: 'general', offerIcons: ['message-circle', 'file-pen-line', 'handshake', 'alarm-clock', 'phone', 'clipboard-check', 'gift', 'building'], en: english, ru: russian };
