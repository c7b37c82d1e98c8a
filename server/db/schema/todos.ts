import { date, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TodoPriority, TodoState, TodoSubject } from '@/lib/schemas/todo-constants';
import { projects } from './projects';
import { users } from './users';

/**
 * To-dos of a project (issue 24). A to-do a compute opened for a gap carries its `gap_key`; the unique index on
 * (project, gap_key) keeps one to-do per gap whatever the number of instances computing at once.
 */
export const todos = pgTable(
  'todos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }),
    priority: text('priority').$type<TodoPriority>().notNull().default('normal'),
    state: text('state').$type<TodoState>().notNull().default('todo'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    subject: jsonb('subject').$type<TodoSubject>(),
    gapKey: text('gap_key'),
    closedNote: text('closed_note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // NULLs are distinct: to-dos made by hand never collide.
    uniqueIndex('todos_project_gap_key').on(table.projectId, table.gapKey),
    index('todos_project_due_idx').on(table.projectId, table.dueDate),
    index('todos_assignee_idx').on(table.assigneeId),
  ],
);
export type TodoRow = typeof todos.$inferSelect;

/** One row per reminder sent (to-do, due date, days before): the insert that wins sends the mail. */
export const todoReminders = pgTable(
  'todo_reminders',
  {
    todoId: uuid('todo_id')
      .notNull()
      .references(() => todos.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    daysBefore: text('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.todoId, table.dueDate, table.daysBefore] })],
);
