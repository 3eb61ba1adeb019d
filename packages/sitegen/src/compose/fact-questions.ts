import type { CopyBrief } from '../ai/provider.ts';
import { Random } from '../brief/random.ts';
import type { FactQuestionKey } from '../model/sections.ts';
import type { Business } from '../model/site-model.ts';
import { ClaimFilter } from '../quality/claims.ts';
import { openingHoursLines } from '../render/opening-hours.ts';
import { StopWordFilter } from '../safety/stop-words.ts';
import { Chooser } from './choose.ts';

export interface Question {
  question: string;
  answer: string;
  /** Set on a question built from the owner's facts: an edit of the fact rebuilds it (see edit/fact-texts.ts). */
  fact?: FactQuestionKey;
}

/** A question and its answer, with markers: {brand} and the fact's own ({hours}, {prices}, {offers}, {address}…). */
type Template = readonly [question: string, answer: string];

interface FactTexts {
  hours: Template;
  prices: Template;
  offers: Template;
  /** Where the owner gave no price: how to learn one. */
  price: Template;
  address: Template;
  areas: Template;
  payment: Template;
  founded: Template;
  contact: { phoneAndEmail: Template; phone: Template; email: Template; page: Template };
  /** How a list of prices or names is joined. */
  separator: string;
  priced: string;
}

const texts: Readonly<Record<'en' | 'ru', FactTexts>> = {
  en: {
    hours: ['When is {brand} open?', 'The opening hours of {brand}: {hours}.'],
    prices: ['What does it cost?', 'The prices at {brand}: {prices}.'],
    offers: ['What can I choose from at {brand}?', '{Brand} offers {offers}. Ask us about the details and the price of the one you need.'],
    price: ['What does it cost?', 'That depends on what you choose. Ask us about the one you need, and we will tell you its price.'],
    address: ['Where can I find {brand}?', 'The address of {brand}: {address}.'],
    areas: ['Which areas does {brand} work in?', '{Brand} works in {areas}.'],
    payment: ['How can I pay?', 'Ways to pay at {brand}: {payment}.'],
    founded: ['How long has {brand} been around?', '{Brand} was founded in {year}.'],
    contact: {
      phoneAndEmail: ['How do I book or ask a question?', 'Call {phone} or write to {email}, and tell us what you need.'],
      phone: ['How do I book or ask a question?', 'Call {phone} and tell us what you need.'],
      email: ['How do I book or ask a question?', 'Write to {email} and tell us what you need.'],
      page: ['How do I book or ask a question?', 'Write to us from the contact page and tell us what you need.'],
    },
    separator: '; ',
    priced: '{name}: {price}',
  },
  ru: {
    hours: ['Когда работает «{brand}»?', 'Часы работы «{brand}»: {hours}.'],
    prices: ['Сколько это стоит?', 'Цены «{brand}»: {prices}.'],
    offers: ['Что можно выбрать в «{brand}»?', 'В «{brand}» можно выбрать: {offers}. О деталях и цене спросите нас.'],
    price: ['Сколько это стоит?', 'Это зависит от того, что вы выберете. Спросите нас о том, что вам нужно, и мы назовём цену.'],
    address: ['Где находится «{brand}»?', 'Адрес «{brand}»: {address}.'],
    areas: ['Где работает «{brand}»?', 'Места, где работает «{brand}»: {areas}.'],
    payment: ['Как можно оплатить?', 'Способы оплаты в «{brand}»: {payment}.'],
    founded: ['Давно ли работает «{brand}»?', '«{brand}» работает с {year} года.'],
    contact: {
      phoneAndEmail: ['Как записаться или задать вопрос?', 'Позвоните по номеру {phone} или напишите на {email} и расскажите, что вам нужно.'],
      phone: ['Как записаться или задать вопрос?', 'Позвоните по номеру {phone} и расскажите, что вам нужно.'],
      email: ['Как записаться или задать вопрос?', 'Напишите на {email} и расскажите, что вам нужно.'],
      page: ['Как записаться или задать вопрос?', 'Напишите нам со страницы контактов и расскажите, что вам нужно.'],
    },
    separator: '; ',
    priced: '{name} — {price}',
  },
};

const shown = 4;

/**
 * Questions a visitor asks whose answers are the owner's facts: the opening hours, the prices (or, where none is given,
 * how to ask for one), the address and the places served, the ways to pay, the year founded. None speaks of a fact the
 * owner did not give. Beside them, how to book or ask: an invitation that every site has (unless stop words rule it out).
 */
export function factQuestions(brief: Pick<CopyBrief, 'facts' | 'stopWords'>, language: 'en' | 'ru', choose: Chooser): { facts: Question[]; contact?: Question } {
  const own = texts[language];
  const { facts } = brief;
  const ask = (fact: FactQuestionKey, [question, answer]: Template, slots: Readonly<Record<string, string | undefined>> = {}): Question[] => {
    const asked = choose.fill(question, slots);
    const answered = choose.fill(answer, slots);
    return asked && answered ? [{ question: asked, answer: answered, fact }] : [];
  };
  const list = (items: readonly string[]) => items.slice(0, shown).join(own.separator);
  const hours = facts.hours ? openingHoursLines(facts.hours, [language], new StopWordFilter(brief.stopWords)) : [];
  const priced = (facts.offers ?? []).flatMap((offer) => (offer.price ? [own.priced.replace('{name}', offer.name).replace('{price}', offer.price)] : []));
  const names = (facts.offers ?? []).map((offer) => offer.name);
  const contact = facts.phone && facts.email ? own.contact.phoneAndEmail : facts.phone ? own.contact.phone : facts.email ? own.contact.email : own.contact.page;
  const out = [
    ...(hours.length > 0 ? ask('hours', own.hours, { hours: list(hours) }) : []),
    ...(priced.length > 0 ? ask('prices', own.prices, { prices: list(priced) }) : names.length > 0 ? ask('prices', own.offers, { offers: list(names) }) : ask('prices', own.price)),
    ...(facts.address ? ask('address', own.address, { address: facts.address }) : []),
    ...(facts.areasServed?.length ? ask('areas', own.areas, { areas: list(facts.areasServed) }) : []),
    ...(facts.paymentMethods?.length ? ask('payment', own.payment, { payment: list(facts.paymentMethods) }) : []),
    ...(facts.yearFounded === undefined ? [] : ask('founded', own.founded, { year: String(facts.yearFounded) })),
  ];
  const [invitation] = [...ask('contact', contact, { phone: facts.phone, email: facts.email }), ...ask('contact', own.contact.page)];
  return { facts: out, ...(invitation ? { contact: invitation } : {}) };
}

/**
 * The questions the engine builds from a business's facts, by the fact each answers, in the order an FAQ asks them:
 * what an FAQ written for these facts holds (the texts are the facts' alone, so the same facts give the same words).
 */
export function factQuestionsOf(business: Business, stopWords: readonly string[], language: 'en' | 'ru'): Map<FactQuestionKey, Question> {
  const choose = new Chooser(new StopWordFilter(stopWords), new Random(business.name), { brand: business.name, Brand: business.name }, undefined, new ClaimFilter(language, business));
  const { facts, contact } = factQuestions({ facts: business, stopWords }, language, choose);
  return new Map([...facts, ...(contact ? [contact] : [])].flatMap((question) => (question.fact ? [[question.fact, question] as const] : [])));
}

/** An FAQ's questions, those built from the business's facts marked with the fact (so that an edit of it rebuilds them). */
export function markFactQuestions<T extends Question>(items: readonly T[], built: ReadonlyMap<FactQuestionKey, Question>): T[] {
  return items.map((item) => {
    const fact = [...built].find(([, question]) => question.question === item.question && question.answer === item.answer)?.[0];
    return fact ? { ...item, fact } : item;
  });
}
