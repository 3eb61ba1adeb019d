import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingPostSchema } from '@sitecraft/shared/bookings';
import { formProblemSchema, type FormProblem } from '@sitecraft/shared/forms';
import type { SiteFormRow } from '../../infra/db/schema.ts';
import { requestFault } from '../../plugins/unsafe-input.ts';
import { refusePost, sendBack } from '../forms/post-answers.ts';
import type { createPostLimits } from '../forms/post-limits.ts';
import { refusedPostHandler } from '../forms/refused-posts.ts';
import type { ReceiveDeps } from '../forms/receive-post.ts';
import { formEndpoint } from '../forms/site-forms.ts';
import { bookingProblemPage } from './booking-problem-page.ts';
import { receiveBookingPost } from './receive-booking.ts';

type PostLimits = ReturnType<typeof createPostLimits>;

/** The problem a failed validation names: its first issue's message is the problem's code (see bookingPostSchema). */
const problemOf = (error: Error & { validation?: { message?: string }[] }): FormProblem => formProblemSchema.catch('unreadable').parse(error.validation?.[0]?.message);

/**
 * POST /forms/<formId>/booking: a visitor's booking request from a site's Book page, registered beside the contact
 * form's endpoint (its body parser, limits and answers, a refused body's problem page too). Thanks and problems to correct go to the site's thank-you
 * page like the contact form's; a time that cannot be booked gets a page of the nearest free times instead.
 */
export function registerBookingPost(app: FastifyInstance, deps: ReceiveDeps, limits: PostLimits, formOf: (request: FastifyRequest) => Promise<SiteFormRow | undefined>): void {
  const { ctx } = deps;
  app.withTypeProvider<ZodTypeProvider>().post('/:formId/booking', {
    schema: {
      tags: ['forms'],
      description:
        "A visitor's booking request from a site's Book page (application/x-www-form-urlencoded, no script needed): the contact form's name, contact, token, page, lang and honeypot, with `offer`, `note` and the time, as `slot` (`2027-03-28T10:00`, local to the business) or as `day` and `time`. Answers 303 to the site's thank-you page as the contact form does (spam and posts over the limits are thanked alike); a time taken, closed or missing gets a page (200, HTML) of the nearest free times to send the request again with.",
      consumes: ['application/x-www-form-urlencoded'],
      params: z.object({ formId: z.string() }),
      body: bookingPostSchema,
    },
    attachValidation: true,
    config: { refusesUnsafeInputItself: true },
    errorHandler: refusedPostHandler(ctx, formOf),
    handler: async (request, reply) => {
      if (requestFault(request)) return refusePost(ctx, request, reply, await formOf(request), 400, 'unreadable');
      const body = request.body as Record<string, unknown>;
      const overAddress = await limits.address(request);
      const form = await formOf(request);
      // Spam and posts over the limits are thanked as a request sent, like one taken.
      const back = (problem?: FormProblem) => sendBack(ctx, request, reply, form, problem, 'booking');
      if (!form) return back(overAddress ? undefined : 'closed');
      if (overAddress || (await limits.site(request))) return back();
      const answer = await receiveBookingPost(deps, form, body, request.validationError ? problemOf(request.validationError) : undefined, normalizeIP(request.ip));
      if (answer.kind === 'thanks') return back();
      if (answer.kind === 'problem') return back(answer.problem);
      const lang = typeof body.lang === 'string' && body.lang ? body.lang : answer.site.language;
      const page = bookingProblemPage(`${formEndpoint(ctx.config, form.form_id)}/booking`, lang, answer.site.rules.time_zone, answer.problem, answer.nearest, body);
      return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(page);
    },
  });
}
