import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '@/store';
import { setTemplates } from '@/store/slices/app';
import { PROJECT_ID, projectDetailOf, TEMPLATE_ID } from '@/store/api/testing/projects';
import { renderInShell } from '@/components/layout/testing/render-shell';
import { CreateProjectModal, startableTemplates } from './CreateProjectModal';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';

const push = jest.fn();
jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/projects', query: {}, push, replace: jest.fn(), events: { on: jest.fn(), off: jest.fn() } }),
}));

const TEMPLATE = {
  id: TEMPLATE_ID,
  slug: 'biochar-readiness',
  kind: 'project_readiness',
  version: 1,
  name: 'Biochar readiness',
  description: 'Assess a biochar carbon-removal project.',
  languages: ['en', 'fr'],
  counts: { steps: 3, assessments: 6, questions: 87 },
  readiness_threshold: 70,
  updated_at: '2026-01-01T00:00:00.000Z',
};
const OTHER = { ...TEMPLATE, id: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d', slug: 'investment-readiness', name: 'Investment readiness' };

const api = routedApiForEachTest();

beforeEach(() => {
  push.mockClear();
});

/** The modal with templates in the store, as the shell provides them. */
function renderWithTemplates(templates: unknown[]) {
  const store = makeStore();
  store.dispatch(setTemplates(templates));
  return renderInShell(<CreateProjectModal opened onClose={jest.fn()} />, { store });
}

describe('CreateProjectModal', () => {
  it('keeps only readable templates that start a project', () => {
    expect(startableTemplates([TEMPLATE, { id: 'broken' }, { ...OTHER, kind: 'monitoring' }])).toEqual([TEMPLATE]);
  });

  it('says what is missing and sends nothing', async () => {
    renderWithTemplates([TEMPLATE, OTHER]);
    await userEvent.click(screen.getByRole('button', { name: 'Create the project' }));
    expect(screen.getByText('Give your project a name')).toBeInTheDocument();
    expect(screen.getByText('Choose a template')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('creates the project from the chosen template and opens it', async () => {
    api.on('POST', '/create_project', { body: projectDetailOf() });
    const { store } = renderWithTemplates([TEMPLATE, OTHER]);
    await userEvent.type(screen.getByRole('textbox', { name: /Project name/ }), '  Loire biochar ');
    await userEvent.click(screen.getByRole('radio', { name: /Biochar readiness/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create the project' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/projects/${PROJECT_ID}`));
    expect(JSON.parse(String(api.callsTo('POST', '/create_project')[0].init.body))).toEqual({ name: 'Loire biochar', template_id: TEMPLATE_ID });
    expect(store.getState().app.toast).toBe('“Loire biochar” has been created.');
  });

  it('shows the server’s message when the project is refused', async () => {
    api.on('POST', '/create_project', { status: 422, body: { detail: { message: 'name is at most 120 characters' } } });
    renderWithTemplates([TEMPLATE]);
    await userEvent.type(screen.getByRole('textbox', { name: /Project name/ }), 'Kiln');
    await userEvent.click(screen.getByRole('button', { name: 'Create the project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('name is at most 120 characters');
    expect(push).not.toHaveBeenCalled();
  });

  it('reads the templates from the API when the shared context has none', async () => {
    api.on('GET', '/resources/templates', { body: [TEMPLATE] });
    renderWithTemplates([]);
    expect(await screen.findByText('Biochar readiness')).toBeInTheDocument();
  });
});
