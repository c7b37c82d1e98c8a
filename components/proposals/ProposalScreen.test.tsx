import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { PROPOSAL } from '@/store/api/testing/proposals';
import { ProposalScreen } from './ProposalScreen';

const api = routedApiForEachTest();

describe('ProposalScreen (R-23.61, R-23.63, R-23.65)', () => {
  it('shows the current version, the earlier one, the thread, and accepts only after the confirmation', async () => {
    api.on('GET', '/proposals/item', { body: PROPOSAL });
    api.on('POST', '/proposals/decision', { body: { ...PROPOSAL, status: 'accepted', can_decide: false, decided_at: '2026-11-22T10:00:00.000Z' } });
    renderInShell(<ProposalScreen proposalId={PROPOSAL.id} />, { me: TEST_ME });
    expect(await screen.findByRole('heading', { level: 1, name: 'PyroLine 1500' })).toBeInTheDocument();
    expect(screen.getByText('From Kilnworks SA · Version 2')).toBeInTheDocument();
    expect(screen.getByText('36 weeks after order')).toBeInTheDocument();
    expect(screen.getByText('Is the dryer included?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Version 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this proposal?' });
    expect(api.callsTo('POST', '/proposals/decision')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.callsTo('POST', '/proposals/decision')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('POST', '/proposals/decision')[0].init.body))).toEqual({ project_id: PROPOSAL.project_id, proposal_id: PROPOSAL.id, decision: 'accept' });
  });

  it('asks the OEM for its answer when a question waits, and offers a revision', async () => {
    api.on('GET', '/proposals/item', { body: { ...PROPOSAL, status: 'questioned', side: 'oem', can_decide: false, can_revise: true } });
    renderInShell(<ProposalScreen proposalId={PROPOSAL.id} />, { me: TEST_ME });
    expect(await screen.findByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new version' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
