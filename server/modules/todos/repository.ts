import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TodoState } from '@/lib/schemas/todo-constants';
import type { Executor } from '@/server/db/client';
import { todoReminders, todos, type TodoRow } from '@/server/db/schema';
import { projectsReadableBy } from '@/server/modules/projects/public';

/** To-dos' statements (issue 24): the only file of the module with SQL. */

export type NewTodo = typeof todos.$inferInsert;

export interface TodoWithProject extends TodoRow {
  projectName: string;
}

const byDue = [sql`${todos.dueDate} asc nulls last`, asc(todos.createdAt)];

export async function insertTodo(db: Executor, todo: NewTodo): Promise<TodoRow> {
  const [row] = await db.insert(todos).values(todo).returning();
  return row;
}

/** Opens a to-do for a gap unless the project already has one for it: the unique index decides. */
export async function insertGapTodo(db: Executor, todo: NewTodo & { gapKey: string }): Promise<TodoRow | undefined> {
  const [row] = await db
    .insert(todos)
    .values(todo)
    .onConflictDoNothing({ target: [todos.projectId, todos.gapKey] })
    .returning();
  return row;
}

export async function findTodo(db: Executor, id: string): Promise<TodoRow | undefined> {
  const [row] = await db.select().from(todos).where(eq(todos.id, id)).limit(1);
  return row;
}

export async function updateTodo(db: Executor, id: string, changes: Partial<NewTodo>): Promise<TodoRow | undefined> {
  const [row] = await db
    .update(todos)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(todos.id, id))
    .returning();
  return row;
}

/** The to-dos a compute opened on a project (those with a gap key). */
export async function gapTodos(db: Executor, projectId: string): Promise<TodoRow[]> {
  return db
    .select()
    .from(todos)
    .where(and(eq(todos.projectId, projectId), sql`${todos.gapKey} is not null`));
}

/**
 * Moves gap to-dos to a state, only from the states given (a to-do someone cancelled stays cancelled), and when
 * `notes` is given only those whose last note is one of them (one the check closed, not a person).
 */
export async function moveGapTodos(db: Executor, ids: string[], from: TodoState[], to: TodoState, note: string, notes?: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(todos)
    .set({ state: to, closedNote: note, updatedAt: new Date() })
    .where(and(inArray(todos.id, ids), inArray(todos.state, from), notes ? inArray(todos.closedNote, notes) : undefined))
    .returning({ id: todos.id });
  return rows.length;
}

export interface ProjectFilter {
  projectId: string;
  states?: TodoState[];
  assignee?: string;
  dueBefore?: string;
}

function projectConditions(filter: ProjectFilter): SQL | undefined {
  return and(
    eq(todos.projectId, filter.projectId),
    filter.states?.length ? inArray(todos.state, filter.states) : undefined,
    filter.assignee === 'none' ? isNull(todos.assigneeId) : filter.assignee ? eq(todos.assigneeId, filter.assignee) : undefined,
    filter.dueBefore ? lte(todos.dueDate, filter.dueBefore) : undefined,
  );
}

export async function listProjectTodos(db: Executor, filter: ProjectFilter, limit?: number): Promise<TodoRow[]> {
  const query = db
    .select()
    .from(todos)
    .where(projectConditions(filter))
    .orderBy(...byDue);
  return limit === undefined ? query : query.limit(limit);
}

/** Every to-do of a project in pages of `size`, for the streamed CSV export (memory stays flat). */
export async function* projectTodoPages(db: Executor, filter: ProjectFilter, size = 500): AsyncGenerator<TodoRow[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await db
      .select()
      .from(todos)
      .where(projectConditions(filter))
      .orderBy(...byDue, asc(todos.id))
      .limit(size)
      .offset(offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/**
 * "My to-dos": on every project the user may read, those assigned to them, and those assigned to nobody on
 * the projects they own.
 */
export async function listMyTodos(db: Executor, viewer: { userId: string; grantEmail: string | null }, states: TodoState[], limit: number): Promise<TodoWithProject[]> {
  const readable = projectsReadableBy(db, viewer).as('readable');
  const rows = await db
    .select({ todo: todos, projectName: readable.name })
    .from(todos)
    .innerJoin(readable, eq(readable.id, todos.projectId))
    .where(and(inArray(todos.state, states), or(eq(todos.assigneeId, viewer.userId), isNull(todos.assigneeId))))
    .orderBy(...byDue)
    .limit(limit);
  return rows.map((row) => ({ ...row.todo, projectName: row.projectName }));
}

/** Records a reminder; true only for the one call that recorded it (R-24.13: sent once, whatever the instances). */
export async function recordReminder(db: Executor, reminder: { todoId: string; dueDate: string; daysBefore: number }): Promise<boolean> {
  const rows = await db
    .insert(todoReminders)
    .values({ todoId: reminder.todoId, dueDate: reminder.dueDate, daysBefore: String(reminder.daysBefore) })
    .onConflictDoNothing()
    .returning({ todoId: todoReminders.todoId });
  return rows.length === 1;
}
