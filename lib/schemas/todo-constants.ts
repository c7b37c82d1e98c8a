/** To-dos (issue 24): the values both the server and the browser name, without zod. */
export const TODO_STATES = ['todo', 'in_progress', 'done', 'cancelled'] as const;
export type TodoState = (typeof TODO_STATES)[number];

export const TODO_PRIORITIES = ['low', 'normal', 'high'] as const;
export type TodoPriority = (typeof TODO_PRIORITIES)[number];

/** What a to-do is about. */
export const TODO_SUBJECT_KINDS = ['question', 'assessment', 'document', 'alarm'] as const;
export type TodoSubjectKind = (typeof TODO_SUBJECT_KINDS)[number];
/** A question's id in the template (with its assessment), or an assessment's, document's or alarm's id. */
export interface TodoSubject {
  kind: TodoSubjectKind;
  id: string;
  assessment_id?: string;
}

/** States in which a to-do still waits for someone. */
export const OPEN_TODO_STATES: readonly TodoState[] = ['todo', 'in_progress'];

/** What a project's to-do list shows first (the open ones): the panel's first query, and the server's read of it. */
export function openTodosFilter(projectId: string): { project_id: string; state: TodoState[] } {
  return { project_id: projectId, state: [...OPEN_TODO_STATES] };
}

/** Reminders go three days before the due date and on it. */
export const TODO_REMINDER_DAYS = [3, 0] as const;
/** The hour (UTC) at which a reminder of a day is sent. */
export const TODO_REMINDER_HOUR_UTC = 7;

/** At most this many to-dos in one list answer (the CSV export streams them all). */
export const TODO_LIST_LIMIT = 200;

export const TODO_CSV_COLUMNS = ['title', 'state', 'priority', 'due_date', 'assignee', 'subject', 'description', 'created_at', 'closed_note'] as const;
