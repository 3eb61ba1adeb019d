import type { Random } from '../brief/random.ts';
import type { CopyBrief } from '../ai/provider.ts';
import type { SiteCopy } from '../content/schema.ts';
import { descriptionExcerpt, fill } from './slots.ts';
import { russianTones } from './tones.ts';

const productTexts = [
  '{Product0} — то, о чём наши {audience} спрашивают чаще всего. Главное здесь — {quality0}, поэтому результат работает с первого дня.',
  '{Product1}: {quality1} и понятная честная цена. Расскажите, что вам нужно, и мы подстроим всё под ваши задачи.',
  '{Product2} — для тех, кто ценит предсказуемость: всё объясняем заранее и ничего не оставляем на волю случая. Так мы подходим к теме «{kw0}».',
  '{Product3} — это {quality2} и команда, которая остаётся на связи, пока вы не будете полностью довольны.',
  '{Product4} — хороший выбор для первого знакомства с темой «{kw1}». Мы проведём вас через каждый шаг и ответим на все вопросы.',
  '{Product5} — продуманно и просто в заказе. Здесь собран весь наш опыт в теме «{kw2}».',
];

const productDetails = ['Выбор клиентов', 'Под заказ', 'Индивидуально', 'Цена по запросу', 'Готово к заказу', 'Рекомендуем'];

const serviceTexts = [
  'Работа начинается с разговора о ваших целях. Сначала мы слушаем, затем предлагаем план с понятными шагами, сроками и стоимостью.',
  'Берём задачу на себя от начала до конца, и на каждом этапе для нас важно одно: {quality0}. Вы всегда знаете, кто отвечает и что будет дальше.',
  'Этим занимаются люди, которые делают это каждый день. Мы приносим опыт в теме «{kw0}» и внимательный взгляд на важные детали.',
  'Гибкий формат: разовая задача, регулярное сотрудничество или поддержка тогда, когда она нужна. Выбирайте то, что удобно вам.',
];

const highlightTexts = [
  'Для нас это не лозунг, а то, как мы работаем каждый день. Это определяет, как мы планируем, как выполняем работу и как общаемся с теми, кто к нам обращается.',
  'Мы настаиваем на этом, потому что именно это {audience} замечают первым и помнят дольше всего. Поэтому многие возвращаются к нам снова.',
  'Пообещать это просто, выполнить сложнее. Мы построили вокруг этого весь свой подход и с радостью покажем, как он работает.',
];

const steps = [
  { title: 'Расскажите о задаче', text: 'Позвоните, напишите или зайдите к нам. Короткого разговора достаточно, чтобы понять вашу ситуацию и пожелания.' },
  { title: 'Получите понятное предложение', text: 'Мы предложим подходящий вариант и письменно зафиксируем цену и сроки. Без давления и скрытых доплат.' },
  { title: 'Мы всё сделаем', text: 'Команда выполняет работу, а вы в курсе каждого важного момента. Наш принцип: {quality0}.' },
  { title: 'Остаёмся на связи', text: 'После завершения работы мы доступны для вопросов, доработок и следующих задач.' },
];

/** The site's texts in Russian, composed from the answers without any network. */
export function composeRussianCopy(brief: CopyBrief, slots: Record<string, string>, random: Random): SiteCopy {
  const addressFull = [brief.address, brief.country].filter(Boolean).join(', ');
  const local: Record<string, string> = {
    ...slots,
    addressFull,
    phoneClause: brief.phone ? ` по номеру ${brief.phone}` : '',
    addressClause: brief.address ? `: ${brief.address}` : '',
    countryClause: brief.country ? ` Мы работаем в стране: ${brief.country}.` : '',
  };
  const f = (template: string) => fill(template, local);
  const tone = russianTones[brief.tone];
  const customerWords = brief.description ? `Коротко о нас: ${descriptionExcerpt(brief.description)}` : f('Мы создали «{brand}», чтобы предлагать {kw0} так, как хотели бы получать их сами.');
  return {
    tagline: f('{Descriptor}'),
    hero: {
      eyebrow: brief.theme || slots.Audience || brief.brand,
      title: f(random.pick(tone.heroTitles)),
      lead: f('«{brand}» — {descriptor}. Для нас важны {quality0} и {quality1}, поэтому наши {audience} получают именно то, что ожидают.'),
      primaryAction: 'Связаться с нами',
      secondaryAction: 'Смотреть продукты',
    },
    highlights: highlightTexts.map((text, index) => ({ title: slots[`Quality${index}`] ?? '', text: f(text) })),
    intro: {
      heading: f('{Kw0} в «{brand}»: почему выбирают нас'),
      paragraphs: [
        f('«{brand}» — {descriptor}.{countryClause} ') + customerWords,
        f('В центре нашей работы — {kw0}, {kw1} и {kw2}. Предложение у нас сфокусированное: {product0}, {product1} и {product2}, а также услуги — {service0} и {service1}. Всё это понятно описано на сайте, без мелкого шрифта.'),
        f(tone.manner),
      ],
    },
    products: {
      heading: f('Продукты: {kw0} и не только'),
      lead: f('Всё, что мы предлагаем, выбрано и проверено нашей командой. Вот продукты, которые наши {audience} ценят больше всего, с простыми и честными описаниями.'),
      items: [0, 1, 2, 3, 4, 5].map((index) => ({ title: slots[`Product${index}`] ?? '', text: f(productTexts[index] ?? ''), detail: productDetails[index] ?? '' })),
    },
    services: {
      heading: f('Услуги: {kw1}'),
      lead: f('От первого вопроса до готового результата «{brand}» берёт детали на себя. Выберите одну услугу или несколько — мы подскажем, что имеет смысл именно для вас.'),
      items: [0, 1, 2, 3].map((index) => ({ title: slots[`Service${index}`] ?? '', text: f(serviceTexts[index] ?? '') })),
      steps: steps.map((step) => ({ title: step.title, text: f(step.text) })),
    },
    about: {
      heading: f('О компании «{brand}»'),
      paragraphs: [
        f('«{brand}» — {descriptor}. ') + customerWords,
        f('В нашей команде собрались люди, которым не всё равно, какими будут {kw0} и {kw2}. Мы давно поняли: {audience} не нужны громкие обещания. Им нужны {quality0}, {quality3} и человек, который ответит на звонок. Это мы и предлагаем каждый день.'),
        (brief.address ? f('Наш адрес: {addressFull}. ') : f('Мы работаем для {audienceGen} в любом городе. ')) +
          f('Приходите за продуктом «{product0}» или за услугой «{service0}» — вас встретят люди, которые знают своё дело.'),
      ],
      values: [0, 1, 2].map((index) => ({
        title: slots[`Quality${index}`] ?? '',
        text: ['Мы придерживаемся этого в каждом проекте, большом или маленьком, и проверяем результат, прежде чем считать работу законченной.', 'Поэтому нас рекомендуют друзьям, и мы хотим, чтобы так было и дальше.', 'Лучше сделать меньше, но как следует, чем много, но в спешке.'][index] ?? '',
      })),
    },
    faq: [
      { question: f('Как заказать продукт «{product0}»?'), answer: f('Позвоните нам{phoneClause} или воспользуйтесь страницей контактов. Мы согласуем детали, цену и сроки до начала работы.') },
      { question: f('Вы помогаете с темой «{kw1}»?'), answer: f('Да, это часть нашей ежедневной работы. Расскажите о своей ситуации, и мы предложим самый разумный вариант.') },
      { question: f('Сколько стоит услуга «{service0}»?'), answer: 'Стоимость зависит от того, что именно вам нужно. Мы всегда называем цену заранее и придерживаемся её, поэтому сюрпризов не будет.' },
      { question: 'Где вы находитесь?', answer: brief.address ? f('Наш адрес: {addressFull}. На странице контактов есть ссылка на карту.') : f('Мы работаем с клиентами, где бы они ни находились. Свяжитесь с нами, и мы найдём удобный способ встретиться.') },
    ],
    cta: {
      heading: f(tone.ctaHeading),
      text: 'Расскажите, что вы задумали, и мы ответим в течение одного рабочего дня с понятным следующим шагом.',
      action: 'Связаться с нами',
    },
    contact: {
      heading: f('Контакты «{brand}»'),
      lead: f('Вопросы о продукте «{product0}», услуге «{service0}» или теме «{kw0}»? Выберите удобный способ связи — мы отвечаем на каждое сообщение лично.'),
    },
    blogIntro: {
      heading: f('Блог: {kw0}, {kw2} и не только'),
      lead: f('Советы, объяснения и истории из нашей ежедневной работы. Пишет команда «{brand}».'),
    },
    seo: {
      home: { title: f('{Kw0} — «{brand}»'), description: f('«{brand}» — {descriptor}. {Kw0}, {kw1} и {kw2}: {quality0}. Продукты, услуги и контакты на одном сайте.') },
      products: { title: f('Продукты: {kw0} | {brand}'), description: f('Продукты «{brand}»: {product0}, {product1}, {product2} и другие. {Kw0} — {quality1}, с понятными описаниями.') },
      services: { title: f('Услуги: {kw1} | {brand}'), description: f('{Service0}, {service1} и другие услуги «{brand}». Понятные цены, {quality0} и команда, которая хорошо знает тему «{kw1}».') },
      about: { title: f('О нас | {brand}'), description: f('Знакомьтесь: «{brand}» — {descriptor}. Наши принципы, подход к работе и причины, по которым нас выбирают: {kw0}.') },
      contact: { title: f('Контакты | {brand}'), description: f('Свяжитесь с «{brand}»{addressClause}. Вопросы о теме «{kw0}», продукте «{product0}» или услуге «{service0}» — ответим за один рабочий день.') },
      blog: { title: f('Блог: {kw0} | {brand}'), description: f('Практические статьи «{brand}» о темах «{kw0}», «{kw1}» и «{kw2}»: советы, объяснения и истории из нашей работы.') },
    },
  };
}
