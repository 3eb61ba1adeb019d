import { setTimeout as sleep } from 'node:timers/promises';
import type { GenerationRequest } from '@sitecraft/shared/generation';
import type { AppContext } from '../../app-context.ts';
import { isDatabaseUnavailable } from '../../infra/db/database-unavailable.ts';
import type { Generation } from '../../infra/db/schema.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { encodeSiteModels, keepsSiteModels, siteModelsKey } from './site-models.ts';
import { generationGapsJson } from './generation-gaps.ts';
import { formActionFor } from '../forms/site-forms.ts';
import { isCustomerFacing, type GenerationEngine } from './generation-engine.ts';
import { newHolderId, releaseToQueue, renewLeases } from './generation-leases.ts';
import { downloadPath, markCompleted, markFailedAndRefund, recordProgress } from './generation-store.ts';
import { TIME_LIMIT } from './generation-sweep.ts';
import { generatorTexts } from './generator-texts.ts';
import type { ProgressHub, ProgressUpdate } from './progress-hub.ts';

/** What the workers need of the application: no mailer and no session cache (a refund is announced), so a worker process has the same. */
export type WorkerContext = Pick<AppContext, 'config' | 'db' | 'clock' | 'log' | 'sessionEvents'>;

export interface WorkerDeps {
  ctx: WorkerContext;
  engine: GenerationEngine;
  artifacts: ArtifactStore;
  hub: ProgressHub;
}

/**
 * How one run of a generation ended: kept (completed), failed with its refund, put back in the queue by a shutdown,
 * put back to be tried again (only when the caller allowed it), or lost to another holder that took it over.
 */
export type RunOutcome = { kind: 'completed' | 'failed' | 'requeued' | 'lost' } | { kind: 'retry'; error: unknown };

export interface GenerationRunner {
  /** The lease holder name of this process's workers. */
  readonly holder: string;
  /** The generations this process runs now, for the pool's capacity and the time-limit sweep. */
  readonly running: ReadonlyMap<string, { controller: AbortController }>;
  /**
   * Runs a generation this holder has claimed: the engine, its stages stored and published, the ZIP kept. With
   * mayRetry an unexpected error puts it back in the queue instead of failing it (a customer-facing error or the time
   * limit always fails it).
   */
  run(generation: Generation, options?: { mayRetry?: boolean }): Promise<RunOutcome>;
  /** Ends a generation as failed with its refund and tells its subscribers; false when it had already ended. */
  fail(trackId: string, failure: Failure): Promise<boolean>;
  /** Starts renewing the leases of the running generations. */
  start(): void;
  /** Aborts every running generation (each goes back to the queue) and waits until all have stopped. */
  stop(): Promise<void>;
}

export type Failure = { message: string; detail?: string | undefined };
type EngineResult = Awaited<ReturnType<GenerationEngine>>;

const SHUTDOWN = 'shutdown';
/** The abort reason of a generation whose lease another holder has taken over. */
const LEASE_LOST = 'lease-lost';
/** The waits before the second and third try to keep a finished generation (its ZIP, its row); then it fails. */
const KEEP_RETRY_MS = [500, 2000];
/** Recording a failure is tried until the storage takes it, at most this long apart. */
const RECORD_RETRY_MAX_MS = 5000;
/** How many times keeping a finished generation is tried while the database is away (0.5 s doubling to 5 s apart). */
const KEEP_DATABASE_RETRIES = 20;


/** The wait after the n-th failure for a database that is away: 0.5 s doubling to 5 s, about 90 s in all; then give up. */
const databaseWait = (failures: number) => (failures <= KEEP_DATABASE_RETRIES ? Math.min(250 * 2 ** failures, RECORD_RETRY_MAX_MS) : undefined);

const describeError = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** Runs the generations this process's workers hold, whichever queue handed them over, and keeps their leases alive. */
export function createGenerationRunner(deps: WorkerDeps & { holder?: string }): GenerationRunner {
  const { ctx, engine, artifacts, hub } = deps;
  const { timeoutMs } = ctx.config.generation;
  const { leaseMs } = ctx.config.queue;
  const holder = deps.holder ?? newHolderId();
  const running = new Map<string, { controller: AbortController; done: Promise<unknown> }>();
  // Wakes the retries that wait between tries when the workers stop.
  let stopping = new AbortController();
  let renewer: NodeJS.Timeout | undefined;
  let renewing: Promise<void> | undefined;

  /** `write` until it succeeds, waiting `delayAfter(n, error)` after the n-th failure; throws when that is undefined or the workers stop. */
  async function retried<T>(trackId: string, what: string, write: () => Promise<T>, delayAfter: (failures: number, error: unknown) => number | undefined): Promise<T> {
    for (let failures = 1; ; failures++) {
      try {
        return await write();
      } catch (error) {
        const delay = delayAfter(failures, error);
        if (delay === undefined || stopping.signal.aborted) throw error;
        ctx.log.warn({ err: error, trackId, failures }, `${what} failed; trying again`);
        await sleep(delay, undefined, { signal: stopping.signal });
      }
    }
  }

  async function requeue(trackId: string): Promise<RunOutcome> {
    await releaseToQueue(ctx.db, trackId, holder).catch((error: unknown) => ctx.log.warn({ err: error, trackId }, 'not requeued; its lease will run out'));
    return { kind: 'requeued' };
  }

  /** Ends the generation as failed with a refund as soon as the database takes it, tells its subscribers, and drops `leftovers`. */
  async function fail(trackId: string, failure: Failure, leftovers: readonly string[] = []): Promise<boolean> {
    const update: ProgressUpdate = { track_id: trackId, status: 'failed', message: failure.message, progress: 0 };
    const record = () => markFailedAndRefund(ctx, update, failure.detail);
    const ended = await retried(trackId, 'recording the failure', record, (failures) => Math.min(250 * 2 ** failures, RECORD_RETRY_MAX_MS)).catch((error: unknown) => {
      // Only stopping workers give up here; the generation stays running until its lease runs out and it is recovered.
      ctx.log.warn({ err: error, trackId }, 'the failure was not recorded before the shutdown');
      return undefined;
    });
    if (!ended) return false;
    hub.publish({ ...update, id: ended });
    for (const key of leftovers) await artifacts.remove(key).catch((error: unknown) => ctx.log.warn({ err: error, trackId, key }, 'an artifact of a failed generation was not removed'));
    return true;
  }

  /** Keeps the ZIP (and the models) and marks the generation completed, tried three times; one that cannot be kept fails with a refund. */
  async function keep(trackId: string, { zip, models, quality }: EngineResult, keepModels: boolean): Promise<RunOutcome> {
    const key = `${trackId}.zip`;
    const update: ProgressUpdate = { track_id: trackId, status: 'completed', message: generatorTexts.completed, progress: 100, fileUrl: downloadPath(trackId) };
    const store = async () => {
      await artifacts.put(key, zip);
      // The models serve later editing; the customer's paid ZIP is delivered even when they cannot be kept.
      if (models && keepModels) await artifacts.put(siteModelsKey(trackId), encodeSiteModels(models)).catch((error: unknown) => ctx.log.error({ err: error, trackId }, 'site models not stored'));
      return markCompleted(ctx.db, ctx.clock, update, key, quality, generationGapsJson(models));
    };
    try {
      // A database that restarts is waited for (about 90 s): the customer paid for a site that is finished.
      const delayAfter = (failures: number, error: unknown) => (isDatabaseUnavailable(error) ? databaseWait(failures) : KEEP_RETRY_MS[failures - 1]);
      const eventId = await retried(trackId, 'keeping the finished generation', store, delayAfter);
      if (eventId) hub.publish({ ...update, id: eventId });
      return { kind: 'completed' };
    } catch (error) {
      if (stopping.signal.aborted) return requeue(trackId);
      ctx.log.error({ err: error, trackId }, 'the finished generation could not be kept');
      await fail(trackId, { message: generatorTexts.unexpected, detail: describeError(error) }, [key, siteModelsKey(trackId)]);
      return { kind: 'failed' };
    }
  }

  function failureOf(trackId: string, error: unknown, reason: unknown): Failure {
    if (reason === TIME_LIMIT) return { message: generatorTexts.timedOut(Math.round(timeoutMs / 60_000)) };
    if (isCustomerFacing(error)) {
      if (error.detail) ctx.log.warn({ trackId, code: error.code, detail: error.detail }, 'generation failed');
      return { message: error.message, detail: error.detail };
    }
    ctx.log.error({ err: error, trackId }, 'generation failed');
    return { message: generatorTexts.unexpected, detail: describeError(error) };
  }

  async function attempt(generation: Generation, controller: AbortController, mayRetry: boolean): Promise<RunOutcome> {
    const trackId = generation.track_id;
    const timer = setTimeout(() => controller.abort(TIME_LIMIT), timeoutMs);
    // Stage messages are stored in order, each published once stored (with its event id); the final message waits for them.
    let stored = Promise.resolve();
    let result: EngineResult;
    try {
      const request = JSON.parse(generation.request) as GenerationRequest;
      result = await engine(request, {
        signal: controller.signal,
        // The form's id is a database row: a database that restarts meanwhile is waited for, as when keeping the site.
        formAction: (host) => retried(trackId, "making the site's form", () => formActionFor(ctx, trackId, host), (failures, error) => (isDatabaseUnavailable(error) ? databaseWait(failures) : undefined)),
        onProgress(progress) {
          const update = { track_id: trackId, ...progress };
          // A stage that cannot be stored (a full disk) is still published, without an id: only a late subscriber misses it.
          stored = stored
            .then(() => recordProgress(ctx.db, ctx.clock, update))
            .then(
              (eventId) => hub.publish(eventId ? { ...update, id: eventId } : update),
              (error: unknown) => {
                ctx.log.warn({ err: error, trackId }, 'a progress message was not stored');
                hub.publish(update);
              },
            );
        },
      });
    } catch (error) {
      await stored;
      const reason: unknown = controller.signal.reason;
      if (reason === SHUTDOWN) return requeue(trackId);
      if (reason === LEASE_LOST) return { kind: 'lost' };
      if (mayRetry && reason !== TIME_LIMIT && !isCustomerFacing(error)) {
        ctx.log.warn({ err: error, trackId }, 'a generation attempt failed; it will be tried again');
        await requeue(trackId);
        return { kind: 'retry', error };
      }
      await fail(trackId, failureOf(trackId, error, reason));
      return { kind: 'failed' };
    } finally {
      clearTimeout(timer);
    }
    await stored;
    return keep(trackId, result, keepsSiteModels(JSON.parse(generation.request) as GenerationRequest));
  }

  /** Renews the running generations' leases; a generation another holder took over is stopped without writing anything more. */
  async function renew(): Promise<void> {
    try {
      const lost = await renewLeases(ctx.db, ctx.clock, holder, [...running.keys()], leaseMs);
      for (const trackId of lost) running.get(trackId)?.controller.abort(LEASE_LOST);
    } catch (error) {
      ctx.log.warn({ err: error }, 'the leases of the running generations were not renewed');
    }
  }

  return {
    holder,
    running,
    run(generation, options = {}) {
      const controller = new AbortController();
      const outcome = attempt(generation, controller, options.mayRetry ?? false);
      const done = outcome.then(
        () => running.delete(generation.track_id),
        () => running.delete(generation.track_id),
      );
      running.set(generation.track_id, { controller, done });
      return outcome;
    },
    fail: (trackId, failure) => fail(trackId, failure),
    start() {
      stopping = new AbortController();
      // Three renewals per lease: a holder misses two before another takes its generations over.
      renewer = setInterval(() => void (renewing ??= renew().finally(() => (renewing = undefined))), Math.max(250, Math.floor(leaseMs / 3)));
      renewer.unref();
    },
    async stop() {
      clearInterval(renewer);
      stopping.abort();
      for (const job of running.values()) job.controller.abort(SHUTDOWN);
      await Promise.all([...running.values()].map((job) => job.done));
      await renewing;
    },
  };
}
