import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { COMPANY_VIEW, INVITATION } from '@/store/api/testing/companies';
import { CompanyJoinScreen } from './CompanyJoinScreen';

const api = routedApiForEachTest();
const TOKEN = 'a'.repeat(43);

describe('CompanyJoinScreen (R-23.19, R-23.20)', () => {
  it('shows the company and the role, and joins with the link’s token', async () => {
    api.on('GET', '/company/invitation', { body: INVITATION });
    api.on('POST', '/company/invitation', { body: COMPANY_VIEW });
    renderInShell(<CompanyJoinScreen token={TOKEN} />, { me: TEST_ME });
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Ceres Biochar SAS' })).toBeInTheDocument();
    expect(screen.getByText(/as a member\. The invitation was sent to ana@example\.org/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join Ceres Biochar SAS' }));
    await waitFor(() => expect(api.callsTo('POST', '/company/invitation')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('POST', '/company/invitation')[0].init.body))).toEqual({ token: TOKEN });
    expect(await screen.findByText('You are now a member of Ceres Biochar SAS.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the company' })).toHaveAttribute('href', '/company');
  });

  it('asks to confirm the address first, and offers no join button', async () => {
    api.on('GET', '/company/invitation', { body: { ...INVITATION, can_join: false, reason: 'unconfirmed' } });
    renderInShell(<CompanyJoinScreen token={TOKEN} />, { me: TEST_ME });
    expect(await screen.findByText(/Confirm your address ana@example\.org first/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
  });

  it('says why when the link holds no invitation for the reader', async () => {
    api.on('GET', '/company/invitation', { status: 404, body: { detail: { message: 'No invitation of this link is addressed to you' } } });
    renderInShell(<CompanyJoinScreen token={TOKEN} />, { me: TEST_ME });
    expect(await screen.findByRole('alert')).toHaveTextContent('No invitation of this link is addressed to you');
  });
});
