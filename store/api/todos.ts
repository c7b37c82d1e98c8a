import { TODO_ROUTES } from '@/lib/api/routes';
import { request } from '@/lib/api/request';
import type { CreateTodo, Todo, TodoList, TodoState, UpdateTodo } from '@/lib/schemas/todos';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/** To-dos (issue 24): a project's list and "My to-dos"; tags `Project` `todos:<projectId>` and `todos:mine`. */
const todoSchemas = schemaModule(() => import('@/lib/schemas/todos'));
const todosTag = (id: string) => ({ type: 'Project' as const, id: `todos:${id}` });
const MINE = todosTag('mine');

export interface ProjectTodosFilter {
  project_id: string;
  /** One state, or several (the open ones: to do and in progress). */
  state?: TodoState | TodoState[];
  assignee?: string;
  due_before?: string;
}

export const todosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyTodos: build.query<TodoList, void>({
      query: () => ({ url: TODO_ROUTES.todo, body: {}, schemas: todoSchemas }),
      responseSchema: todoSchemas.response((schemas) => schemas.todoListSchema),
      providesTags: [MINE],
    }),
    getProjectTodos: build.query<TodoList, ProjectTodosFilter>({
      query: (filter) => ({ url: TODO_ROUTES.project, body: filter, schemas: todoSchemas }),
      responseSchema: todoSchemas.response((schemas) => schemas.todoListSchema),
      providesTags: (_result, _error, filter) => [todosTag(filter.project_id)],
    }),
    createTodo: build.mutation<Todo, CreateTodo>({
      query: (body) => ({ url: TODO_ROUTES.create, method: 'POST', body, schemas: todoSchemas }),
      responseSchema: todoSchemas.response((schemas) => schemas.todoSchema),
      invalidatesTags: (_result, error, body) => (error ? [] : [todosTag(body.project_id), MINE]),
    }),
    updateTodo: build.mutation<Todo, UpdateTodo & { project_id: string }>({
      query: ({ project_id: _project, ...body }) => ({ url: TODO_ROUTES.todo, method: 'PATCH', body, schemas: todoSchemas }),
      responseSchema: todoSchemas.response((schemas) => schemas.todoSchema),
      invalidatesTags: (_result, error, body) => (error ? [] : [todosTag(body.project_id), MINE]),
    }),
  }),
});

export const { useGetMyTodosQuery, useGetProjectTodosQuery, useCreateTodoMutation, useUpdateTodoMutation } = todosApi;

/** The project's to-dos with the filters on screen, as CSV: the browser saves data.csv. */
export function downloadTodosCsv(filter: ProjectTodosFilter): Promise<string> {
  return request<string>('GET', TODO_ROUTES.project, { ...filter, format: 'csv' }, { csv: true });
}
