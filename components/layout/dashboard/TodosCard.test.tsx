import { screen } from '@testing-library/react';
import { ASSESSMENT_ID, PROJECT_ID } from '@/store/api/testing/projects';
import type { Todo } from '@/lib/schemas/todos';
import { makeStore } from '@/store';
import { renderInShell } from '../testing/render-shell';
import { TodosCard } from './TodosCard';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';

jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/homepage', query: {}, push: jest.fn(), replace: jest.fn(), events: { on: jest.fn(), off: jest.fn() } }),
}));

function todoOf(overrides: Partial<Todo>): Todo {
  return {
    id: '7d0c6a56-8d8a-4a40-9d3c-2b6f0c1f0a11',
    project_id: PROJECT_ID,
    project_name: 'Loire biochar',
    title: 'Project name',
    description: '',
    due_date: null,
    priority: 'normal',
    state: 'todo',
    assignee: null,
    subject: null,
    gap_key: null,
    closed_note: null,
    created_at: '2026-03-02T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

const api = routedApiForEachTest();

describe('TodosCard', () => {
  it('says nothing waits while there is no to-do', async () => {
    api.on('GET', '/jtbd/todo', { body: { items: [] } });
    renderInShell(<TodosCard />, { store: makeStore() });
    expect(await screen.findByText(/Nothing waits for you/)).toBeInTheDocument();
  });

  it('lists my to-dos with their project, due date and question (R-24.9)', async () => {
    api.on('GET', '/jtbd/todo', {
      body: {
        items: [
          todoOf({ due_date: '2026-03-10', subject: { kind: 'question', id: 'project_name', assessment_id: ASSESSMENT_ID }, gap_key: `${ASSESSMENT_ID}:project_name` }),
          todoOf({ id: '0b7e7c1e-5a7d-4f4e-8d9a-1c2b3d4e5f60', title: 'Book the lab', priority: 'high', assignee: { id: PROJECT_ID, name: 'Dana', email: 'dana@example.test' } }),
        ],
      },
    });
    renderInShell(<TodosCard />, { store: makeStore() });
    expect(await screen.findByText('Book the lab')).toBeInTheDocument();
    expect(screen.getByText('Due Mar 10, 2026')).toBeInTheDocument();
    expect(screen.getByText('Assignee: Dana')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Loire biochar' })[0]).toHaveAttribute('href', `/projects/${PROJECT_ID}?tab=todos`);
    expect(screen.getByRole('link', { name: 'Open the question' })).toHaveAttribute('href', `/projects/${PROJECT_ID}/assessments/${ASSESSMENT_ID}?question=project_name`);
  });
});
