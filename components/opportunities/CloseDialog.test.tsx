import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { REQUEST } from '@/store/api/testing/dataroom';
import { PUBLICATION } from '@/store/api/testing/opportunities';
import { PublicationStatusPanel } from './PublicationStatusPanel';

const api = routedApiForEachTest();
const REQUESTS = '/sign-and-commit-opp/dataroom_request';
const PUBLISHED = { ...PUBLICATION, status: 'published' as const, listed: true, published_at: '2026-11-22T09:00:00.000Z' };
const figures = { removals_per_year: null, price_per_tonne: null, figures_computed_at: null };

describe('closing a publication (requirements R-21.3, R-21.10)', () => {
  it('asks first, says how many investors have data-room access and that it ends, and sends nothing on cancel', async () => {
    api.on('GET', REQUESTS, { body: [REQUEST, { ...REQUEST, id: '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c', grants: [] }] });
    renderInShell(<PublicationStatusPanel publication={PUBLISHED} figures={figures} />, { me: TEST_ME });
    await userEvent.click(screen.getByRole('button', { name: 'Close the publication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this publication?' });
    expect(await within(dialog).findByText(/1 investor has access to its data room\. Their access ends with the close/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Investors who signed keep the terms and their signed PDF.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', '/publication')).toHaveLength(0);
  });

  it('closes on confirmation, keeping the access open when the developer ticks it', async () => {
    api.on('GET', REQUESTS, { body: [REQUEST] });
    api.on('POST', '/publication', { body: { ...PUBLISHED, status: 'closed', listed: false } });
    renderInShell(<PublicationStatusPanel publication={PUBLISHED} figures={figures} />, { me: TEST_ME });
    await userEvent.click(screen.getByRole('button', { name: 'Close the publication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this publication?' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Keep data-room access open after the close' }));
    expect(dialog).toHaveTextContent('Their access stays open until you revoke it or it expires.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the publication' }));
    await waitFor(() => expect(api.callsTo('POST', '/publication')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('POST', '/publication')[0].init.body))).toEqual({ project_id: PUBLISHED.project_id, action: 'close', keep_dataroom_access: true });
  });
});
