import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { PUBLICATION } from '@/store/api/testing/opportunities';
import { StaffPublications } from './StaffPublications';

const api = routedApiForEachTest();
const submitted = { ...PUBLICATION, status: 'submitted' as const, submitted_at: '2026-11-22T08:00:00.000Z' };

describe('StaffPublications', () => {
  beforeEach(() => {
    api.on('GET', '/internal/publication', { body: { items: [submitted], total: 1, page: 1, page_size: 20 } });
  });

  it('rejects a publication only with a reason, which it sends', async () => {
    api.on('POST', '/internal/publication', { body: { ...submitted, status: 'rejected', rejection_reason: 'Name the offtaker.' } });
    renderInShell(<StaffPublications />, { me: { ...TEST_ME, roles: ['developer', 'admin'] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const confirm = screen.getByRole('button', { name: 'Reject with this reason' });
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Name the offtaker.');
    await userEvent.click(confirm);
    await waitFor(() => expect(api.callsTo('POST', '/internal/publication')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('POST', '/internal/publication')[0].init.body))).toEqual({
      publication_id: PUBLICATION.id,
      decision: 'reject',
      reason: 'Name the offtaker.',
    });
  });

  it('approves at once', async () => {
    api.on('POST', '/internal/publication', { body: { ...submitted, status: 'published' } });
    renderInShell(<StaffPublications />, { me: { ...TEST_ME, roles: ['developer', 'admin'] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve and publish' }));
    await waitFor(() => expect(api.callsTo('POST', '/internal/publication')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('POST', '/internal/publication')[0].init.body))).toEqual({ publication_id: PUBLICATION.id, decision: 'approve' });
  });
});

describe('StaffPublications for someone who is not staff', () => {
  it('says the queue is the team’s', async () => {
    api.on('GET', '/internal/publication', { status: 403, body: { detail: { message: 'Forbidden' } } });
    renderInShell(<StaffPublications />, { me: TEST_ME });
    expect(await screen.findByText('Only the Groundwork team sees this queue.')).toBeInTheDocument();
  });
});
