/**
 * matches follow changes within a minute, through the background jobs kept in the database (any instance
 * runs them, each once). `oems.sweep` runs every SWEEP_MS: it finds the projects whose matching answers changed since
 * the last sweep, recomputes them, mails the digests and queues the next sweep (one per time slot, by its dedupe key,
 * however many instances queue it). `oems.oem` recomputes one OEM after its offer, requirements or verification change.
 */
import { MATCHING_QUESTION_IDS } from '@/lib/oems/facts';
import type { Database, Executor } from '@/server/db/client';
import type { JobQueue } from '@/server/jobs';
import type { Logger } from '@/server/logger';
import type { MailSender } from '@/server/mail/sender';
import { answersChangedSince } from '@/server/modules/projects/public';
import { sendDigests } from './digest';
import type { MatchingService } from './matching-service';

export const SWEEP_JOB = 'oems.sweep';
export const OEM_JOB = 'oems.oem';
/** how often the sweep runs; with a job's own delay, a change is matched within a minute. */
export const SWEEP_MS = 20_000;
/** Answers written this long before a sweep's start are looked at again (clocks of instances differ a little). */
const SWEEP_OVERLAP_MS = 5_000;
/** What the first sweep of a process looks back over. */
const FIRST_LOOKBACK_MS = 10 * 60_000;

async function queueSweep(jobs: JobQueue, db: Executor, since: Date, runAt: Date): Promise<void> {
  await jobs.enqueue(db, SWEEP_JOB, { since: since.toISOString() }, { runAt, dedupeKey: `${SWEEP_JOB}:${Math.floor(runAt.getTime() / SWEEP_MS)}` });
}

/** Queues an OEM's recompute (after its change is stored). */
export async function queueOemRecompute(jobs: JobQueue, db: Executor, companyId: string): Promise<void> {
  await jobs.enqueue(db, OEM_JOB, { company_id: companyId });
}

export function registerMatchingJobs(deps: { db: Database; jobs: JobQueue; mail: MailSender; logger: Logger; matching: MatchingService }): void {
  const { db, jobs, matching } = deps;
  jobs.handle(SWEEP_JOB, async (payload) => {
    const started = new Date();
    const since = new Date(Date.parse(String(payload.since)) - SWEEP_OVERLAP_MS);
    // The next sweep first: a failure here is tried again by the queue without breaking the chain.
    await queueSweep(jobs, db, started, new Date(started.getTime() + SWEEP_MS));
    const changed = await answersChangedSince(db, MATCHING_QUESTION_IDS, since);
    await matching.recomputeProjects(
      changed.map((row) => row.projectId),
      started,
    );
    await sendDigests(db, deps.mail);
  });
  jobs.handle(OEM_JOB, async (payload) => {
    await matching.recomputeOem(String(payload.company_id));
    await sendDigests(db, deps.mail);
  });
  const now = new Date();
  queueSweep(jobs, db, new Date(now.getTime() - FIRST_LOOKBACK_MS), now).catch((error: unknown) => deps.logger.error({ err: error }, 'Could not queue the matching sweep'));
}
