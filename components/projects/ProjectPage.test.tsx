import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { NEXT_ASSESSMENT_ID, OTHER_USER, PROJECT_ID, projectDetailOf, THIRD_ASSESSMENT_ID } from '@/store/api/testing/projects';
import type { ProjectDetail } from '@/lib/schemas/projects';
import { ProjectPage } from './ProjectPage';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';

const router = {
  pathname: '/projects/[id]',
  query: { id: PROJECT_ID } as Record<string, string>,
  push: jest.fn(),
  replace: jest.fn(),
  events: { on: jest.fn(), off: jest.fn() },
};
jest.mock('next/router', () => ({ useRouter: () => router }));

const api = routedApiForEachTest();

beforeEach(() => {
  router.query = { id: PROJECT_ID };
  router.push.mockClear();
});

function open(detail: ProjectDetail = projectDetailOf()) {
  api.on('GET', '/project', { body: detail });
  return renderInShell(<ProjectPage projectId={PROJECT_ID} />, { me: TEST_ME });
}

describe('ProjectPage', () => {
  it('lists the steps and their assessments with status, completion and the way in; saves the project in the store', async () => {
    const { store } = open();
    expect(await screen.findByRole('heading', { name: 'Loire biochar', level: 1 })).toBeInTheDocument();
    const eligibility = screen.getByRole('region', { name: 'Eligibility' });
    expect(within(eligibility).getByRole('link', { name: 'Review Project profile' })).toHaveAttribute('href', expect.stringContaining(`/projects/${PROJECT_ID}/assessments/`));
    expect(within(eligibility).getByRole('link', { name: 'Continue Feedstock eligibility' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT_ID}/assessments/${NEXT_ASSESSMENT_ID}?section=feedstock&question=feedstock_tonnes`,
    );
    const technology = screen.getByRole('region', { name: 'Technology and site' });
    expect(within(technology).getByText('Locked', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(technology).getByRole('button', { name: /Locked/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(technology).queryByRole('link', { name: /Technology/ })).toBeNull();
    expect(store.getState().project).toMatchObject({ id: PROJECT_ID, name: 'Loire biochar', offset: 0 });
    expect(store.getState().project.steps[0].assessments.map((assessment) => assessment.id)).toContain(THIRD_ASSESSMENT_ID);
  });

  it('renames the project in place', async () => {
    api.on('PUT', '/project', (call) => ({ body: { ...projectDetailOf(), name: JSON.parse(String(call.init.body)).name } }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename “Loire biochar”' }));
    const input = screen.getByRole('textbox', { name: 'Project name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Saumur biochar{Enter}');
    await waitFor(() => expect(api.callsTo('PUT', '/project')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('PUT', '/project')[0].init.body))).toEqual({ id: PROJECT_ID, name: 'Saumur biochar' });
    expect(await screen.findByRole('heading', { name: 'Saumur biochar', level: 1 })).toBeInTheDocument();
  });

  it('shows a reader no write control', async () => {
    const detail = projectDetailOf({ access: 'read', owner: OTHER_USER });
    for (const step of detail.steps) for (const assessment of step.assessments) assessment.access_status = 'read';
    open(detail);
    await screen.findByRole('heading', { name: 'Loire biochar', level: 1 });
    expect(screen.queryByRole('button', { name: /Rename/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Sharing' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Settings' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View Feedstock eligibility' })).toBeInTheDocument();
    expect(screen.getByText('Owner: Bruno Costa')).toBeInTheDocument();
  });

  it('deletes the project only once its name is typed again', async () => {
    router.query = { id: PROJECT_ID, tab: 'settings' };
    api.on('GET', '/get_ownership', { body: { incoming: [], outgoing: [] } });
    api.on('DELETE', '/project', { body: { id: PROJECT_ID, deleted: true } });
    const { store } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the project' }));
    expect(store.getState().app.erase).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete for good' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Project name' }), 'Loire biochar');
    await userEvent.click(confirm);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/projects'));
    expect(JSON.parse(String(api.callsTo('DELETE', '/project')[0].init.body))).toEqual({ id: PROJECT_ID, confirm_name: 'Loire biochar' });
    expect(store.getState().app.erase).toBe(false);
    expect(store.getState().project.id).toBe('');
  });
});
