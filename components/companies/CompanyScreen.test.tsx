import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { COLLEAGUE_ID, COMPANY_VIEW } from '@/store/api/testing/companies';
import { CompanyScreen } from './CompanyScreen';

const api = routedApiForEachTest();
const bodyOf = (method: string, path: string) => JSON.parse(String(api.callsTo(method, path)[0]?.init.body)) as unknown;

beforeEach(() => {
  api.on('GET', '/company_projects', { body: [] });
  api.on('GET', '/projects', { body: { items: [], total: 0, page: 1, page_size: 100 } });
});

describe('CompanyScreen (R-23.21 to R-23.24)', () => {
  it('offers to create the company to someone without one, and sends the fields as a developer company', async () => {
    api.on('GET', '/company', { body: { company: null, role: null, members: [], invitations: [] } });
    api.on('POST', '/company', { body: COMPANY_VIEW });
    renderInShell(<CompanyScreen />, { me: TEST_ME });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your company' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Legal name/ }), 'Ceres Biochar SAS');
    await userEvent.type(screen.getByRole('textbox', { name: /Country/ }), 'fr');
    await userEvent.click(screen.getByRole('button', { name: 'Create the company' }));
    await waitFor(() => expect(api.callsTo('POST', '/company')).toHaveLength(1));
    expect(bodyOf('POST', '/company')).toMatchObject({ kind: 'developer', legal_name: 'Ceres Biochar SAS', country: 'fr' });
  });

  it('shows the profile, members and invitations to an admin, and removes a member only after the confirmation', async () => {
    api.on('GET', '/company', { body: COMPANY_VIEW });
    api.on('DELETE', '/company/members', { body: { ...COMPANY_VIEW, members: COMPANY_VIEW.members.slice(0, 1) } });
    renderInShell(<CompanyScreen />, { me: TEST_ME });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ceres Biochar SAS' })).toBeInTheDocument();
    expect(screen.getByText('901 234 567')).toBeInTheDocument();
    expect(screen.getByText('bruno@example.org')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Chloé Martin?' });
    expect(api.callsTo('DELETE', '/company/members')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/company/members')).toHaveLength(1));
    expect(bodyOf('DELETE', '/company/members')).toEqual({ kind: 'developer', user_id: COLLEAGUE_ID, confirm: true });
  });

  it('says the last admin cannot leave when the server refuses', async () => {
    api.on('GET', '/company', { body: COMPANY_VIEW });
    api.on('DELETE', '/company/members', { status: 409, body: { detail: { message: 'The company needs at least one admin', reason: 'last_admin' } } });
    renderInShell(<CompanyScreen />, { me: TEST_ME });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Leave Ceres Biochar SAS?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The company needs at least one administrator');
  });

  it('shows a member the company without the edit, role and invitation controls', async () => {
    api.on('GET', '/company', { body: { ...COMPANY_VIEW, role: 'member', invitations: [] } });
    renderInShell(<CompanyScreen />, { me: TEST_ME });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ceres Biochar SAS' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invitations' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /Remove|Leave/ })).toHaveLength(1);
  });
});
