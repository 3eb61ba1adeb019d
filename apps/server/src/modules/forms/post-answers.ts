import type { FastifyReply, FastifyRequest } from 'fastify';
import { formFields, formLanguageOf, formTexts, type FormProblem } from '@sitecraft/shared/forms';
import { API_PREFIX } from '@sitecraft/shared/product';
import { resolveLanguage } from '@sitecraft/sitegen';
import type { AppContext } from '../../app-context.ts';
import type { SiteFormRow } from '../../infra/db/schema.ts';
import { findGeneration } from '../generator/generation-store.ts';
import { requestOf } from '../sites/generation-files.ts';
import { returnPageOf, webAddress } from './return-page.ts';
import { thankYouUrl, type SentKind } from './thank-you.ts';

type AnswerContext = Pick<AppContext, 'db' | 'config'>;

/** Whether a client asked for JSON rather than a page: its Accept names application/json, and not text/html. */
export function wantsJson(accept: string | undefined): boolean {
  const types = (accept ?? '').split(',').map((part) => part.split(';', 1)[0]!.trim().toLowerCase());
  return types.includes('application/json') && !types.includes('text/html');
}

/** The post's fields; none when its body was refused before it was read. */
const fieldsOf = (request: FastifyRequest): Record<string, unknown> => (request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {});

/** The language to answer in: the form's `lang` field, else (a body unread has none) the language of the form's site. */
async function answerLanguage(ctx: AnswerContext, form: SiteFormRow | undefined, fields: Record<string, unknown>): Promise<string | undefined> {
  const lang = fields[formFields.lang];
  if (typeof lang === 'string' && lang !== '') return lang.slice(0, 35);
  const generation = form && (await findGeneration(ctx.db, form.track_id));
  return generation && resolveLanguage(requestOf(generation).site_language).language.code;
}

/**
 * Sends a post back with a 303 to the thank-you page of the page it came from (see returnPageOf), naming `problem`
 * when there is one, or what it `sent` (a booking request is thanked as one); without a page of the site, to the
 * product's own thank-you page in the site's language.
 */
export async function sendBack(ctx: AnswerContext, request: FastifyRequest, reply: FastifyReply, form: SiteFormRow | undefined, problem?: FormProblem, sent?: SentKind): Promise<FastifyReply> {
  const fields = fieldsOf(request);
  const { referer } = request.headers;
  const page = form ? await returnPageOf(ctx.db, ctx.config, form, fields[formFields.page], referer) : webAddress(referer)?.toString();
  const lang = page ? undefined : await answerLanguage(ctx, form, fields);
  const productPage = `${ctx.config.publicUrl}${API_PREFIX}/forms/thank-you${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`;
  return reply.header('cache-control', 'no-store').redirect(thankYouUrl(page, productPage, problem, sent), 303);
}

/**
 * Refuses a post the endpoint cannot take (too large, not form-encoded, holding a control character) with `status`:
 * a visitor's browser is sent back to the site's page naming `problem`, like any post to correct; only a client that
 * asks for JSON gets it, the problem told in the site's language.
 */
export async function refusePost(ctx: AnswerContext, request: FastifyRequest, reply: FastifyReply, form: SiteFormRow | undefined, status: number, problem: FormProblem): Promise<FastifyReply> {
  if (!wantsJson(request.headers.accept)) return sendBack(ctx, request, reply, form, problem);
  const language = formLanguageOf(await answerLanguage(ctx, form, fieldsOf(request)));
  return reply.code(status).header('cache-control', 'no-store').send({ success: false, message: formTexts[language].thankYou.problems[problem] });
}
