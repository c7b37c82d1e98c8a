import { screen } from '@testing-library/react';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { REQUEST } from '@/store/api/testing/dataroom';
import { OPPORTUNITY_ID } from '@/store/api/testing/opportunities';
import { GoneFolders } from './GoneFolders';

const api = routedApiForEachTest();
const investor = { ...TEST_ME, roles: ['investor' as const], investor_activated: true };
const grant = REQUEST.grants[0];

describe('GoneFolders', () => {
  it('names each folder that went from the list, with why and when (requirements R-21.13)', async () => {
    const grants = [
      { ...grant, folder_name: 'A. Technical', state: 'revoked' as const, revoked_at: '2026-11-26T15:30:00.000Z' },
      { ...grant, folder_id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d', folder_name: 'B. Financial', state: 'expired' as const, expires_at: '2026-11-25T09:00:00.000Z' },
      { ...grant, folder_id: '8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e', folder_name: 'C. Legal' },
    ];
    api.on('GET', '/sign-and-commit-opp/dataroom_request', { body: [{ ...REQUEST, grants }] });
    renderInShell(<GoneFolders opportunityId={OPPORTUNITY_ID} />, { me: investor });
    expect(await screen.findByText('No longer open to you')).toBeInTheDocument();
    expect(screen.getByText('A. Technical: the developer revoked your access (Nov 26, 2026, 3:30 PM)')).toBeInTheDocument();
    expect(screen.getByText('B. Financial: your access expired (Nov 25, 2026, 9:00 AM)')).toBeInTheDocument();
    expect(screen.queryByText(/C\. Legal/)).not.toBeInTheDocument();
  });

  it('says it in French', async () => {
    api.on('GET', '/sign-and-commit-opp/dataroom_request', { body: [{ ...REQUEST, grants: [{ ...grant, state: 'revoked', revoked_at: '2026-11-26T15:30:00.000Z' }] }] });
    renderInShell(<GoneFolders opportunityId={OPPORTUNITY_ID} />, { me: investor, language: 'fr' });
    expect(await screen.findByText(/^A\. Technical : le développeur a révoqué votre accès/)).toBeInTheDocument();
  });
});
