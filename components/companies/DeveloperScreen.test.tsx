import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { COMPANY_VIEW, DEVELOPER_PAGE } from '@/store/api/testing/companies';
import { DeveloperScreen } from './DeveloperScreen';
import { StaffDevelopers } from './StaffDevelopers';

const api = routedApiForEachTest();
const ID = DEVELOPER_PAGE.company_id;

describe('DeveloperScreen (R-23.25)', () => {
  it('shows the track record, and lets the company’s admin choose whom the page is shown to', async () => {
    api.on('GET', '/developer_details', { body: DEVELOPER_PAGE });
    api.on('GET', '/company', { body: COMPANY_VIEW });
    api.on('PUT', '/developer', { body: { ...DEVELOPER_PAGE, show_to_investors: true } });
    renderInShell(<DeveloperScreen companyId={ID} />, { me: TEST_ME });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ceres Biochar SAS' })).toBeInTheDocument();
    expect(screen.getByText('3,000')).toBeInTheDocument();
    expect(screen.getByText('3 of 4 steps complete')).toBeInTheDocument();
    expect(screen.getByText('Listed')).toBeInTheDocument();
    const investors = await screen.findByRole('switch', { name: 'Investors' });
    expect(investors).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Equipment makers (OEMs)' })).toBeChecked();
    await userEvent.click(investors);
    await waitFor(() => expect(api.callsTo('PUT', '/developer')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('PUT', '/developer')[0].init.body))).toEqual({ show_to_investors: true, show_to_oems: true });
  });

  it('offers no settings to a reader outside the company, and says when the page is not shown to them', async () => {
    api.on('GET', '/developer_details', { body: DEVELOPER_PAGE });
    api.on('GET', '/company', { body: { company: null, role: null, members: [], invitations: [] } });
    const { unmount } = renderInShell(<DeveloperScreen companyId={ID} />, { me: TEST_ME });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ceres Biochar SAS' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
    unmount();
    api.on('GET', '/developer_details', { status: 404, body: { detail: { message: 'Not found' } } });
    renderInShell(<DeveloperScreen companyId="0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b" />, { me: TEST_ME });
    expect(await screen.findByRole('alert')).toHaveTextContent('This developer page does not exist, or is not shown to you.');
  });
});

describe('StaffDevelopers (R-23.26)', () => {
  it('searches the directory and starts again from its first page', async () => {
    const entry = { company_id: ID, legal_name: 'Ceres Biochar SAS', registration_number: '901 234 567', country: 'FR', sectors: ['Biochar'], members: 2, projects: 3 };
    const more = { show_to_investors: false, show_to_oems: false, created_at: '2026-10-01T10:00:00.000Z' };
    api.on('GET', '/internal/developers', { body: { items: [{ ...entry, ...more }], total: 1, page: 1, page_size: 20 } });
    renderInShell(<StaffDevelopers />, { me: { ...TEST_ME, roles: ['developer', 'admin'] } });
    expect(await screen.findByRole('link', { name: 'Ceres Biochar SAS' })).toHaveAttribute('href', `/developers/${ID}`);
    expect(screen.getByText('2 members · 3 projects')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'ceres');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET', '/internal/developers').some((call) => call.url.includes('search=ceres'))).toBe(true));
    expect(api.callsTo('GET', '/internal/developers').at(-1)?.url).toContain('page=1');
  });

  it('tells someone who is not staff that the directory is not for them', async () => {
    api.on('GET', '/internal/developers', { status: 403, body: { detail: { message: 'Forbidden' } } });
    renderInShell(<StaffDevelopers />, { me: TEST_ME });
    expect(await screen.findByText('This directory is for Groundwork staff.')).toBeInTheDocument();
  });
});
