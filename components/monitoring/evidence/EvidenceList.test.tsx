import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import type { Evidence } from '@/lib/schemas/monitoring-evidence';
import { MONITORING_ID, PROJECT_ID } from '@/store/api/testing/monitoring';
import { EvidenceList } from './EvidenceList';

// a monitoring's evidence records, each linked to its page, and the dialog that adds one (its own chunk).

const api = routedApiForEachTest();

const RECORD: Evidence = {
  id: '99999999-9999-4999-8999-999999999991',
  monitoring_id: MONITORING_ID,
  kind: 'kiln_run_photo',
  batch_id: null,
  reactor_id: null,
  period_start: null,
  period_end: null,
  recorded_at: '2026-11-27T09:00:00.000Z',
  figures: {},
  notes: null,
  review_state: 'pending',
  artefact_count: 2,
  created_by: null,
  created_at: '2026-11-27T09:00:00.000Z',
  updated_at: '2026-11-27T09:00:00.000Z',
};

describe('the evidence list', () => {
  it('lists the records and opens the add dialog', async () => {
    api.on('GET', '/monitoring/evidences', { body: [RECORD] });
    renderInShell(<EvidenceList projectId={PROJECT_ID} monitoringId={MONITORING_ID} canEdit />, { me: TEST_ME });
    const item = await screen.findByTestId('evidence-item');
    expect(within(item).getByRole('link')).toHaveAttribute('href', `/projects/${PROJECT_ID}/monitoring/evidence/${RECORD.id}`);
    expect(item).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('button', { name: 'Add a record' }));
    expect(await screen.findByRole('dialog', { name: 'New evidence record' })).toBeInTheDocument();
  });
});
