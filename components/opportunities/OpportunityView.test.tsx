import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { OPPORTUNITY, OPPORTUNITY_ID, THREAD } from '@/store/api/testing/opportunities';
import { TERMS } from '@/store/api/testing/commitments';
import { OpportunityView } from './OpportunityView';

const push = jest.fn(async () => true);
jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/opportunities/[id]', asPath: '/', query: {}, push }) }));

const api = routedApiForEachTest();

/** The documents the question form offers: none shown with the opportunity, no data room open. */
function noDocuments() {
  api.on('GET', '/opportunity/documents', { body: [] });
  api.on('GET', '/sign-and-commit-opp/dataroom', { status: 403, body: { detail: { message: 'No access' } } });
}
const investor = { ...TEST_ME, roles: ['investor' as const], investor_activated: true };

beforeEach(() => push.mockClear());

describe('OpportunityView', () => {
  it('shows the opportunity in full, with the figures’ date', async () => {
    api.on('GET', '/opportunity', { body: OPPORTUNITY });
    api.on('GET', '/request', { body: [] });
    noDocuments();
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
    noDocuments();
    renderInShell(<OpportunityView opportunityId={OPPORTUNITY_ID} />, { me: investor });
    expect(await screen.findByRole('link', { name: 'Commitment terms' })).toHaveAttribute('href', `/opportunities/${OPPORTUNITY_ID}/sign`);
  });

  it('sends the investor’s question about the opportunity and opens its thread’s page (R-21.1)', async () => {
    api.on('GET', '/opportunity', { body: OPPORTUNITY });
    api.on('GET', '/request', { body: [] });
    noDocuments();
    api.on('POST', '/request', { body: THREAD });
    renderInShell(<OpportunityView opportunityId={OPPORTUNITY_ID} />, { me: investor });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your question' }), 'Who buys the biochar?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/requests/${THREAD.id}`));
    expect(JSON.parse(String(api.callsTo('POST', '/request')[0].init.body))).toEqual({ opportunity_id: OPPORTUNITY_ID, message: 'Who buys the biochar?' });
  });

  it('says beside the box, in the user’s words, why a question is refused (R-21.11)', async () => {
    api.on('GET', '/opportunity', { body: OPPORTUNITY });
    api.on('GET', '/request', { body: [THREAD] });
    noDocuments();
    api.on('POST', '/request', { status: 429, body: { detail: { message: 'You sent 10 messages within 60 seconds', reason: 'rate_limited', retry_after: 42 } } });
    renderInShell(<OpportunityView opportunityId={OPPORTUNITY_ID} />, { me: investor });
    expect(await screen.findByRole('link', { name: /About the opportunity in general/ })).toHaveAttribute('href', `/requests/${THREAD.id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Write your message first.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'Again?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('You are sending messages too quickly. Wait 42 seconds, then send again.')).toBeInTheDocument();
    expect(screen.queryByText(/You sent 10 messages/)).not.toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });

  it('explains a refusal to an investor not yet activated', async () => {
    api.on('GET', '/opportunity', { status: 403, body: { detail: { message: 'Not activated' } } });
    api.on('GET', '/request', { body: [] });
    renderInShell(<OpportunityView opportunityId={OPPORTUNITY_ID} />, { me: { ...investor, investor_activated: false } });
    expect(await screen.findByText(/once the Groundwork team has activated your investor profile/)).toBeInTheDocument();
  });
});
