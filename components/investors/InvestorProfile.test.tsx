import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { INVESTOR } from '@/store/api/testing/opportunities';
import { InvestorProfile } from './InvestorProfile';

const api = routedApiForEachTest();
const me = { ...TEST_ME, roles: ['investor' as const] };

describe('InvestorProfile', () => {
  it('onboards a new investor: the first save sends the whole profile', async () => {
    api.on('GET', '/investor', { body: null });
    api.on('PUT', '/investor', { body: INVESTOR });
    renderInShell(<InvestorProfile />, { me });
    expect(await screen.findByRole('heading', { name: 'Tell us about your organisation' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Organisation/ }), INVESTOR.organisation);
    await userEvent.type(screen.getByRole('textbox', { name: /Ticket from/ }), '100000');
    await userEvent.type(screen.getByRole('textbox', { name: /Ticket up to/ }), '2000000');
    for (const name of ['Equity', 'Debt', 'Europe', 'Development']) await userEvent.click(screen.getByRole('checkbox', { name }));
    await userEvent.type(screen.getByRole('textbox', { name: /Accreditation statement/ }), INVESTOR.accreditation);
    await userEvent.click(screen.getByRole('button', { name: 'Save the profile' }));
    await waitFor(() => expect(api.callsTo('PUT', '/investor')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('PUT', '/investor')[0].init.body))).toEqual({
      organisation: INVESTOR.organisation,
      ticket_min: 100000,
      ticket_max: 2000000,
      currency: 'EUR',
      instruments: ['equity', 'debt'],
      regions: ['europe'],
      stages: ['development'],
      accreditation: INVESTOR.accreditation,
    });
  });

  it('shows a refusal with its reason', async () => {
    api.on('GET', '/investor', { body: { ...INVESTOR, status: 'refused', refusal_reason: 'Tell us your regulator.' } });
    renderInShell(<InvestorProfile />, { me });
    expect(await screen.findByText('Refused')).toBeInTheDocument();
    expect(screen.getByText('Tell us your regulator.')).toBeInTheDocument();
  });
});
