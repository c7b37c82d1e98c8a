import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import type { MonitoringTrail, VerifyFiles } from '@/lib/schemas/monitoring-package';
import { MONITORING, MONITORING_ID, PROJECT_ID } from '@/store/api/testing/monitoring';
import { TrailScreen } from './TrailScreen';

const api = routedApiForEachTest();
const HASH = 'a'.repeat(64);

const TRAIL: MonitoringTrail = {
  monitoring_id: MONITORING_ID,
  items: [
    {
      seq: 1,
      action: 'artefact.received',
      actor_id: null,
      actor_name: 'Ana Field',
      details: { sha256: HASH },
      created_at: '2026-11-20T08:00:00.000Z',
      prev_hash: null,
      hash: 'b'.repeat(64),
    },
    {
      seq: 2,
      action: 'evidence.reviewed',
      actor_id: null,
      actor_name: 'Vera Verifier',
      details: {},
      created_at: '2026-11-21T09:30:00.000Z',
      prev_hash: 'b'.repeat(64),
      hash: 'c'.repeat(64),
    },
  ],
  total: 2,
  page: 1,
  page_size: 25,
  verification: { valid: true, length: 2, broken_at_seq: null, reason: null, head_hash: 'c'.repeat(64), anchored_seq: 2 },
  anchor: { seq: 2, hash: 'c'.repeat(64), anchored_at: '2026-11-22T00:00:00.000Z', key_id: '0123456789abcdef' },
};

const CHECKED: VerifyFiles = {
  monitoring_id: MONITORING_ID,
  checked_at: '2026-11-27T10:00:00.000Z',
  files: [
    { artefact_id: '11111111-1111-4111-8111-111111111111', file_name: 'kiln.jpg', size: 10, expected_sha256: HASH, actual_sha256: HASH, state: 'intact' },
    { artefact_id: '22222222-2222-4222-8222-222222222222', file_name: 'lab.pdf', size: 10, expected_sha256: HASH, actual_sha256: 'd'.repeat(64), state: 'altered' },
  ],
  intact: 1,
  altered: 1,
  missing: 0,
};

describe('TrailScreen', () => {
  it('shows the chain holding with its anchor and its events, then each stored file checked again', async () => {
    api.on('GET', '/monitoring/create', () => ({ body: MONITORING }));
    api.on('GET', '/monitoring/trail', () => ({ body: TRAIL }));
    api.on('GET', '/monitoring/batches', () => ({ body: [] }));
    api.on('GET', '/monitoring/trail/verify', () => ({ body: CHECKED }));
    renderInShell(<TrailScreen projectId={PROJECT_ID} />);

    expect(await screen.findByText('The chain holds: 2 entries, each naming the one before.')).toBeInTheDocument();
    expect(screen.getByText('Last signed anchor: entry 2, 2026-11-22 00:00.')).toBeInTheDocument();
    const events = screen.getByRole('table', { name: /Events of the monitoring trail/ });
    expect(within(events).getByText('File received')).toHaveAttribute('title', 'artefact.received');
    expect(within(events).getByText('Record reviewed')).toBeInTheDocument();
    expect(within(events).getByText('Vera Verifier')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Verify files' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 intact, 1 altered, 0 missing');
    const files = screen.getByRole('table', { name: /Each stored file/ });
    expect(within(files).getByText('Altered')).toBeInTheDocument();
    expect(within(files).getByText('lab.pdf')).toBeInTheDocument();
    expect(api.callsTo('GET', '/monitoring/trail/verify')).toHaveLength(1);
  });
});
