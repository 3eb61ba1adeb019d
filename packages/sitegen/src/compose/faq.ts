import type { CopyBrief } from '../ai/provider.ts';
import type { TradeTexts } from '../trades/types.ts';
import type { Chooser } from './choose.ts';
import { factQuestions, type Question } from './fact-questions.ts';

// A question put to the business ("Do you walk dogs off the lead?", «Вы выдаёте сертификат?») is answered by its policy,
// and an answer in the first person ("We ask to see the vaccination record") states one: only the owner knows those.
const toTheBusiness: Readonly<Record<'en' | 'ru', RegExp>> = {
  en: /\b(?:you|your|yours)\b|^(?:can|do|may|will|must) (?:i|we)\b|^(?:is|are) there\b/iu,
  ru: /(?<!\p{L})(?:вы|вас|вам|вами|ваш\p{L}*)(?!\p{L})|^(?:можно ли|можно|есть ли|будет ли)\s/iu,
};
const firstPerson: Readonly<Record<'en' | 'ru', RegExp>> = {
  en: /\b(?:we|we're|we’re|we've|we’ve|we'll|we’ll|us|our|ours)\b/iu,
  ru: /(?<!\p{L})(?:мы|нас|нам|нами|наш\p{L}*|просим|берём|берем|делаем|согласуем|принимаем|отвечаем|оставляем|рекомендуем|советуем|предлагаем|работаем|проверяем|даём|даем|возвращаем|забираем|приезжаем|выдаём|выдаем|используем|храним|присылаем|отправляем|звоним|записываем|ведём|ведем)(?!\p{L})/iu,
};

/** Whether a pack's question is about the trade in general, answered without a word on how this business works. */
export function aboutTheTrade(item: Question, language: 'en' | 'ru'): boolean {
  return !toTheBusiness[language].test(item.question) && !firstPerson[language].test(item.answer);
}

/**
 * The FAQ of a site: the questions the owner's facts answer, then the trade's questions about the work in general (the
 * general business's in reserve), and how to book or ask last; five at most.
 */
export function composeFaq(brief: CopyBrief, texts: TradeTexts, general: TradeTexts, language: 'en' | 'ru', choose: Chooser): Question[] {
  const { facts, contact } = factQuestions(brief, language, choose);
  const trade = (pack: TradeTexts) => choose.items(pack.faq.filter((item) => aboutTheTrade(item, language)), 5, (item) => [item.question, item.answer]);
  const room = 5 - (contact ? 1 : 0);
  const known = facts.slice(0, room - 1);
  const others = [...trade(texts), ...trade(general)].filter((item, index, all) => all.findIndex((each) => each.question === item.question) === index);
  return [...known, ...others].slice(0, room).concat(contact ? [contact] : []);
}
