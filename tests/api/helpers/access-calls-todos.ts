import type { Call, Ids } from './access-call-parts';
import type { TestApp } from './app';

// The authorization matrix's requests for the to-dos of issue 24; access-calls.ts spreads these in and stages one
// to-do per project (`stageTodo`).

export const TODO_CALLS: Record<string, (ids: Ids) => Call> = {
  'GET /api/jtbd/todo': () => ({}),
  'PATCH /api/jtbd/todo': (ids) => ({ json: { id: ids.todoId, state: 'in_progress' } }),
  'GET /api/jtbd/project': (ids) => ({ query: `project_id=${ids.projectId}` }),
  'POST /api/jtbd/create': (ids) => ({ json: { project_id: ids.projectId, title: 'Check the permit' } }),
};

/** One to-do made by hand on the staged project. */
export async function stageTodo(t: TestApp, token: string, projectId: string): Promise<string> {
  const response = await t.request('/jtbd/create', { token, json: { project_id: projectId, title: 'Staged to-do' } });
  return ((await response.json()) as { id: string }).id;
}
