import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import type { Artefact, UploadLogList } from '@/lib/schemas/monitoring-artefacts';
import type { Batch } from '@/lib/schemas/monitoring-batches';
import { MONITORING, MONITORING_ID, PROJECT_ID, REACTOR_ID } from '@/store/api/testing/monitoring';
import { FilesList } from './FilesList';

// the manager's files page words each flag, links a copy to its first file, opens a file's
// processing log, filters, and attaches a file to a batch (which runs the checks again on the server).

const api = routedApiForEachTest();
const BATCH_ID = '99999999-9999-4999-8999-999999999999';
const FIRST_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const COPY_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const HASH = 'f'.repeat(64);

const BATCH: Batch = {
  id: BATCH_ID,
  monitoring_id: MONITORING_ID,
  reactor_id: REACTOR_ID,
  reactor_name: 'Kiln 1',
  code: 'B-7',
  started_at: '2026-10-05T06:00:00.000Z',
  ended_at: '2026-10-05T18:00:00.000Z',
  open: false,
  feedstock: 'wood_chips',
  conditions: {},
  notes: null,
  length_hours: 12,
  too_long: false,
  opened_by: null,
  closed_by: null,
  updated_at: '2026-10-05T18:00:00.000Z',
};

const file = (id: string, name: string, flags: Artefact['flags'], batchId: string | null = null): Artefact => ({
  id,
  monitoring_id: MONITORING_ID,
  file_name: name,
  content_type: 'image/jpeg',
  kind: 'photo',
  size: 2048,
  sha256: HASH,
  source: 'phone',
  uploaded_by: null,
  uploader_name: 'Ana Field',
  batch_id: batchId,
  evidence_kind: 'kiln_run_photo',
  state: 'ready',
  captured_at: '2026-10-05T09:00:00.000Z',
  latitude: 44.25,
  longitude: 3.45,
  has_capture_data: true,
  has_thumbnail: false,
  perceptual_hash: null,
  created_at: '2026-10-05T10:00:00.000Z',
  processed_at: '2026-10-05T10:00:01.000Z',
  flags,
});

const at = '2026-10-05T10:00:00.000Z';
const FIRST = file(FIRST_ID, 'kiln.jpg', [{ kind: 'far_from_site', detail: { metres: 5120, site_name: 'Causse Méjean', tolerance_m: 500 }, created_at: at }], BATCH_ID);
const COPY = file(COPY_ID, 'kiln-again.jpg', [{ kind: 'duplicate', detail: { first_artefact_id: FIRST_ID, first_file_name: 'kiln.jpg' }, created_at: at }]);
const LOG: UploadLogList = {
  items: [
    {
      artefact_id: COPY_ID,
      file_name: 'kiln-again.jpg',
      source: 'phone',
      uploaded_by: null,
      state: 'ready',
      created_at: at,
      steps: [
        { step: 'received', at, detail: { size: 2048 } },
        { step: 'hashed', at, detail: { sha256: HASH } },
        { step: 'checks_run', at, detail: { flags: ['duplicate'], checks: { duplicate: { result: 'flagged' }, time: { result: 'skipped', reason: 'no_batch' } } } },
      ],
    },
  ],
  next_before_id: null,
};

describe('FilesList', () => {
  beforeEach(() => {
    api.on('GET', '/monitoring/create', () => ({ body: MONITORING }));
    api.on('GET', '/monitoring/batches', () => ({ body: [BATCH] }));
    api.on('GET', '/monitoring/evidences', () => ({ body: [] }));
  });

  it('words each flag, links a copy to its first file and opens a file’s processing log', async () => {
    api.on('GET', '/monitoring/artefacts', () => ({ body: { items: [COPY, FIRST], next_before_id: null } }));
    api.on('GET', '/monitoring/mobile-upload-logs', () => ({ body: LOG }));
    renderInShell(<FilesList projectId={PROJECT_ID} />);

    const copy = await screen.findByRole('listitem', { name: 'kiln-again.jpg' });
    expect(within(copy).getByText(/The same file as kiln.jpg, sent earlier./)).toBeInTheDocument();
    expect(within(copy).getByRole('link', { name: 'Show the first copy' })).toHaveAttribute('href', `#file-${FIRST_ID}`);
    expect(within(copy).getByText(/Sent by Ana Field on/)).toBeInTheDocument();
    const first = screen.getByRole('listitem', { name: 'kiln.jpg' });
    expect(first).toHaveAttribute('id', `file-${FIRST_ID}`);
    expect(within(first).getByText('Taken 5120 m from Causse Méjean (tolerance 500 m).')).toBeInTheDocument();
    expect(within(first).getByText('Batch B-7')).toBeInTheDocument();

    await userEvent.click(within(copy).getByRole('button', { name: /Processing log/ }));
    const log = await within(copy).findByRole('table', { name: 'Processing log of kiln-again.jpg' });
    expect(within(log).getByText('Fingerprint (SHA-256) computed')).toBeInTheDocument();
    expect(within(log).getByText('Same file: flagged · Time in batch: skipped')).toBeInTheDocument();
  });

  it('asks for flagged files only, and attaches a file to a batch', async () => {
    api.on('GET', '/monitoring/artefacts', () => ({ body: { items: [COPY], next_before_id: null } }));
    api.on('PUT', '/monitoring/artefacts', () => ({ body: { ...COPY, batch_id: BATCH_ID } }));
    renderInShell(<FilesList projectId={PROJECT_ID} />);

    const copy = await screen.findByRole('listitem', { name: 'kiln-again.jpg' });
    await userEvent.click(screen.getByRole('switch', { name: 'Flagged files only' }));
    await waitFor(() => expect(api.callsTo('GET', '/monitoring/artefacts').some((call) => call.url.includes('flagged=true'))).toBe(true));

    await userEvent.selectOptions(within(copy).getByRole('combobox', { name: 'Batch of kiln-again.jpg' }), 'B-7');
    await userEvent.click(within(copy).getByRole('button', { name: 'Attach to the batch' }));
    await waitFor(() => expect(api.callsTo('PUT', '/monitoring/artefacts')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('PUT', '/monitoring/artefacts')[0].init.body))).toEqual({ artefact_id: COPY_ID, batch_id: BATCH_ID });
  });
});
