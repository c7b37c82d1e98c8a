import { z } from 'zod';
import { uuidSchema } from './common';
import { TODO_PRIORITIES, TODO_STATES, TODO_SUBJECT_KINDS } from './todo-constants';

/**
 * To-dos of a project (issue 24, R-24.1– ): made by hand or opened by a compute for each gap that blocks
 * readiness, each about a question, an assessment, a document or an alarm.
 */
export * from './todo-constants';

export const todoStateSchema = z
  .enum(TODO_STATES, { error: `state is one of ${TODO_STATES.join(', ')}` })
  .meta({ id: 'TodoState', description: 'to do, in progress, done or cancelled' });
export const todoPrioritySchema = z
  .enum(TODO_PRIORITIES, { error: `priority is one of ${TODO_PRIORITIES.join(', ')}` })
  .meta({ id: 'TodoPriority', description: 'How much it matters' });
const dueDateSchema = z.iso.date({ error: 'due_date is a date (YYYY-MM-DD)' });

export const todoSubjectSchema = z
  .strictObject({
    kind: z.enum(TODO_SUBJECT_KINDS, { error: `subject.kind is one of ${TODO_SUBJECT_KINDS.join(', ')}` }),
    /** A question's id in the template; an assessment's, document's (project file) or alarm's UUID. */
    id: z.string().trim().min(1).max(200),
    /** For a question: the assessment it belongs to (its page's address). */
    assessment_id: uuidSchema.optional(),
  })
  .meta({ id: 'TodoSubject', description: 'What the to-do is about' });
export type TodoSubject = z.infer<typeof todoSubjectSchema>;

const personSchema = z.object({ id: uuidSchema, name: z.string(), email: z.string() }).meta({ id: 'TodoPerson', description: 'A member of the project' });

export const todoSchema = z
  .object({
    id: uuidSchema,
    project_id: uuidSchema,
    project_name: z.string(),
    title: z.string(),
    description: z.string(),
    due_date: z.string().nullable(),
    priority: todoPrioritySchema,
    state: todoStateSchema,
    assignee: personSchema.nullable(),
    subject: todoSubjectSchema.nullable(),
    /** Opened by a compute for a gap; null when made by hand. */
    gap_key: z.string().nullable(),
    /** What closed or reopened it last, in words. */
    closed_note: z.string().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Todo', description: 'One to-do of a project' });
export type Todo = z.infer<typeof todoSchema>;

export const todoListSchema = z
  .object({
    items: z.array(todoSchema),
    /** A project's list: the people its to-dos may be assigned to (owner first). */
    members: z.array(personSchema).optional(),
  })
  .meta({ id: 'TodoList', description: 'To-dos by due date, undated last' });
export type TodoList = z.infer<typeof todoListSchema>;

export const createTodoSchema = z
  .strictObject({
    project_id: uuidSchema,
    title: z.string().trim().min(1, 'title cannot be empty').max(200, 'title is at most 200 characters'),
    description: z.string().trim().max(4000, 'description is at most 4000 characters').default(''),
    due_date: dueDateSchema.nullable().optional(),
    priority: todoPrioritySchema.default('normal'),
    assignee_id: uuidSchema.nullable().optional(),
    subject: todoSubjectSchema.nullable().optional(),
  })
  .meta({ id: 'CreateTodo', description: 'A to-do made by hand' });
export type CreateTodo = z.input<typeof createTodoSchema>;

export const updateTodoSchema = z
  .strictObject({
    id: uuidSchema,
    title: z.string().trim().min(1, 'title cannot be empty').max(200).optional(),
    description: z.string().trim().max(4000).optional(),
    due_date: dueDateSchema.nullable().optional(),
    priority: todoPrioritySchema.optional(),
    state: todoStateSchema.optional(),
    assignee_id: uuidSchema.nullable().optional(),
  })
  .meta({ id: 'UpdateTodo', description: 'Fields to change; the others stay' });
export type UpdateTodo = z.input<typeof updateTodoSchema>;

const stateFilter = z
  .union([todoStateSchema, z.array(todoStateSchema)])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .optional();

export const myTodosQuerySchema = z.object({ state: stateFilter }).meta({ id: 'MyTodosQuery', description: 'Open to-dos unless states are named' });

export const projectTodosQuerySchema = z
  .object({
    project_id: uuidSchema,
    state: stateFilter,
    /** A member's id, or `none` for unassigned. */
    assignee: z.union([uuidSchema, z.literal('none')]).optional(),
    due_before: dueDateSchema.optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .meta({ id: 'ProjectTodosQuery', description: 'A project’s to-dos, filtered' });
export type ProjectTodosQuery = z.infer<typeof projectTodosQuerySchema>;
