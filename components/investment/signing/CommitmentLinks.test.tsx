import { screen } from '@testing-library/react';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { OPPORTUNITY_ID } from '@/store/api/testing/opportunities';
import { CommitmentLinks } from './CommitmentLinks';

describe('CommitmentLinks', () => {
  it('leads an investor to the terms and the data room', () => {
    renderInShell(<CommitmentLinks opportunityId={OPPORTUNITY_ID} side="investor" />, { me: TEST_ME });
    expect(screen.getByRole('link', { name: 'Commitment terms' })).toHaveAttribute('href', `/opportunities/${OPPORTUNITY_ID}/sign`);
    expect(screen.getByRole('link', { name: 'Data room' })).toHaveAttribute('href', `/opportunities/${OPPORTUNITY_ID}/dataroom`);
    expect(screen.queryByRole('link', { name: 'Investor activity' })).not.toBeInTheDocument();
  });

  it('leads the developer to the signatures, the data room and the activity', () => {
    renderInShell(<CommitmentLinks opportunityId={OPPORTUNITY_ID} side="developer" />, { me: TEST_ME });
    expect(screen.getByRole('link', { name: 'Signatures' })).toHaveAttribute('href', `/opportunities/${OPPORTUNITY_ID}/sign`);
    expect(screen.getByRole('link', { name: 'Investor activity' })).toHaveAttribute('href', `/opportunities/${OPPORTUNITY_ID}/report`);
  });
});
