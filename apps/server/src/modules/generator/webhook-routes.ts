import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findStage, failureStatuses, progressMessageSchema } from '@sitecraft/shared/generation';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { downloadPath, findGeneration, markCompleted, markFailedAndRefund, recordProgress } from './generation-store.ts';
import { REMOTE_HOLDER } from './generation-leases.ts';
import type { ProgressHub, ProgressUpdate } from './progress-hub.ts';
import { checkWebhookSignature } from './webhook-signature.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /api/v1/generator/webhook: progress and final messages from workers that run elsewhere, accepted only
 * with a valid Standard Webhooks signature. A replayed id is ignored and a finished generation never moves back.
 */
export async function webhookRoutes(app: FastifyInstance, deps: { ctx: AppContext; hub: ProgressHub; secret: string }): Promise<void> {
  const { ctx, hub, secret } = deps;
  // The signature covers the raw bytes, so this scope keeps the body unparsed.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post('/webhook', { schema: { tags: ['generator'] } }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const check = checkWebhookSignature(
      secret,
      { id: header(request.headers['webhook-id']), timestamp: header(request.headers['webhook-timestamp']), signature: header(request.headers['webhook-signature']) },
      raw,
      ctx.clock.now(),
    );
    if (!check.ok) throw new AppError(401, 'BAD_SIGNATURE', check.reason);

    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new AppError(400, 'BAD_JSON', 'The webhook body is not JSON.');
    }
    const parsed = progressMessageSchema.extend({ progress: z.number().min(0).max(100).optional() }).safeParse(json);
    if (!parsed.success) throw new AppError(400, 'BAD_MESSAGE', `The webhook body is not a progress message: ${parsed.error.issues.map((issue) => issue.message).join(' ')}`);
    const message = parsed.data;
    const generation = await findGeneration(ctx.db, message.track_id);
    if (!generation) throw new AppError(404, 'GENERATION_NOT_FOUND', 'No generation with this track_id.');

    const deliveryId = header(request.headers['webhook-id'])!;
    const fresh = await ctx.db.insertInto('webhook_deliveries').values({ id: deliveryId, received_at: ctx.clock.now() }).onConflict((conflict) => conflict.column('id').doNothing()).executeTakeFirst();
    if (Number(fresh.numInsertedOrUpdatedRows ?? 0) !== 1) return { success: true, message: 'Already received; ignored.' };

    const text = typeof message.message === 'string' ? message.message : JSON.stringify(message.message);
    const isFinal = message.status === 'completed' || Boolean(message.fileUrl) || Boolean(message.s3Url);
    if (isFinal) {
      // A result may only point at this service's own download path: never at a host a worker names.
      if (message.s3Url || message.fileUrl !== downloadPath(generation.track_id)) {
        throw new AppError(400, 'FOREIGN_RESULT', `A result must be this service's download path ${downloadPath(generation.track_id)}.`);
      }
      const update: ProgressUpdate = { track_id: generation.track_id, status: 'completed', message: text, progress: 100, fileUrl: message.fileUrl };
      const applied = await markCompleted(ctx.db, ctx.clock, update, `${generation.track_id}.zip`);
      if (applied) hub.publish({ ...update, id: applied });
      return { success: true, message: applied ? 'Completed.' : 'The generation had already ended; ignored.' };
    }
    if ((failureStatuses as readonly string[]).includes(message.status)) {
      const update: ProgressUpdate = { track_id: generation.track_id, status: message.status, message: text, progress: 0 };
      const applied = await markFailedAndRefund(ctx, update);
      if (applied) hub.publish({ ...update, id: applied });
      return { success: true, message: applied ? 'Failed and refunded.' : 'The generation had already ended; ignored.' };
    }
    const stage = findStage(message.status);
    const update: ProgressUpdate = { track_id: generation.track_id, status: message.status, message: text, progress: stage?.progress ?? generation.progress };
    // The remote worker holds it: no lease to renew, so no recovery takes it over (the time-limit sweep ends it if it goes quiet).
    await ctx.db
      .updateTable('generations')
      .set({ status: 'running', started_at: ctx.clock.now(), lease_owner: REMOTE_HOLDER, lease_expires_at: null })
      .where('track_id', '=', generation.track_id)
      .where('status', '=', 'queued')
      .execute();
    const applied = await recordProgress(ctx.db, ctx.clock, update);
    if (applied) hub.publish({ ...update, id: applied });
    return { success: true, message: applied ? 'Recorded.' : 'The generation had already ended; ignored.' };
  });
}
