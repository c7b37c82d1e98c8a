import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { TEMPLATE_ID } from '@/store/api/testing/projects';
import { CompanyInvitations } from './CompanyInvitations';
import { CompanyProjects } from './CompanyProjects';

const api = routedApiForEachTest();
const LINKED = { project_id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a', name: 'Loire biochar', linked_at: '2026-11-01T10:00:00.000Z', linked_by: 'Ana Ferreira' };
const project = (id: string, name: string, access: string) => ({
  id,
  name,
  access,
  template: { id: TEMPLATE_ID, slug: 'biochar-readiness', kind: 'project_readiness', name: 'Biochar readiness' },
  owner: { id: TEST_ME.id, name: TEST_ME.name, email: TEST_ME.email },
  progress: 40,
  assessments_completed: 1,
  assessments_total: 4,
  score: null,
  created_at: '2026-10-01T10:00:00.000Z',
  updated_at: '2026-10-02T10:00:00.000Z',
});
const lastBody = (method: string, path: string) => JSON.parse(String(api.callsTo(method, path).at(-1)?.init.body)) as unknown;

describe('CompanyProjects (R-23.24)', () => {
  it('offers only projects the member owns or edits, links one, and unlinks only after the confirmation', async () => {
    api.on('GET', '/company_projects', { body: [LINKED] });
    const own = project('5e4d3c2b-1a09-4f8e-8d7c-6b5a4f3e2d1c', 'Sologne pilot', 'owner');
    const readOnly = project('6f5e4d3c-2b1a-4098-9e8d-7c6b5a4f3e2d', 'Shared with me', 'read');
    api.on('GET', '/projects', { body: { items: [project(LINKED.project_id, LINKED.name, 'owner'), own, readOnly], total: 3, page: 1, page_size: 100 } });
    api.on('POST', '/company_project', { body: { project_id: own.id, company_id: null } });
    api.on('DELETE', '/company_project', { body: { project_id: LINKED.project_id, company_id: null } });
    renderInShell(<CompanyProjects />, { me: TEST_ME });
    expect(await screen.findByRole('link', { name: 'Loire biochar' })).toHaveAttribute('href', `/projects/${LINKED.project_id}`);
    await userEvent.click((await screen.findAllByLabelText('Project to link'))[0]!);
    expect(await screen.findByRole('option', { name: 'Sologne pilot', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Shared with me', hidden: true })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Sologne pilot', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(api.callsTo('POST', '/company_project')).toHaveLength(1));
    expect(lastBody('POST', '/company_project')).toEqual({ project_id: own.id });
    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink Loire biochar?' });
    expect(api.callsTo('DELETE', '/company_project')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/company_project')).toHaveLength(1));
    expect(lastBody('DELETE', '/company_project')).toEqual({ project_id: LINKED.project_id });
  });
});

describe('CompanyInvitations (R-23.23)', () => {
  it('sends an invitation with the role chosen, and withdraws one only after the confirmation', async () => {
    const view = { company: null, role: 'admin', members: [], invitations: [] };
    api.on('POST', '/company/invitations', { body: view });
    api.on('DELETE', '/company/invitations', { body: view });
    const invitation = {
      id: '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a',
      email: 'bruno@example.org',
      role: 'member' as const,
      invited_by: 'Ana',
      created_at: '2026-11-20T10:00:00.000Z',
      expires_at: '2026-12-04T10:00:00.000Z',
    };
    renderInShell(<CompanyInvitations invitations={[invitation]} />, { me: TEST_ME });
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'chloe@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(api.callsTo('POST', '/company/invitations')).toHaveLength(1));
    expect(lastBody('POST', '/company/invitations')).toEqual({ kind: 'developer', email: 'chloe@example.org', role: 'member' });
    expect(await screen.findByText('Invitation sent to chloe@example.org.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the invitation to bruno@example.org?' });
    expect(api.callsTo('DELETE', '/company/invitations')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/company/invitations')).toHaveLength(1));
    expect(lastBody('DELETE', '/company/invitations')).toEqual({ kind: 'developer', invitation_id: invitation.id });
  });
});
