import { eq } from 'drizzle-orm';
import { backgroundJobs } from '@/server/db/schema';
import { createJobQueue } from '@/server/jobs';
import { createLogger } from '@/server/logger';
import { createMailSender } from '@/server/mail/sender';
import { ESCALATE_JOB, escalateHandler } from '@/server/modules/support/escalation';
import { createSupportMailer } from '@/server/modules/support/mailer';
import { ADMIN_EMAIL, TEST_ORIGIN, type TestApp } from './app';
import type { Cast } from './opportunities';
import type { Mailer } from '@/server/mail/mailer';

type Step = (run: () => Promise<Response>, expected: { kind: string; to: string; names: string }[]) => Promise<void>;

const form = (data: Record<string, unknown>) => {
  const body = new FormData();
  body.set('data', JSON.stringify(data));
  return body;
};

/**
 * The support desk's mail (issue 24, item 7), each link opening its page: a new request to staff, staff's reply to the
 * developer, the developer's reply to the staff member who has it, and the escalation of a late first reply.
 */
export async function supportMailSteps(t: TestApp, cast: Cast, mailer: Mailer, step: Step): Promise<void> {
  let id = '';
  await step(async () => {
    const response = await t.request('/jtbd/support', { token: cast.owner, body: form({ subject: 'Mail links help', message: 'Where is my score?', page: '/homepage' }) });
    id = ((await response.clone().json()) as { id: string }).id;
    return response;
  }, [{ kind: 'supportNew', to: ADMIN_EMAIL, names: 'Mail links help' }]);
  await step(
    () => t.request('/jtbd/support/inbox/reply', { token: cast.staff, body: form({ request_id: id, message: 'On the results tab.' }) }),
    [{ kind: 'supportReplied', to: 'dana@example.test', names: 'On the results tab.' }],
  );
  await step(
    () => t.request('/jtbd/support/reply', { token: cast.owner, body: form({ request_id: id, message: 'Found it, thanks.' }) }),
    [{ kind: 'supportUserReplied', to: ADMIN_EMAIL, names: 'Found it, thanks.' }],
  );
  let late = '';
  await step(async () => {
    const response = await t.request('/jtbd/support', { token: cast.owner, body: form({ subject: 'Nobody answered', message: 'Hello?' }) });
    late = ((await response.clone().json()) as { id: string }).id;
    return response;
  }, [{ kind: 'supportNew', to: ADMIN_EMAIL, names: 'Nobody answered' }]);
  const [job] = (await t.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, ESCALATE_JOB))).filter((row) => row.payload.request_id === late);
  await step(async () => {
    const logger = createLogger({ level: 'silent' });
    const at = new Date((job?.runAt ?? new Date()).getTime() + 60_000);
    const queue = createJobQueue(t.database.db, { logger, instanceId: 'mail-links', now: () => at, backoffMs: () => 0 });
    queue.handle(
      ESCALATE_JOB,
      escalateHandler(t.database.db, createSupportMailer(t.database.db, createMailSender({ mailer, logger, appOrigin: TEST_ORIGIN })), () => at),
    );
    await queue.drain();
    return new Response('{}', { status: 200 });
  }, [{ kind: 'supportEscalated', to: ADMIN_EMAIL, names: 'Nobody answered' }]);
}
