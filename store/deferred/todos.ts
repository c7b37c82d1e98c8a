import type { todosApi } from '../api/todos';
import { deferredQueryHook } from './hooks';
import { once } from './loaded-endpoint';

const loadTodos = once(() => import('../api/todos'));

/** The user's open to-dos across projects (the dashboard's card), their endpoint loaded after hydration. */
export const useGetMyTodosQuery = deferredQueryHook<typeof todosApi.useGetMyTodosQuery>(loadTodos, 'getMyTodos');
