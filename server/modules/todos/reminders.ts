import { OPEN_TODO_STATES } from '@/lib/schemas/todo-constants';
import { projectHref } from '@/lib/page-routes/projects';
import type { Database, Executor } from '@/server/db/client';
import type { TodoRow } from '@/server/db/schema';
import type { JobQueue } from '@/server/jobs';
import { recipientOf, type MailSender } from '@/server/mail/sender';
import { todoReminderMail } from '@/server/mail/todo-mail';
import { findPeople, findProject } from '@/server/modules/projects/public';
import { reminderRunAt, reminderTimes } from './reminder-times';
import * as repository from './repository';

/**
 * Reminders: a job kept in the database for each reminder day of a due date, queued once (its
 * dedupe key names the to-do, the date and the day), and a row of `todo_reminders` written by the one run that sends.
 */
export const REMIND_JOB = 'todo.remind';

/** Queues the reminders of a to-do's due date still ahead (a day already over is skipped; today's goes now). */
export async function scheduleReminders(executor: Executor, jobs: JobQueue, todo: Pick<TodoRow, 'id' | 'dueDate'>, now = new Date()): Promise<void> {
  if (!todo.dueDate) return;
  for (const { daysBefore, at } of reminderTimes(todo.dueDate)) {
    const runAt = reminderRunAt(at, now);
    if (!runAt) continue;
    await jobs.enqueue(
      executor,
      REMIND_JOB,
      { todo_id: todo.id, due_date: todo.dueDate, days_before: daysBefore },
      { runAt, dedupeKey: `${REMIND_JOB}:${todo.id}:${todo.dueDate}:${daysBefore}` },
    );
  }
}

/** The job's handler: nothing for a to-do done, cancelled, removed or moved to another date; else one mail, once. */
export function remindHandler(db: Database, mail: MailSender) {
  return async (payload: Record<string, unknown>): Promise<void> => {
    const todoId = String(payload.todo_id);
    const dueDate = String(payload.due_date);
    const daysBefore = Number(payload.days_before);
    const todo = await repository.findTodo(db, todoId);
    if (!todo || todo.dueDate !== dueDate || !OPEN_TODO_STATES.includes(todo.state)) return;
    const project = await findProject(db, todo.projectId);
    if (!project) return;
    if (!(await repository.recordReminder(db, { todoId, dueDate, daysBefore }))) return;
    const people = await findPeople(db, [todo.assigneeId ?? project.ownerId]);
    const person = people.get(todo.assigneeId ?? project.ownerId);
    if (!person) return;
    await mail.send(daysBefore === 0 ? 'todoDueToday' : 'todoDueSoon', recipientOf(person), (recipient) =>
      todoReminderMail(daysBefore === 0 ? 'todoDueToday' : 'todoDueSoon', {
        language: recipient.language,
        name: recipient.name,
        title: todo.title,
        project: project.name,
        dueDate,
        link: mail.link(projectHref(project.id, 'todos')),
      }),
    );
  };
}
