import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formPostSchema, formProblemSchema, type FormProblem } from '@sitecraft/shared/forms';
import { errorResponseSchema } from '@sitecraft/shared/http';
import { registerBookingPost } from '../bookings/booking-post-route.ts';
import { requestFault } from '../../plugins/unsafe-input.ts';
import { refusePost, sendBack } from './post-answers.ts';
import { createPostLimits } from './post-limits.ts';
import { refusedPostHandler } from './refused-posts.ts';
import { receiveFormPost, type ReceiveDeps } from './receive-post.ts';
import { findForm } from './site-forms.ts';
import { productThankYouPage } from './thank-you.ts';

/** 5,000 characters of message, each up to 12 bytes once percent-encoded, and the other fields. */
const FORM_BODY_LIMIT = 128 * 1024;

/** The problem a failed validation names: its first issue's message is the problem's code (see formPostSchema). */
function problemOf(error: Error & { validation?: { message?: string }[] }): FormProblem {
  return formProblemSchema.catch('message_missing').parse(error.validation?.[0]?.message);
}

/**
 * The public side of the sites' contact forms: POST /forms/<formId> from any site (a cross-origin form post by design:
 * it reads no cookie or session and sets none), and the product's own thank-you page for posts that name no page to
 * return to. Only form encoding is accepted: every other body is refused (see refusePost).
 */
export async function formRoutes(app: FastifyInstance, deps: ReceiveDeps): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // A post without a body is an empty form, which validation then names.
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });
  const { ctx } = deps;
  const limits = createPostLimits(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const formOf = (request: FastifyRequest) => findForm(ctx.db, (request.params as { formId?: string }).formId ?? '');

  routes.post('/:formId', {
    schema: {
      tags: ['forms'],
      description:
        "A visitor's message from a site's contact form (application/x-www-form-urlencoded, no script needed). Answers 303 to the site's thank-you page (thank-you.html beside the page the form names, if it is the site's own, else beside the Referer, else beside the site's published home, else the product's), with `?problem=<code>#problem-<code>` when the form must be corrected. A body too large, not form-encoded or holding a control character is refused the same way (`too_long`, `unreadable`); only a client whose Accept asks for application/json and not text/html gets a 413, 415 or 400 with JSON instead. Spam and posts over the limits (30 a minute per client address, 300 an hour per site) are thanked alike: spam is kept in the Spam folder, posts over a limit are dropped.",
      consumes: ['application/x-www-form-urlencoded'],
      params: z.object({ formId: z.string() }),
      body: formPostSchema,
      response: { '4xx': errorResponseSchema },
    },
    bodyLimit: FORM_BODY_LIMIT,
    attachValidation: true,
    config: { refusesUnsafeInputItself: true },
    errorHandler: refusedPostHandler(ctx, formOf),
    handler: async (request, reply) => {
      if (requestFault(request)) return refusePost(ctx, request, reply, await formOf(request), 400, 'unreadable');
      const body = request.body as Record<string, unknown>;
      // Over a limit, a post is thanked and dropped, on the same page as any other. A site is counted once it is known
      // to exist, so posts to made-up forms cannot crowd real sites' counters out of memory.
      const overAddress = await limits.address(request);
      const form = await formOf(request);
      const back = (problem?: FormProblem) => sendBack(ctx, request, reply, form, problem);
      if (!form) return back(overAddress ? undefined : 'closed');
      if (overAddress || (await limits.site(request))) return back();
      return back(await receiveFormPost(deps, form, body, request.validationError ? problemOf(request.validationError) : undefined, normalizeIP(request.ip)));
    },
  });

  registerBookingPost(app, deps, limits, formOf);

  routes.get('/thank-you', {
    schema: {
      tags: ['forms'],
      description: "The product's thank-you page (HTML, noindex) for a form post whose own site's page is unknown: in the language `lang` names (every language of the builder's step 5; English for others); `problem` names what to correct; `sent=booking` thanks for a booking request.",
      querystring: z.object({ lang: z.string().max(35).optional(), problem: formProblemSchema.optional(), sent: z.enum(['message', 'booking']).optional() }),
    },
    handler: async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('x-robots-tag', 'noindex')
        .header('cache-control', 'public, max-age=3600')
        .send(productThankYouPage(request.query.lang, request.query.problem, request.query.sent)),
  });
}
