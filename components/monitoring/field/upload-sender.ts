import type { MobileUpload } from '@/lib/schemas/monitoring-mobile-uploads';
import { MOBILE_UPLOAD_PART_BYTES } from '@/lib/schemas/monitoring-mobile-upload-constants';
import type { QueuedUpload } from './queue-store';

/** The three calls a phone upload makes: declare it, ask where it stands, send a part. */
export interface UploadApi {
  declare(item: QueuedUpload): Promise<MobileUpload>;
  part(id: string, offset: number, bytes: Blob): Promise<MobileUpload>;
}

/** A refusal the sender reads: its status, and the offset the server holds when it says so. */
export interface SendFailure {
  status: number;
  expectedOffset?: number;
  reason?: string;
  message: string;
}

/** What became of one attempt. */
export type SendOutcome =
  | { kind: 'sent'; upload: MobileUpload }
  /** The server refused the file for good (type, size, a batch it does not know): retrying cannot help. */
  | { kind: 'refused'; message: string }
  /** Network down, server busy or completing: try again after the back-off. */
  | { kind: 'retry'; message: string; sentBytes: number };

/** How long to wait after the n-th failure in a row: 1 s, 2 s, 4 s… up to a minute. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000, 1_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends one queued upload from where the server stands: declares it (the same id again answers the same
 * upload), then sends its parts from the offset the server holds; a part refused at the wrong offset resumes at the
 * offset the server names. `onProgress` hears each new count of bytes held.
 */
export async function sendUpload(item: QueuedUpload, api: UploadApi, readFailure: (error: unknown) => SendFailure, onProgress: (bytes: number) => void): Promise<SendOutcome> {
  let offset = 0;
  try {
    let upload = await api.declare(item);
    offset = upload.received_bytes;
    onProgress(offset);
    for (let rounds = 0; upload.state === 'receiving'; rounds += 1) {
      if (rounds > item.size / MOBILE_UPLOAD_PART_BYTES + 20) return { kind: 'retry', message: 'too many rounds', sentBytes: offset };
      try {
        upload = await api.part(item.id, offset, item.blob.slice(offset, offset + MOBILE_UPLOAD_PART_BYTES));
        offset = upload.received_bytes;
        onProgress(offset);
      } catch (error) {
        const failure = readFailure(error);
        if (failure.status !== 409 || failure.expectedOffset === undefined || failure.reason === 'completing') throw error;
        offset = failure.expectedOffset;
        onProgress(offset);
      }
    }
    if (upload.state === 'failed') return { kind: 'refused', message: 'failed' };
    return { kind: 'sent', upload };
  } catch (error) {
    const failure = readFailure(error);
    const passing = failure.status === 0 || failure.status >= 500 || failure.status === 409 || failure.status === 425 || failure.status === 429 || failure.status === 401;
    return passing ? { kind: 'retry', message: failure.message, sentBytes: offset } : { kind: 'refused', message: failure.message };
  }
}
