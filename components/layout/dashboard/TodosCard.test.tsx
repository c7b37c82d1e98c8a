import { act, screen } from '@testing-library/react';
import { ASSESSMENT_ID, PROJECT_ID, projectSummaryOf } from '@/store/api/testing/projects';
import type { ComputeResult } from '@/lib/schemas/assessments';
import { makeStore } from '@/store';
import { assessmentsApi } from '@/store/api/assessments';
import { renderInShell } from '../testing/render-shell';
import { TodosCard } from './TodosCard';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';

jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/homepage', query: {}, push: jest.fn(), replace: jest.fn(), events: { on: jest.fn(), off: jest.fn() } }),
}));

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, page_size: 4 });

function resultOf(gaps: { question_id: string; question: string; weight: number }[]): ComputeResult {
  return {
    project_id: PROJECT_ID,
    overall: 40,
    threshold: 70,
    ready: false,
    assessments: [],
    sections: [],
    gaps: gaps.map((gap) => ({ ...gap, assessment_id: ASSESSMENT_ID, section_id: 'identity', reason: 'unanswered' as const })),
    formulas: [],
    computed_at: '2026-03-02T10:00:00.000Z',
  };
}

const api = routedApiForEachTest();

describe('TodosCard', () => {
  it('says there is nothing to do while no project has been computed', async () => {
    api.on('GET', '/projects', { body: page([projectSummaryOf({ score: null })]) });
    renderInShell(<TodosCard />, { store: makeStore() });
    expect(await screen.findByText(/Nothing to do yet/)).toBeInTheDocument();
    expect(api.callsTo('GET', '/compute')).toHaveLength(0);
  });

  it('lists the gaps of computed projects, most important first, each linking to its question', async () => {
    api.on('GET', '/projects', { body: page([projectSummaryOf({ score: 40 })]) });
    api.on('GET', '/compute', {
      body: resultOf([
        { question_id: 'summary', question: 'Summarise the project', weight: 1 },
        { question_id: 'project_name', question: 'Project name', weight: 3 },
      ]),
    });
    renderInShell(<TodosCard />, { store: makeStore() });
    expect(await screen.findByText('2 gaps to close')).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Loire biochar', 'Project name', 'Summarise the project']);
    expect(screen.getByRole('link', { name: 'Project name' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT_ID}/assessments/${ASSESSMENT_ID}?section=identity&question=project_name`,
    );
  });

  it('follows a new compute of the project', async () => {
    api.on('GET', '/projects', { body: page([projectSummaryOf({ score: 40 })]) });
    api.on('GET', '/compute', { body: resultOf([{ question_id: 'summary', question: 'Summarise the project', weight: 1 }]) });
    const store = makeStore();
    renderInShell(<TodosCard />, { store });
    expect(await screen.findByText('1 gap to close')).toBeInTheDocument();
    await act(async () => {
      store.dispatch(assessmentsApi.util.upsertQueryData('getCompute', PROJECT_ID, resultOf([])));
    });
    expect(await screen.findByText(/No gap left/)).toBeInTheDocument();
  });
});
