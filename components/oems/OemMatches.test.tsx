import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { PROJECT_ID } from '@/store/api/testing/projects';
import { OemMatches } from './OemMatches';

const api = routedApiForEachTest();
const PAGE = {
  items: [{ project_id: PROJECT_ID, name: 'Loire biochar', score: 82, strong: true, fields: { country: 'FR', feedstocks: ['forestry_residues'] } }],
  total: 1,
  total_capped: false,
  page: 1,
  page_size: 20,
  oem_status: 'verified' as const,
};

describe('OemMatches', () => {
  it('lists the matched projects with the fields shared, filters them and opens the proposal form', async () => {
    api.on('GET', '/oems/projects', { body: PAGE });
    const { store } = renderInShell(<OemMatches />);
    const card = await screen.findByRole('article', { name: 'Loire biochar' });
    expect(card).toHaveTextContent('Score 82 / 100');
    expect(card).toHaveTextContent('Country: FR');
    expect(card).toHaveTextContent('Feedstocks: forestry residues');
    await userEvent.type(screen.getByRole('textbox', { name: 'Country' }), 'fr');
    await waitFor(() => expect(api.callsTo('GET', '/oems/projects').some((call) => call.url.includes('country=FR'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Send a proposal' }));
    expect(store.getState().app.oemProject).toBe(PROJECT_ID);
    expect(store.getState().app.proposalPopup).toBe(true);
  });

  it('tells an OEM awaiting verification why the list is empty', async () => {
    api.on('GET', '/oems/projects', { body: { ...PAGE, items: [], total: 0, oem_status: 'pending' } });
    renderInShell(<OemMatches />);
    expect(await screen.findByText(/waiting for verification/)).toBeInTheDocument();
  });

  it('says "1,000+" when the OEM has more matches than the list counts', async () => {
    api.on('GET', '/oems/projects', { body: { ...PAGE, total: 1000, total_capped: true } });
    renderInShell(<OemMatches />);
    expect(await screen.findByText('1,000+ matched projects')).toBeInTheDocument();
    // The pages offered stop where the count stopped: 1,000 at 20 a page.
    expect(await screen.findByRole('button', { name: '50' })).toBeInTheDocument();
  });

  it('invites a user without an OEM to sign up', async () => {
    api.on('GET', '/oems/projects', { status: 404, body: { error: 'not_found', message: 'No OEM' } });
    renderInShell(<OemMatches />);
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/oem');
  });
});
