import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isInterfaceLanguage, type InterfaceLanguage } from '@sitecraft/shared/i18n';
import { englishAnswer, russianAnswer } from '../i18n/english-answers.ts';
import { acceptedLanguage } from '../i18n/request-language.ts';

interface MessagePayload {
  message?: unknown;
  errors?: unknown;
  hints?: unknown;
  user?: { language?: unknown };
}

/**
 * The language the API answers a request in: the signed-in account's (or, on sign-in, the account just signed in to),
 * else the request's Accept-Language, else Russian, the spec's.
 */
export function answerLanguage(request: FastifyRequest, payload?: MessagePayload): InterfaceLanguage {
  return askedLanguage(request, payload) ?? 'ru';
}

/** The language the person asked for, by their account or their Accept-Language; undefined when neither names one. */
export function askedLanguage(request: FastifyRequest, payload?: MessagePayload): InterfaceLanguage | undefined {
  const chosen = request.account?.language ?? payload?.user?.language;
  if (isInterfaceLanguage(chosen)) return chosen;
  return acceptedLanguage(request.headers['accept-language']);
}

/**
 * Translates the server's own texts that an answer carries outside its `message` (a ledger line's reason, a generation
 * timeline's stages) into the language of the person asking; a text without a translation stays as it is.
 */
export function answerTexts(request: FastifyRequest): (text: string) => string {
  const asked = askedLanguage(request);
  if (asked === undefined) return (text) => text;
  const translateText = asked === 'en' ? englishAnswer : russianAnswer;
  return (text) => translateText(text) ?? text;
}

/** A failed validation's message joins its fields' messages (see the error handler): joined again from the translations. */
function joinedMessages(errors: readonly unknown[], fallback: string): string {
  const messages = [...new Set(errors.flatMap((error) => (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? [error.message] : [])))];
  if (messages.length === 0) return fallback;
  return messages.length === 1 ? messages[0]! : messages.map((text) => (/[.!?]$/.test(text) ? text : `${text}.`)).join(' ');
}

/** Puts every JSON answer's `message` (and each field error's, and each DNS hint's) in the language of the person asking. */
export function registerAnswerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (typeof payload !== 'object' || payload === null || !('message' in payload || 'hints' in payload)) return payload;
    const answer = payload as MessagePayload;
    const asked = askedLanguage(request, answer);
    // Russian is the default; English-written answers turn Russian only for a person who asked for Russian.
    if (asked === undefined) return payload;
    const translateText = asked === 'en' ? englishAnswer : russianAnswer;
    const translate = (text: unknown) => (typeof text === 'string' ? (translateText(text) ?? text) : text);
    const translateEach = (list: readonly unknown[]) =>
      list.map((item: unknown) => (typeof item === 'object' && item !== null && 'message' in item ? { ...item, message: translate(item.message) } : item));
    const translated: MessagePayload = Array.isArray(answer.hints) ? { ...answer, hints: translateEach(answer.hints) } : answer;
    if (!('message' in answer)) return translated;
    if (!Array.isArray(answer.errors)) return { ...translated, message: translate(answer.message) };
    const errors = translateEach(answer.errors);
    return { ...translated, message: typeof answer.message === 'string' && translateText(answer.message) === undefined ? joinedMessages(errors, answer.message) : translate(answer.message), errors };
  });
}
