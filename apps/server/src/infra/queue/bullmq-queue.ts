import { DelayedError, Queue, UnrecoverableError, WaitingError, Worker, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { isConnectionError } from '../redis/redis-client.ts';

/** One attempt at a job, as a handler sees it. */
export interface JobAttempt {
  id: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** No further attempt follows if this one throws. */
  lastAttempt: boolean;
}

/**
 * Runs one attempt. Resolving completes the job; throwing JobInterrupted or JobPostponed puts it back without using
 * an attempt; JobFailed fails the job for good; any other error fails the attempt, and the job is tried again after
 * the backoff while attempts remain.
 */
export type JobHandler = (job: JobAttempt) => Promise<void>;

/** The handler was stopped by a shutdown: the job goes back to the wait list at once, for any worker. */
export class JobInterrupted extends Error {
  constructor() {
    super('the worker is shutting down');
    this.name = 'JobInterrupted';
  }
}

/** The handler cannot run the job yet (another holder still has it): the job is looked at again after `delayMs`. */
export class JobPostponed extends Error {
  constructor(readonly delayMs: number) {
    super(`postponed by ${delayMs} ms`);
    this.name = 'JobPostponed';
  }
}

/** The handler has ended the job as failed itself (and dealt with the consequences): no further attempt. */
export class JobFailed extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'JobFailed';
  }
}

export interface QueueSettings {
  /** Where the queue's and its workers' errors go (connection errors are the connection's to report). */
  log: FastifyBaseLogger;
  /** An ioredis client with maxRetriesPerRequest: null (BullMQ's workers need it); the queue does not close it. */
  connection: Redis;
  /** Every key of the queue starts with `<prefix>:<name>:`. */
  prefix: string;
  name: string;
  /** Attempts per job, counting the first; a failed attempt waits retryDelayMs, doubling after each further one. */
  attempts: number;
  retryDelayMs: number;
  /**
   * How long a worker's lock on a job lasts without renewal (renewed at half of it): a worker that stopped renewing
   * (killed, frozen) loses its jobs, and every stalled check (this often) puts them back for another worker.
   */
  lockMs: number;
  /** How many times a job may be put back after its worker was lost before it fails. */
  maxStalledCount: number;
}

export interface WorkOptions {
  concurrency: number;
  /** Told of a job that failed for good (its last attempt threw, or it stalled too often); not of a retried attempt or JobFailed. */
  onGiveUp(id: string, error: Error): Promise<void> | void;
}

export interface JobQueue {
  /** Adds job `id`; adding an id that is waiting, running, delayed or recently finished adds nothing. */
  add(id: string): Promise<void>;
  /** add() for many ids in one round trip. */
  addMany(ids: readonly string[]): Promise<void>;
  /**
   * Starts workers that hand each job to `handler`; close() stops taking jobs and waits for the running ones (at most
   * closeWaitMs while Redis is away).
   */
  work(handler: JobHandler, options: WorkOptions): { close(): Promise<void> };
  /** How many jobs are in each state (waiting, active, delayed, completed, failed…). */
  counts(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/** BullMQ's form of JobFailed: no retry, and nothing more to tell the handler's owner. */
class HandledFailure extends UnrecoverableError {}

/** Finished jobs are kept a while, so that their id stays taken: a late duplicate add is still one job. */
const KEEP_COMPLETED = { age: 24 * 3600, count: 100_000 };
const KEEP_FAILED = { age: 7 * 24 * 3600 };

/** A BullMQ queue on Redis with retries and exponential backoff, stalled-job recovery and job ids chosen by the caller. */
export function createBullmqQueue(settings: QueueSettings): JobQueue {
  const { connection, prefix, name, log } = settings;
  const onError = (error: Error) => {
    if (!isConnectionError(error)) log.error({ err: error, queue: name }, 'the queue reported an error');
  };
  const queue = new Queue(name, {
    connection,
    prefix,
    defaultJobOptions: {
      attempts: settings.attempts,
      backoff: { type: 'exponential', delay: settings.retryDelayMs },
      removeOnComplete: KEEP_COMPLETED,
      removeOnFail: KEEP_FAILED,
    },
  });
  queue.on('error', onError);

  async function runAttempt(handler: JobHandler, job: Job, token: string | undefined): Promise<void> {
    const attempts = job.opts.attempts ?? 1;
    try {
      await handler({ id: job.id!, attempt: job.attemptsMade + 1, lastAttempt: job.attemptsMade + 1 >= attempts });
    } catch (error) {
      if (error instanceof JobInterrupted) {
        await job.moveToWait(token);
        throw new WaitingError();
      }
      if (error instanceof JobPostponed) {
        await job.moveToDelayed(Date.now() + error.delayMs, token);
        throw new DelayedError();
      }
      if (error instanceof JobFailed) throw new HandledFailure(error.message);
      throw error;
    }
  }

  return {
    async add(id) {
      await queue.add(name, {}, { jobId: id });
    },
    async addMany(ids) {
      if (ids.length > 0) await queue.addBulk(ids.map((id) => ({ name, data: {}, opts: { jobId: id } })));
    },
    work(handler, options) {
      const worker = new Worker(name, (job, token) => runAttempt(handler, job, token), {
        connection,
        prefix,
        concurrency: options.concurrency,
        lockDuration: settings.lockMs,
        stalledInterval: settings.lockMs,
        maxStalledCount: settings.maxStalledCount,
      });
      worker.on('error', onError);
      worker.on('failed', (job, error) => {
        if (!job?.id || error instanceof HandledFailure) return;
        // 'failed' comes for every failed attempt; only a job left in the failed set is given up.
        void job
          .getState()
          .then((state) => (state === 'failed' ? options.onGiveUp(job.id!, error) : undefined))
          .catch(onError);
      });
      return { close: () => worker.close() };
    },
    counts: () => queue.getJobCounts(),
    close: () => queue.close(),
  };
}
