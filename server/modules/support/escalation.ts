import type { Database, Executor } from '@/server/db/client';
import type { SupportRequestRow } from '@/server/db/schema';
import type { JobQueue } from '@/server/jobs';
import type { SupportMailer } from './mailer';
import { markEscalated } from './repository';

/**
 * Escalation (issue 24, item 7): a job kept in the database per request, due when its first reply is (one business
 * day after it was sent). If staff have not replied by then, the one run that marks the request escalated mails every
 * staff member; a reply, a resolution or an earlier mark makes it do nothing.
 */
export const ESCALATE_JOB = 'support.escalate';

export async function scheduleEscalation(executor: Executor, jobs: JobQueue, row: Pick<SupportRequestRow, 'id' | 'firstReplyDueAt'>): Promise<void> {
  if (!row.firstReplyDueAt) return;
  await jobs.enqueue(executor, ESCALATE_JOB, { request_id: row.id }, { runAt: row.firstReplyDueAt, dedupeKey: `${ESCALATE_JOB}:${row.id}` });
}

/** The job's handler; `now` is the runner's clock (tests move it). */
export function escalateHandler(db: Database, mailer: SupportMailer, now: () => Date = () => new Date()) {
  return async (payload: Record<string, unknown>): Promise<void> => {
    const row = await markEscalated(db, String(payload.request_id), now());
    if (row) await mailer.escalated(row);
  };
}
