import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { OPPORTUNITY_ID } from '@/store/api/testing/opportunities';
import { REPORT, TRAIL } from '@/store/api/testing/commitments';
import { ActivityReportScreen } from './ActivityReportScreen';

const api = routedApiForEachTest();

describe('ActivityReportScreen', () => {
  it('shows a row per investor and document, a chart of time per page, the chain’s state and the trail', async () => {
    api.on('GET', '/report', { body: REPORT });
    api.on('GET', '/audit', { body: TRAIL });
    renderInShell(<ActivityReportScreen opportunityId={OPPORTUNITY_ID} />, { me: TEST_ME });
    const table = await screen.findByRole('region', { name: 'Investor activity per document' });
    const row = within(table).getByRole('row', { name: /Abel Activated/ });
    expect(within(row).getByText('Business plan.pdf')).toBeInTheDocument();
    expect(within(row).getByText('70 s')).toBeInTheDocument();
    expect(row).toHaveTextContent(/€250,000/);
    expect(screen.getByText('The chain holds: 12 entries, each linked to the one before.')).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: 'Time per page of Business plan.pdf' });
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    expect(within(chart).getByText('Page 3: 30 s, 1 view')).toBeInTheDocument();
    // Each entry of the trail is named in words, not by its code.
    expect(await screen.findByRole('cell', { name: 'Commitment signed' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Publication created' })).toBeInTheDocument();
    expect(screen.queryByText('commitment.signed')).not.toBeInTheDocument();
  });

  it('lists who has not opened yet, viewers per day, and refused attempts naming their document and page (requirements R-21.15)', async () => {
    api.on('GET', '/report', { body: REPORT });
    api.on('GET', '/audit', { body: TRAIL });
    renderInShell(<ActivityReportScreen opportunityId={OPPORTUNITY_ID} />, { me: TEST_ME });
    const notOpened = await screen.findByRole('region', { name: 'Granted, not opened yet' });
    expect(notOpened).toHaveTextContent(/Nora Notyet — A\. Technical · Access since Nov 24, 2026/);
    expect(await screen.findByRole('listitem', { name: 'Nov 26, 2026: 2 viewers that day, 2 viewers in all' })).toBeInTheDocument();
    const [refused] = await screen.findAllByRole('region', { name: 'Refused attempts' });
    expect(within(refused).getByRole('row', { name: /Abel Activated a page Business plan\.pdf · p\. 2 access revoked/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Export the whole trail (CSV)' })).toBeInTheDocument();
  });

  it('says so when no time on page is recorded, instead of drawing an empty chart, and names the trail in French', async () => {
    const document = { ...REPORT.documents[0], pages: REPORT.documents[0].pages.map((page) => ({ ...page, seconds: 0 })) };
    api.on('GET', '/report', { body: { ...REPORT, documents: [document] } });
    api.on('GET', '/audit', { body: TRAIL });
    renderInShell(<ActivityReportScreen opportunityId={OPPORTUNITY_ID} />, { me: TEST_ME, language: 'fr' });
    expect(await screen.findByText('Aucun temps de lecture enregistré pour l’instant.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Business plan.pdf/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Engagement signé' })).toBeInTheDocument();
  });

  it('says where the chain breaks', async () => {
    api.on('GET', '/report', { body: { ...REPORT, verification: { valid: false, length: 12, broken_at_seq: 5, reason: 'hash_mismatch', head_hash: null } } });
    api.on('GET', '/audit', { body: TRAIL });
    renderInShell(<ActivityReportScreen opportunityId={OPPORTUNITY_ID} />, { me: TEST_ME });
    expect(await screen.findByText('The chain breaks at entry 5: an entry was altered.')).toBeInTheDocument();
  });

  it('downloads the CSV in the CSV mode', async () => {
    api.on('GET', '/report', (call) => (String(new Headers(call.init.headers).get('content-type')).startsWith('text/csv') ? { body: 'investor_id\r\n' } : { body: REPORT }));
    api.on('GET', '/audit', { body: TRAIL });
    const created = jest.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    renderInShell(<ActivityReportScreen opportunityId={OPPORTUNITY_ID} />, { me: TEST_ME });
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(api.callsTo('GET', '/report')).toHaveLength(2));
    expect(new Headers(api.callsTo('GET', '/report')[1].init.headers).get('content-type')).toBe('text/csv');
  });

  it('tells an investor the report is not theirs', async () => {
    api.on('GET', '/report', { status: 403, body: { detail: { message: 'no' } } });
    renderInShell(<ActivityReportScreen opportunityId={OPPORTUNITY_ID} />, { me: TEST_ME });
    expect(await screen.findByText("The activity report is for the opportunity's developer and staff.")).toBeInTheDocument();
  });
});
