import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import type { Batch, BatchDetail } from '@/lib/schemas/monitoring-batches';
import { MONITORING, MONITORING_ID, PROJECT_ID, REACTOR_ID } from '@/store/api/testing/monitoring';
import { BatchesPanel } from './BatchesPanel';
import { BatchScreen } from './BatchScreen';

// R-22.4: the batches' list (open one closed after a confirmation) and the batch page (length, band, readings, the
// evidence checklist's slot).

const api = routedApiForEachTest();
const BATCH_ID = '99999999-9999-4999-8999-999999999999';

const BATCH: Batch = {
  id: BATCH_ID,
  monitoring_id: MONITORING_ID,
  reactor_id: REACTOR_ID,
  reactor_name: 'Kiln 1',
  code: 'B-7',
  started_at: '2026-10-05T06:00:00.000Z',
  ended_at: null,
  open: true,
  feedstock: 'wood_chips',
  conditions: { target_temperature_c: 560 },
  notes: null,
  length_hours: 820,
  too_long: true,
  opened_by: null,
  closed_by: null,
  updated_at: '2026-10-05T06:00:00.000Z',
};

const DETAIL: BatchDetail = {
  ...BATCH,
  ended_at: '2026-10-05T18:00:00.000Z',
  open: false,
  length_hours: 12,
  too_long: false,
  band: {
    max_variation_percent: 20,
    temperature: { parameter_id: REACTOR_ID, parameter_name: 'temperature', unit: '°C', readings: 3, min: 400, max: 601, mean: 500.333, variation_percent: 20.12, within: false },
    feedstock: null,
    within: false,
    missing: { temperature: null, feedstock: 'no parameter measuring the feedstock moisture or feed rate' },
  },
  length: { hours: 12, days: 0.5, max_days: 31, within: true },
  readings: [{ parameter_id: REACTOR_ID, name: 'temperature', unit: '°C', measure: 'reactor_temperature', count: 3, min: 400, max: 601, mean: 500.333 }],
};

describe('the batches', () => {
  it('lists a reactor’s batches, flags one too long, and closes the open one after asking', async () => {
    api.on('GET', '/monitoring/batches', () => ({ body: [BATCH] }));
    api.on('POST', '/monitoring/batches/close', () => ({ body: { ...BATCH, open: false, ended_at: '2026-11-01T00:00:00.000Z' } }));
    renderInShell(<BatchesPanel projectId={PROJECT_ID} monitoringId={MONITORING_ID} reactorId={REACTOR_ID} canManage />, { me: TEST_ME });
    const link = await screen.findByRole('link', { name: 'Show batch B-7' });
    expect(link).toHaveAttribute('href', `/projects/${PROJECT_ID}/monitoring/batches/${BATCH_ID}`);
    expect(screen.getByText('Longer than 31 days')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the batch' });
    expect(dialog).toHaveTextContent('Close batch B-7 now?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close now' }));
    await waitFor(() => expect(api.callsTo('POST', '/monitoring/batches/close')).toHaveLength(1));
  });

  it('shows a batch’s length, band with its figures, readings, and what the checklist slot is given', async () => {
    api.on('GET', '/monitoring/create', () => ({ body: MONITORING }));
    api.on('GET', '/monitoring/batches/item', () => ({ body: DETAIL }));
    renderInShell(<BatchScreen projectId={PROJECT_ID} batchId={BATCH_ID} checklist={(batch) => <p>Checklist of {batch.code}</p>} />, { me: TEST_ME });
    expect(await screen.findByRole('heading', { level: 1, name: 'Batch B-7' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent('12 h (0.5 days) — Within 31 days');
    const band = screen.getByRole('region', { name: 'Band (±20 % of the mean)' });
    // The band's and the readings' tables load in their own chunk.
    await waitFor(() => expect(band).toHaveTextContent('400 °C601 °C500.33 °C20.1 %3Out of the band'));
    expect(band).toHaveTextContent('no parameter measuring the feedstock moisture or feed rate');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Readings over the batch' })).toHaveTextContent('temperature (°C)3400601500.33'));
    expect(screen.getByRole('region', { name: 'Evidence checklist' })).toHaveTextContent('Checklist of B-7');
  });
});
