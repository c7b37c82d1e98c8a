import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { listQueue, putQueued, updateQueued, type QueuedUpload } from './queue-store';
import { readFailure, uploadApi } from './upload-api';
import { backoffMs, sendUpload } from './upload-sender';

function subscribeOnline(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

export type NewUpload = Pick<QueuedUpload, 'monitoringId' | 'batchId' | 'evidenceKind'> & { file: File };

/**
 * The queue on screen and its sender: the items from IndexedDB, each photo added there before anything is
 * sent; the sender runs when the page opens, when the network returns (`online`), after each photo and at each
 * back-off's end, one upload at a time and one sender per browser (a Web Lock), so that nothing is sent twice.
 */
export function useFieldQueue() {
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const again = useRef<() => void>(() => undefined);

  const refresh = useCallback(async () => setItems(await listQueue()), []);

  const pump = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      const work = async () => {
        for (;;) {
          if (!navigator.onLine) return;
          const due = (await listQueue()).find((item) => (item.state === 'waiting' || item.state === 'sending') && item.nextAttemptAt <= Date.now());
          if (!due) return;
          await updateQueued(due.id, { state: 'sending' });
          await refresh();
          const outcome = await sendUpload(due, uploadApi, readFailure, (bytes) => {
            void updateQueued(due.id, { sentBytes: bytes }).then(refresh);
          });
          if (outcome.kind === 'sent') await updateQueued(due.id, { state: 'sent', sentBytes: due.size, artefactId: outcome.upload.artefact_id, error: null });
          else if (outcome.kind === 'refused') await updateQueued(due.id, { state: 'failed', error: outcome.message });
          else await updateQueued(due.id, { state: 'waiting', attempts: due.attempts + 1, nextAttemptAt: Date.now() + backoffMs(due.attempts + 1), error: outcome.message });
          await refresh();
        }
      };
      if (navigator.locks) await navigator.locks.request('groundwork-field-queue', work);
      else await work();
    } finally {
      running.current = false;
    }
    // The next back-off's end wakes the sender again.
    const waiting = (await listQueue()).filter((item) => item.state === 'waiting');
    clearTimeout(timer.current);
    if (waiting.length > 0 && navigator.onLine) {
      const next = Math.min(...waiting.map((item) => item.nextAttemptAt));
      timer.current = setTimeout(() => again.current(), Math.max(0, next - Date.now()) + 50);
    }
  }, [refresh]);

  useEffect(() => {
    again.current = () => void pump();
    const wentOnline = () => {
      // Back online: whatever waits is due now.
      void listQueue()
        .then((all) => Promise.all(all.filter((item) => item.state === 'waiting').map((item) => updateQueued(item.id, { nextAttemptAt: 0 }))))
        .then(() => pump());
    };
    window.addEventListener('online', wentOnline);
    // On open: what the queue holds is shown and sent, after the page's first render.
    const opening = setTimeout(() => void refresh().then(() => pump()), 0);
    return () => {
      clearTimeout(opening);
      window.removeEventListener('online', wentOnline);
      clearTimeout(timer.current);
    };
  }, [pump, refresh]);

  const add = useCallback(
    async (upload: NewUpload) => {
      await putQueued({
        id: crypto.randomUUID(),
        monitoringId: upload.monitoringId,
        batchId: upload.batchId,
        evidenceKind: upload.evidenceKind,
        fileName: upload.file.name || 'photo.jpg',
        // A browser that does not know the type (HEIC on many) gives none: the server's reading of the bytes decides.
        contentType: upload.file.type || 'application/octet-stream',
        size: upload.file.size,
        blob: upload.file,
        state: 'waiting',
        sentBytes: 0,
        attempts: 0,
        nextAttemptAt: 0,
        error: null,
        artefactId: null,
        createdAt: Date.now(),
      });
      await refresh();
      void pump();
    },
    [pump, refresh],
  );

  return { items, online, add };
}
