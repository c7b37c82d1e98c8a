import type { MobileUpload } from '@/lib/schemas/monitoring-mobile-uploads';
import { MOBILE_UPLOAD_PART_BYTES } from '@/lib/schemas/monitoring-mobile-uploads';
import type { QueuedUpload } from './queue-store';
import { backoffMs, sendUpload, type SendFailure, type UploadApi } from './upload-sender';

const SIZE = MOBILE_UPLOAD_PART_BYTES * 2 + 100;

function item(): QueuedUpload {
  return {
    id: 'phone-made-id',
    monitoringId: 'm',
    fileName: 'kiln.jpg',
    contentType: 'image/jpeg',
    size: SIZE,
    batchId: null,
    evidenceKind: 'kiln_run_photo',
    blob: new Blob([new Uint8Array(SIZE)]),
    state: 'waiting',
    sentBytes: 0,
    attempts: 0,
    nextAttemptAt: 0,
    error: null,
    artefactId: null,
    createdAt: 0,
  };
}

class Refusal extends Error {
  constructor(readonly failure: SendFailure) {
    super(failure.message);
  }
}

const read = (error: unknown): SendFailure => (error instanceof Refusal ? error.failure : { status: 0, message: 'offline' });

/** A server holding `held` bytes, answering as the API does (409 with the offset it holds). */
function server(held: number, options: { failAt?: number } = {}) {
  const parts: number[] = [];
  const upload = (): MobileUpload => ({
    id: 'phone-made-id',
    monitoring_id: 'm',
    file_name: 'kiln.jpg',
    content_type: 'image/jpeg',
    size: SIZE,
    received_bytes: held,
    batch_id: null,
    evidence_kind: null,
    state: held === SIZE ? 'received' : 'receiving',
    artefact_id: held === SIZE ? 'artefact' : null,
    created_at: '',
    updated_at: '',
  });
  const api: UploadApi = {
    declare: () => Promise.resolve(upload()),
    part: async (_id, offset, bytes) => {
      if (options.failAt === offset) {
        options.failAt = undefined;
        throw new Error('network down');
      }
      if (offset !== held) throw new Refusal({ status: 409, expectedOffset: held, reason: 'wrong_offset', message: 'wrong offset' });
      parts.push(offset);
      held += bytes.size;
      return upload();
    },
  };
  return { api, parts };
}

describe('sending one queued upload (R-22.18, R-22.20)', () => {
  it('resumes at the offset the server holds and ends with the artefact', async () => {
    const { api, parts } = server(MOBILE_UPLOAD_PART_BYTES);
    const outcome = await sendUpload(item(), api, read, () => undefined);
    expect(outcome).toMatchObject({ kind: 'sent', upload: { artefact_id: 'artefact' } });
    expect(parts).toEqual([MOBILE_UPLOAD_PART_BYTES, MOBILE_UPLOAD_PART_BYTES * 2]);
  });

  it('sends nothing again for an upload the server completed', async () => {
    const { api, parts } = server(SIZE);
    expect((await sendUpload(item(), api, read, () => undefined)).kind).toBe('sent');
    expect(parts).toEqual([]);
  });

  it('waits for the back-off after a network failure, keeping what the server holds', async () => {
    const { api } = server(0, { failAt: MOBILE_UPLOAD_PART_BYTES });
    expect(await sendUpload(item(), api, read, () => undefined)).toEqual({ kind: 'retry', message: 'offline', sentBytes: MOBILE_UPLOAD_PART_BYTES });
    expect((await sendUpload(item(), api, read, () => undefined)).kind).toBe('sent');
  });

  it('stops for good when the server refuses the file', async () => {
    const api: UploadApi = { declare: () => Promise.reject(new Refusal({ status: 422, message: 'unknown batch' })), part: () => Promise.reject(new Error()) };
    expect(await sendUpload(item(), api, read, () => undefined)).toEqual({ kind: 'refused', message: 'unknown batch' });
  });

  it('backs off from one second to a minute', () => {
    expect([1, 2, 3, 10].map(backoffMs)).toEqual([1_000, 2_000, 4_000, 60_000]);
  });
});
