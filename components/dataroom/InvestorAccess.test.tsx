import { screen } from '@testing-library/react';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { OPPORTUNITY_ID } from '@/store/api/testing/opportunities';
import { InvestorAccess } from './InvestorAccess';

const api = routedApiForEachTest();

describe('InvestorAccess', () => {
  it('offers the request, with the way to the commitment terms that come first', async () => {
    api.on('GET', '/sign-and-commit-opp/dataroom_request', { body: [] });
    renderInShell(<InvestorAccess opportunityId={OPPORTUNITY_ID} refusal="" />, { me: TEST_ME });
    expect(await screen.findByRole('button', { name: 'Request access' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read and sign the commitment terms.' })).toHaveAttribute('href', `/opportunities/${OPPORTUNITY_ID}/sign`);
  });
});
