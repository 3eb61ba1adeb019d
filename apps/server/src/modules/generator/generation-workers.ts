import { API_PREFIX } from '@sitecraft/shared/product';
import type { GenerationRequest } from '@sitecraft/shared/generation';
import type { AppContext } from '../../app-context.ts';
import type { Generation } from '../../infra/db/schema.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { encodeSiteModels, siteModelsKey } from './site-models.ts';
import { isCustomerFacing, type GenerationEngine } from './generation-engine.ts';
import { claimNext, markCompleted, markFailedAndRefund, recordProgress, recoverInterrupted } from './generation-store.ts';
import { generatorTexts } from './generator-texts.ts';
import type { ProgressHub, ProgressUpdate } from './progress-hub.ts';

export interface GenerationWorkers {
  /** Tells the pool a generation was queued. */
  wake(): void;
  start(): Promise<void>;
  /** Stops taking work; running generations are aborted and go back to the queue for the next start. */
  stop(): Promise<void>;
}

const POLL_MS = 2000;
const SHUTDOWN = 'shutdown';
const TIMEOUT = 'timeout';

export const downloadPath = (trackId: string) => `${API_PREFIX}/generator/download/${trackId}`;

/** The embedded queue's workers: `concurrency` generations at a time, taken from the generations table. */
export function createGenerationWorkers(deps: { ctx: AppContext; engine: GenerationEngine; artifacts: ArtifactStore; hub: ProgressHub }): GenerationWorkers {
  const { ctx, engine, artifacts, hub } = deps;
  const { concurrency, timeoutMs } = ctx.config.generation;
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let stopped = true;
  let pumping: Promise<void> | undefined;
  let poller: NodeJS.Timeout | undefined;

  async function finish(update: ProgressUpdate, outcome: 'completed' | 'failed', artifactKey: string | null = null, detail?: string) {
    const ended = outcome === 'completed' ? await markCompleted(ctx.db, ctx.clock, update, artifactKey) : await markFailedAndRefund(ctx.db, ctx.clock, update, detail);
    if (ended) hub.publish(update);
  }

  async function run(generation: Generation, controller: AbortController): Promise<void> {
    const trackId = generation.track_id;
    const timer = setTimeout(() => controller.abort(TIMEOUT), timeoutMs);
    // Stage messages are published at once and stored in order; the final message waits for the stored ones.
    let stored = Promise.resolve();
    try {
      const request = JSON.parse(generation.request) as GenerationRequest;
      const { zip, models } = await engine(request, {
        signal: controller.signal,
        onProgress(progress) {
          const update = { track_id: trackId, ...progress };
          hub.publish(update);
          stored = stored.then(() => recordProgress(ctx.db, ctx.clock, update).then(() => undefined));
        },
      });
      await stored;
      const key = `${trackId}.zip`;
      await artifacts.put(key, zip);
      // The models serve later editing; the customer's paid ZIP is delivered even when they cannot be kept.
      if (models) await artifacts.put(siteModelsKey(trackId), encodeSiteModels(models)).catch((error: unknown) => ctx.log.error({ err: error, trackId }, 'site models not stored'));
      await finish({ track_id: trackId, status: 'completed', message: generatorTexts.completed, progress: 100, fileUrl: downloadPath(trackId) }, 'completed', key);
    } catch (error) {
      await stored.catch(() => undefined);
      if (controller.signal.reason === SHUTDOWN) {
        await ctx.db.updateTable('generations').set({ status: 'queued' }).where('track_id', '=', trackId).where('status', '=', 'running').execute();
        return;
      }
      let reason: string = generatorTexts.unexpected;
      let detail: string | undefined;
      if (controller.signal.reason === TIMEOUT) reason = generatorTexts.timedOut(Math.round(timeoutMs / 60_000));
      else if (isCustomerFacing(error)) {
        reason = error.message;
        detail = error.detail;
        if (detail) ctx.log.warn({ trackId, code: error.code, detail }, 'generation failed');
      } else {
        detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        ctx.log.error({ err: error, trackId }, 'generation failed');
      }
      await finish({ track_id: trackId, status: 'failed', message: reason, progress: 0 }, 'failed', null, detail);
    } finally {
      clearTimeout(timer);
    }
  }

  function pump(): Promise<void> {
    if (stopped) return Promise.resolve();
    pumping ??= fill().finally(() => (pumping = undefined));
    return pumping;
  }

  async function fill(): Promise<void> {
    try {
      while (!stopped && running.size < concurrency) {
        const generation = await claimNext(ctx.db, ctx.clock);
        if (!generation) break;
        if (stopped) {
          await ctx.db.updateTable('generations').set({ status: 'queued' }).where('track_id', '=', generation.track_id).execute();
          break;
        }
        const controller = new AbortController();
        const done = run(generation, controller)
          .catch((error: unknown) => ctx.log.error({ err: error, trackId: generation.track_id }, 'generation worker failed'))
          .finally(() => {
            running.delete(generation.track_id);
            void pump();
          });
        running.set(generation.track_id, { controller, done });
      }
    } catch (error) {
      ctx.log.error({ err: error }, 'could not take the next generation');
    }
  }

  return {
    wake: () => void pump(),
    async start() {
      const recovered = await recoverInterrupted(ctx.db, ctx.clock);
      if (recovered.requeued || recovered.failed) ctx.log.info(recovered, 'generations interrupted by the last shutdown were recovered');
      stopped = false;
      poller = setInterval(() => void pump(), POLL_MS);
      poller.unref();
      await pump();
    },
    async stop() {
      stopped = true;
      clearInterval(poller);
      await pumping;
      for (const job of running.values()) job.controller.abort(SHUTDOWN);
      await Promise.all([...running.values()].map((job) => job.done));
    },
  };
}
