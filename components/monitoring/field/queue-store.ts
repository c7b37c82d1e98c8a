/**
 * The phone's upload queue, kept in IndexedDB: it survives closing the page, the app or the phone. Each item
 * holds the photo itself (a Blob), its tags and how far it got; its id is made here, on the phone, and is the upload's
 * id on the server, so that sending it again never makes a second one.
 */
export type QueueState = 'waiting' | 'sending' | 'sent' | 'failed';

export interface QueuedUpload {
  id: string;
  monitoringId: string;
  fileName: string;
  contentType: string;
  size: number;
  batchId: string | null;
  evidenceKind: string | null;
  blob: Blob;
  state: QueueState;
  /** Bytes the server said it holds, after the last answer. */
  sentBytes: number;
  attempts: number;
  /** When the next attempt may start (ms since the epoch), after a failure's back-off. */
  nextAttemptAt: number;
  /** Why it failed for good (the server's refusal), or the last passing failure. */
  error: string | null;
  artefactId: string | null;
  createdAt: number;
}

const DATABASE = 'groundwork-field';
const STORE = 'uploads';

let opening: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = undefined;
      reject(request.error ?? new Error('IndexedDB could not be opened'));
    };
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
  });
}

/** Every queued upload, oldest first. */
export async function listQueue(): Promise<QueuedUpload[]> {
  const items = await run('readonly', (store) => store.getAll() as IDBRequest<QueuedUpload[]>);
  return items.sort((a, b) => a.createdAt - b.createdAt);
}

export function putQueued(item: QueuedUpload): Promise<IDBValidKey> {
  return run('readwrite', (store) => store.put(item));
}

/** Changes some fields of a queued upload (nothing when it is gone). */
export async function updateQueued(id: string, change: Partial<QueuedUpload>): Promise<QueuedUpload | undefined> {
  const current = await run('readonly', (store) => store.get(id) as IDBRequest<QueuedUpload | undefined>);
  if (!current) return undefined;
  const next = { ...current, ...change };
  await putQueued(next);
  return next;
}

export function removeQueued(id: string): Promise<undefined> {
  return run('readwrite', (store) => store.delete(id) as IDBRequest<undefined>);
}
