import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '@/server/db/client';
import type { Logger } from '@/server/logger';
import { claimJobs, completeJob, failExhaustedJobs, failJob, insertJob } from './repository';
import type { BackgroundJobRow } from '@/server/db/schema';

/** What a handler receives besides the payload: the job's id, kind and which attempt this is (1 for the first). */
export interface JobInfo {
  id: string;
  kind: string;
  attempt: number;
}

export type JobHandler = (payload: Record<string, unknown>, job: JobInfo) => Promise<void>;

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** A job with this key exists once: a second enqueue with it adds nothing. */
  dedupeKey?: string;
}

export interface JobQueueOptions {
  logger: Logger;
  /** Names this process in `locked_by` (default: a random id). */
  instanceId?: string;
  /** How long a claim holds a job; a lease that runs out frees it for any instance (default 2 min). */
  leaseMs?: number;
  /** Attempts before a job is failed for good (`failed_at`, default 5). */
  maxAttempts?: number;
  /** Delay before the next attempt after the n-th failed one (default 2^n seconds, at most 5 min). */
  backoffMs?: (attempt: number) => number;
  /** How often a started queue looks for due jobs (default 1 s); an enqueue on this instance looks at once. */
  pollMs?: number;
  /** Jobs one started instance runs at a time (default 2). */
  concurrency?: number;
  /** The clock (tests move it past a lease). */
  now?: () => Date;
}

/**
 * Background jobs kept in the database (requirements ): they survive a restart and any instance may run them.
 * Each instance runs only the kinds it has a handler for.
 */
export interface JobQueue {
  readonly instanceId: string;
  /** Queues a job on the executor (inside the caller's transaction when given one); null when its dedupe key was taken. */
  enqueue(executor: Executor, kind: string, payload: Record<string, unknown>, options?: EnqueueOptions): Promise<string | null>;
  handle(kind: string, handler: JobHandler): void;
  /** Claims and holds due jobs without running them (what an instance that dies right after a claim leaves behind; tests). */
  claim(limit?: number): Promise<BackgroundJobRow[]>;
  start(): void;
  stop(): Promise<void>;
  /** Runs due jobs one by one until none is left (tests, the bench); answers how many ran. */
  drain(): Promise<number>;
}

export const DEFAULT_LEASE_MS = 120_000;
export const DEFAULT_MAX_ATTEMPTS = 5;
const MAX_BACKOFF_MS = 300_000;

export function defaultBackoffMs(attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
}

export function createJobQueue(db: Database, options: JobQueueOptions): JobQueue {
  const instanceId = options.instanceId ?? `instance-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const pollMs = options.pollMs ?? 1000;
  const concurrency = options.concurrency ?? 2;
  const now = options.now ?? (() => new Date());
  const handlers = new Map<string, JobHandler>();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let ticking = false;

  const claim = (limit: number) => claimJobs(db, { kinds: [...handlers.keys()], limit, now: now(), leaseMs, instanceId, maxAttempts });

  async function run(job: BackgroundJobRow): Promise<void> {
    const handler = handlers.get(job.kind);
    if (!handler) return;
    try {
      await handler(job.payload, { id: job.id, kind: job.kind, attempt: job.attempts });
      await completeJob(db, job.id, instanceId, now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = job.attempts >= maxAttempts ? null : new Date(now().getTime() + backoffMs(job.attempts));
      options.logger.warn({ err: error, job: job.id, kind: job.kind, attempt: job.attempts, retry_at: retryAt }, 'background job failed');
      await failJob(db, job.id, instanceId, message.slice(0, 2000), now(), retryAt).catch((failure: unknown) => {
        options.logger.error({ err: failure, job: job.id }, 'could not record a failed background job');
      });
    }
  }

  async function tick(): Promise<void> {
    if (ticking || !started) return;
    ticking = true;
    try {
      await failExhaustedJobs(db, now(), maxAttempts);
      const free = concurrency - running.size;
      for (const job of await claim(free)) {
        const promise = run(job).finally(() => {
          running.delete(promise);
          kick();
        });
        running.add(promise);
      }
    } catch (error) {
      options.logger.error({ err: error }, 'background jobs: could not claim');
    } finally {
      ticking = false;
    }
  }

  function kick(): void {
    if (started) setImmediate(() => void tick());
  }

  return {
    instanceId,
    enqueue: async (executor, kind, payload, enqueueOptions = {}) => {
      const id = await insertJob(executor, { kind, payload, runAt: enqueueOptions.runAt, dedupeKey: enqueueOptions.dedupeKey });
      // Inside a transaction the job shows once it commits: the next poll finds it if this look is too early.
      kick();
      return id;
    },
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    claim: (limit = 1) => claim(limit),
    start() {
      if (started) return;
      started = true;
      timer = setInterval(() => void tick(), pollMs);
      timer.unref();
      kick();
    },
    async stop() {
      started = false;
      if (timer) clearInterval(timer);
      timer = undefined;
      await Promise.allSettled([...running]);
    },
    async drain() {
      let count = 0;
      for (;;) {
        await failExhaustedJobs(db, now(), maxAttempts);
        const [job] = await claim(1);
        if (!job) return count;
        await run(job);
        count += 1;
      }
    },
  };
}
