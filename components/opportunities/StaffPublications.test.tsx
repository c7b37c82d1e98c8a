import { screen, waitFor, within } from '@testing-library/react';
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
    await userEvent.type(await screen.findByRole('textbox', { name: /Reason/ }), 'Name the offtaker.');
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

describe('StaffPublications: an edit of a listed opportunity (requirements R-21.17)', () => {
  const approved = { ...PUBLICATION, teaser_file_ids: [] };
  const edited = { ...submitted, listed: true, title: 'Loire biochar, phase 2 (new)', ticket_min: 300_000, approved };

  it('shows what changed since the approved version, field by field, and its teaser documents', async () => {
    api.on('GET', '/internal/publication', { body: { items: [{ ...edited, teaser_file_ids: ['3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f'] }], total: 1, page: 1, page_size: 20 } });
    api.on('GET', '/opportunity/documents', { body: [{ id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', name: 'Offtake letter.pdf', content_type: 'application/pdf', size: 2048 }] });
    renderInShell(<StaffPublications />, { me: { ...TEST_ME, roles: ['developer', 'admin'] } });
    const changes = await screen.findByRole('region', { name: 'Changed since the approved version' });
    const rows = Array.from(changes.querySelectorAll('tbody tr')).map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Title', 'Loire biochar, phase 2', 'Loire biochar, phase 2 (new)'],
      ['Ticket from', '250,000 EUR', '300,000 EUR'],
      ['Teaser documents', 'no document', '1 document'],
    ]);
    expect(await screen.findByText('Offtake letter.pdf')).toBeInTheDocument();
  });

  it('unpublishes only after asking, saying what follows, with the reason it sends', async () => {
    api.on('GET', '/internal/publication', { body: { items: [edited], total: 1, page: 1, page_size: 20 } });
    api.on('POST', '/internal/publication', { body: { ...edited, status: 'rejected', listed: false, approved: null } });
    renderInShell(<StaffPublications />, { me: { ...TEST_ME, roles: ['developer', 'admin'] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish “Loire biochar, phase 2 (new)”?' });
    expect(dialog).toHaveTextContent('its data rooms close to investors until it is approved again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/internal/publication')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason, for the developer/ }), 'The offtake lapsed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(api.callsTo('POST', '/internal/publication')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('POST', '/internal/publication')[0].init.body))).toEqual({
      publication_id: PUBLICATION.id,
      decision: 'unpublish',
      reason: 'The offtake lapsed.',
    });
  });
});

describe('StaffPublications for someone who is not staff', () => {
  it('says the queue is the team’s', async () => {
    api.on('GET', '/internal/publication', { status: 403, body: { detail: { message: 'Forbidden' } } });
    renderInShell(<StaffPublications />, { me: TEST_ME });
    expect(await screen.findByText('Only the Groundwork team sees this queue.')).toBeInTheDocument();
  });
});
