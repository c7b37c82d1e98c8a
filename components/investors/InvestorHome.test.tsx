import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import type { InvestorHome as Home } from '@/lib/schemas/investors';
import { INVESTOR, STAFF_INVESTOR } from '@/store/api/testing/opportunities';
import { DeactivateInvestor } from './DeactivateInvestor';
import { InvestorHome } from './InvestorHome';
import { InvestorProfile } from './InvestorProfile';

const api = routedApiForEachTest();
const me = { ...TEST_ME, roles: ['investor' as const], company: 'Saumur Climate Capital' };
const OPPORTUNITY = '7a0c3f5e-2b1d-4c8e-9f6a-1b2c3d4e5f60';
const REQUEST = '8b1d4f6a-3c2e-4d9f-8a7b-2c3d4e5f6a71';

const HOME: Home = {
  previous_visit_at: '2026-11-20T09:00:00.000Z',
  saved: [{ opportunity_id: OPPORTUNITY, title: 'Loire biochar, phase 2', at: '2026-11-22T09:00:00.000Z', is_new: true }],
  questions: [
    { opportunity_id: OPPORTUNITY, request_id: REQUEST, title: 'Loire biochar, phase 2', at: '2026-11-23T09:00:00.000Z', is_new: false, messages: 2, awaiting_reply: true },
  ],
  commitments: [],
  datarooms: [{ opportunity_id: OPPORTUNITY, title: 'Loire biochar, phase 2', at: '2026-11-24T09:00:00.000Z', is_new: true, folders: 2 }],
  new_opportunities: 3,
};

describe('InvestorHome (requirements R-21.2)', () => {
  it('lists what the investor follows, what is new since the previous visit, and links each to its page', async () => {
    api.on('GET', '/investor/home', { body: HOME });
    renderInShell(<InvestorHome me={me} />, { me });
    expect(await screen.findByText(/3 new opportunities/)).toBeInTheDocument();
    expect(screen.getAllByText('New')).toHaveLength(2);
    expect(screen.getByText('2 messages · awaiting the developer')).toBeInTheDocument();
    expect(screen.getByText('2 folders')).toBeInTheDocument();
    expect(screen.getByText('No commitment signed yet.')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Loire biochar, phase 2' }).map((link) => link.getAttribute('href'));
    expect(links).toEqual([`/opportunities/${OPPORTUNITY}`, `/requests/${REQUEST}`, `/opportunities/${OPPORTUNITY}/dataroom`]);
  });

  it('starts a new profile with the company given at sign-up (requirements R-21.18)', async () => {
    api.on('GET', '/investor', { body: null });
    renderInShell(<InvestorProfile />, { me });
    expect(await screen.findByRole('textbox', { name: /Organisation/ })).toHaveValue('Saumur Climate Capital');
  });
});

describe('DeactivateInvestor (requirements R-21.17)', () => {
  it('asks first, saying what the investor loses, then deactivates with the message', async () => {
    api.on('POST', '/internal/activate', { body: { ...STAFF_INVESTOR, status: 'deactivated' } });
    renderInShell(<DeactivateInvestor investor={{ ...STAFF_INVESTOR, status: 'activated' }} />, { me: { ...TEST_ME, roles: ['admin'] } });
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(/their data rooms, questions to developers and signing commitments are closed/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/internal/activate')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: /Message to the investor/ }), 'Accreditation lapsed.');
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate the investor' }));
    await waitFor(() => expect(api.callsTo('POST', '/internal/activate')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('POST', '/internal/activate')[0].init.body))).toEqual({
      investor_id: INVESTOR.user_id,
      decision: 'deactivate',
      reason: 'Accreditation lapsed.',
    });
  });
});
