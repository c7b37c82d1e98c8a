import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { OPPORTUNITY, OPPORTUNITY_ID, THREAD } from '@/store/api/testing/opportunities';
import { TERMS } from '@/store/api/testing/commitments';
import { OpportunityView } from './OpportunityView';

const api = routedApiForEachTest();
const investor = { ...TEST_ME, roles: ['investor' as const], investor_activated: true };

describe('OpportunityView', () => {
  it('shows the opportunity in full, with the figures’ date', async () => {
    api.on('GET', '/opportunity', { body: OPPORTUNITY });
    api.on('GET', '/request', { body: [] });
    renderInShell(<OpportunityView opportunityId={OPPORTUNITY_ID} />, { me: investor });
    expect(await screen.findByRole('heading', { level: 1, name: OPPORTUNITY.title })).toBeInTheDocument();
    expect(screen.getByText('6,720 tCO₂e / year')).toBeInTheDocument();
    expect(screen.getByText('€150.00')).toBeInTheDocument();
    expect(screen.getByText(/results computed on Nov 20, 2026/)).toBeInTheDocument();
  });

  it('leads the activated investor to the commitment terms', async () => {
    api.on('GET', '/opportunity', { body: OPPORTUNITY });
    api.on('GET', '/request', { body: [] });
    api.on('GET', '/sign-and-commit-opp/sign', { body: TERMS });
    renderInShell(<OpportunityView opportunityId={OPPORTUNITY_ID} />, { me: investor });
    expect(await screen.findByRole('link', { name: 'Commitment terms' })).toHaveAttribute('href', `/opportunities/${OPPORTUNITY_ID}/sign`);
  });

  it('sends the investor’s question and shows the thread', async () => {
    api.on('GET', '/opportunity', { body: OPPORTUNITY });
    let threads: unknown[] = [];
    api.on('GET', '/request', () => ({ body: threads }));
    api.on('POST', '/request', () => {
      threads = [THREAD];
      return { body: THREAD };
    });
    renderInShell(<OpportunityView opportunityId={OPPORTUNITY_ID} />, { me: investor });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your question to the developer' }), 'Who buys the biochar?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask the developer' }));
    await waitFor(() => expect(api.callsTo('POST', '/request')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('POST', '/request')[0].init.body))).toEqual({ opportunity_id: OPPORTUNITY_ID, message: 'Who buys the biochar?' });
    expect(await screen.findByText('Who buys the biochar?')).toBeInTheDocument();
  });

  it('explains a refusal to an investor not yet activated', async () => {
    api.on('GET', '/opportunity', { status: 403, body: { detail: { message: 'Not activated' } } });
    api.on('GET', '/request', { body: [] });
    renderInShell(<OpportunityView opportunityId={OPPORTUNITY_ID} />, { me: { ...investor, investor_activated: false } });
    expect(await screen.findByText(/once the Groundwork team has activated your investor profile/)).toBeInTheDocument();
  });
});
