import { screen } from '@testing-library/react';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import type { QueuedUpload } from './queue-store';
import { QueueList } from './QueueList';

function queued(id: string, change: Partial<QueuedUpload>): QueuedUpload {
  return {
    id,
    monitoringId: 'm',
    fileName: `${id}.jpg`,
    contentType: 'image/jpeg',
    size: 4096,
    batchId: null,
    evidenceKind: 'kiln_run_photo',
    blob: new Blob([]),
    state: 'waiting',
    sentBytes: 0,
    attempts: 0,
    nextAttemptAt: 0,
    error: null,
    artefactId: null,
    createdAt: 0,
    ...change,
  };
}

const items = [
  queued('early', { state: 'waiting', attempts: 2 }),
  queued('half', { state: 'sending', sentBytes: 2048 }),
  queued('bad', { state: 'failed', error: 'The file is not a JPEG' }),
];

describe('the queue on the phone (R-22.20)', () => {
  it('shows each upload’s state, its retries, its progress and a refusal’s reason', () => {
    renderInShell(<QueueList items={items} server={[]} />, { me: TEST_ME });
    const list = screen.getByRole('list', { name: 'Uploads on this phone' });
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.getByText('Failed 2 times; trying again soon')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sent so far' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('The file is not a JPEG')).toBeInTheDocument();
  });

  it('speaks French', () => {
    renderInShell(<QueueList items={items} server={[]} />, { me: TEST_ME, language: 'fr' });
    expect(screen.getByText('En attente')).toBeInTheDocument();
    expect(screen.getByText('Envoi en cours')).toBeInTheDocument();
    expect(screen.getByText('Refusée')).toBeInTheDocument();
    expect(screen.getAllByText(/Photo de fournée/)).toHaveLength(3);
  });

  it('says when nothing was taken', () => {
    renderInShell(<QueueList items={[]} server={[]} />, { me: TEST_ME });
    expect(screen.getByText('No photo taken yet.')).toBeInTheDocument();
  });
});
