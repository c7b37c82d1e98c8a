import type { CreateTodo, ProjectTodosQuery, Todo, TodoList, TodoState, UpdateTodo } from '@/lib/schemas/todos';
import { createTodoSchema, OPEN_TODO_STATES, TODO_LIST_LIMIT } from '@/lib/schemas/todos';
import type { Database } from '@/server/db/client';
import type { ProjectRow, TodoRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import type { JobQueue } from '@/server/jobs';
import { findPeople, grantEmailOf, listShares, type Caller, type PersonRow } from '@/server/modules/projects/public';
import * as repository from './repository';
import { scheduleReminders } from './reminders';

/** The rules of to-dos made and changed by people. */

export const TODO_NOT_FOUND = 'To-do not found';

/** The people a to-do may be assigned to: the project's owner and those it is shared with (not field staff). */
async function memberIds(db: Database, project: ProjectRow): Promise<Set<string>> {
  const shares = await listShares(db, project.id);
  return new Set([project.ownerId, ...shares.filter((share) => share.userId && share.right !== 'field').map((share) => share.userId as string)]);
}

async function checkAssignee(db: Database, project: ProjectRow, assigneeId: string | null | undefined): Promise<void> {
  if (!assigneeId) return;
  if (!(await memberIds(db, project)).has(assigneeId)) throw new ApiError(422, 'The assignee must be a member of the project: its owner or someone it is shared with');
}

export function toTodo(row: TodoRow, projectName: string, people: ReadonlyMap<string, PersonRow>): Todo {
  const assignee = row.assigneeId ? people.get(row.assigneeId) : undefined;
  return {
    id: row.id,
    project_id: row.projectId,
    project_name: projectName,
    title: row.title,
    description: row.description,
    due_date: row.dueDate,
    priority: row.priority,
    state: row.state,
    assignee: assignee ? { id: assignee.id, name: assignee.name, email: assignee.email ?? '' } : null,
    subject: row.subject,
    gap_key: row.gapKey,
    closed_note: row.closedNote,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createTodosService(db: Database, jobs: JobQueue) {
  const described = async (rows: (TodoRow & { projectName?: string })[], projectName = ''): Promise<Todo[]> => {
    const people = await findPeople(
      db,
      rows.map((row) => row.assigneeId),
    );
    return rows.map((row) => toTodo(row, row.projectName ?? projectName, people));
  };

  return {
    /** Made by hand from the project page, the dashboard or a question; the route's class checked the writer. */
    async create(input: CreateTodo, project: ProjectRow, caller: Caller): Promise<Todo> {
      const parsed = createTodoSchema.parse(input);
      await checkAssignee(db, project, parsed.assignee_id);
      const row = await db.transaction(async (tx) => {
        const created = await repository.insertTodo(tx, {
          projectId: project.id,
          title: parsed.title,
          description: parsed.description,
          dueDate: parsed.due_date ?? null,
          priority: parsed.priority,
          assigneeId: parsed.assignee_id ?? null,
          subject: parsed.subject ?? null,
          createdBy: caller.user.id,
        });
        await scheduleReminders(tx, jobs, created);
        return created;
      });
      return (await described([row], project.name))[0];
    },

    /** Changes what the input names; a state set by hand clears the check's note, so the check never undoes it. */
    async update(input: UpdateTodo, project: ProjectRow): Promise<Todo> {
      if (input.assignee_id !== undefined) await checkAssignee(db, project, input.assignee_id);
      const row = await db.transaction(async (tx) => {
        const updated = await repository.updateTodo(tx, input.id, {
          title: input.title,
          description: input.description,
          dueDate: input.due_date,
          priority: input.priority,
          state: input.state,
          assigneeId: input.assignee_id,
          ...(input.state ? { closedNote: null } : {}),
        });
        if (!updated) throw new ApiError(404, TODO_NOT_FOUND);
        await scheduleReminders(tx, jobs, updated);
        return updated;
      });
      return (await described([row], project.name))[0];
    },

    /** A project's to-dos, filtered by state, assignee and due date. */
    async projectList(query: ProjectTodosQuery, project: ProjectRow): Promise<TodoList> {
      const [rows, ids] = await Promise.all([repository.listProjectTodos(db, filterOf(query), TODO_LIST_LIMIT), memberIds(db, project)]);
      const people = await findPeople(db, ids);
      const members = [...ids].flatMap((id) => {
        const person = people.get(id);
        return person ? [{ id, name: person.name, email: person.email ?? '' }] : [];
      });
      return { items: await described(rows, project.name), members };
    },

    /** The same rows for the CSV export, in pages, each with its assignee. */
    async *projectPages(query: ProjectTodosQuery, project: ProjectRow): AsyncGenerator<Todo[]> {
      for await (const rows of repository.projectTodoPages(db, filterOf(query))) yield described(rows, project.name);
    },

    /** "My to-dos" on the dashboard. */
    async mine(states: TodoState[] | undefined, caller: Caller): Promise<TodoList> {
      const rows = await repository.listMyTodos(db, { userId: caller.user.id, grantEmail: grantEmailOf(caller.user) }, states ?? [...OPEN_TODO_STATES], TODO_LIST_LIMIT);
      return { items: await described(rows) };
    },
  };
}

function filterOf(query: ProjectTodosQuery): repository.ProjectFilter {
  return { projectId: query.project_id, states: query.state, assignee: query.assignee, dueBefore: query.due_before };
}

export type TodosService = ReturnType<typeof createTodosService>;
