import type { Executor } from '@/server/db/client';
import type { JobQueue } from '@/server/jobs';

/**
 * After an answer changes, the project's gap to-dos are checked by a job kept in the database, at the end of
 * the current ten-second window: saves in one window share one job (its dedupe key names the window), and a save
 * after the job ran falls into a later window, so the last answer is always checked, well within a minute.
 */
export const RECHECK_JOB = 'todo.recheck';
export const RECHECK_WINDOW_MS = 10_000;

export async function recheckSoon(executor: Executor, jobs: JobQueue, projectId: string, now = new Date()): Promise<void> {
  const windowEnd = Math.ceil((now.getTime() + 1) / RECHECK_WINDOW_MS) * RECHECK_WINDOW_MS;
  await jobs.enqueue(executor, RECHECK_JOB, { project_id: projectId }, { runAt: new Date(windowEnd), dedupeKey: `${RECHECK_JOB}:${projectId}:${windowEnd}` });
}
