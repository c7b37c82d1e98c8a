import { createJobQueue } from '@/server/jobs';
import { createLogger } from '@/server/logger';
import type { Mailer } from '@/server/mail/mailer';
import { createMailSender } from '@/server/mail/sender';
import { REMIND_JOB, remindHandler } from '@/server/modules/todos/reminders';
import { TEST_ORIGIN, type TestApp } from './app';

/** Runs the to-dos' reminder jobs due at `at` (a job runner whose clock is moved ahead), as any instance would. */
export async function remindTodosAt(t: TestApp, mailer: Mailer, at: Date, instanceId = `reminders-${at.getTime()}`): Promise<Response> {
  const logger = createLogger({ level: 'silent' });
  const queue = createJobQueue(t.database.db, { logger, instanceId, now: () => at, backoffMs: () => 0 });
  queue.handle(REMIND_JOB, remindHandler(t.database.db, createMailSender({ mailer, logger, appOrigin: TEST_ORIGIN })));
  await queue.drain();
  return new Response('{}', { status: 200 });
}
