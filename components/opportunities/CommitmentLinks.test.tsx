import { screen } from '@testing-library/react';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { OPPORTUNITY_ID } from '@/store/api/testing/opportunities';
import { SIGNATURE, TERMS } from '@/store/api/testing/commitments';
import { CommitmentLinks } from './CommitmentLinks';

const api = routedApiForEachTest();

describe('CommitmentLinks', () => {
  it('leads an investor who has not signed to the terms, not yet to the data room', async () => {
    api.on('GET', '/sign-and-commit-opp/sign', { body: TERMS });
    renderInShell(<CommitmentLinks opportunityId={OPPORTUNITY_ID} side="investor" />, { me: TEST_ME });
    expect(await screen.findByText('Sign the terms to ask for the data room.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commitment terms' })).toHaveAttribute('href', `/opportunities/${OPPORTUNITY_ID}/sign`);
    expect(screen.queryByRole('link', { name: 'Data room' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Investor activity' })).not.toBeInTheDocument();
  });

  it('leads an investor who signed to their signature and the data room', async () => {
    api.on('GET', '/sign-and-commit-opp/sign', { body: { ...TERMS, can_sign: false, signatures: [SIGNATURE] } });
    renderInShell(<CommitmentLinks opportunityId={OPPORTUNITY_ID} side="investor" />, { me: TEST_ME });
    expect(await screen.findByRole('link', { name: 'Data room' })).toHaveAttribute('href', `/opportunities/${OPPORTUNITY_ID}/dataroom`);
    expect(screen.getByRole('link', { name: 'Your signature' })).toHaveAttribute('href', `/opportunities/${OPPORTUNITY_ID}/sign`);
  });

  it('leads the developer to the signatures, the data room and the activity, without reading the terms', () => {
    renderInShell(<CommitmentLinks opportunityId={OPPORTUNITY_ID} side="developer" />, { me: TEST_ME });
    expect(screen.getByRole('link', { name: 'Signatures' })).toHaveAttribute('href', `/opportunities/${OPPORTUNITY_ID}/sign`);
    expect(screen.getByRole('link', { name: 'Data room' })).toHaveAttribute('href', `/opportunities/${OPPORTUNITY_ID}/dataroom`);
    expect(screen.getByRole('link', { name: 'Investor activity' })).toHaveAttribute('href', `/opportunities/${OPPORTUNITY_ID}/report`);
    expect(api.callsTo('GET', '/sign-and-commit-opp/sign')).toHaveLength(0);
  });
});
