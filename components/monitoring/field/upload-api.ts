import { MONITORING_ROUTES } from '@/lib/api/routes';
import { isApiRequestError, request } from '@/lib/api/request';
import type { MobileUpload, MobileUploadList } from '@/lib/schemas/monitoring-mobile-uploads';
import type { QueuedUpload } from './queue-store';
import type { SendFailure, UploadApi } from './upload-sender';

/** The field routes through the one request of the client. */
export const uploadApi: UploadApi = {
  declare: (item: QueuedUpload) =>
    request<MobileUpload>('POST', MONITORING_ROUTES.mobileUploads, {
      id: item.id,
      monitoring_id: item.monitoringId,
      file_name: item.fileName,
      content_type: item.contentType,
      size: item.size,
      batch_id: item.batchId,
      evidence_kind: item.evidenceKind,
    }),
  part: (id: string, offset: number, bytes: Blob) =>
    request<MobileUpload>('PUT', `${MONITORING_ROUTES.mobileUploadsItem}?id=${encodeURIComponent(id)}&offset=${offset}`, undefined, { raw: bytes }),
};

export function listUploads(): Promise<MobileUploadList> {
  return request<MobileUploadList>('GET', MONITORING_ROUTES.mobileUploads);
}

/** A failed call as the sender reads it: no answer at all (offline) is status 0. */
export function readFailure(error: unknown): SendFailure {
  if (!isApiRequestError(error)) return { status: 0, message: error instanceof Error ? error.message : String(error) };
  const detail = (error.body as { detail?: { expected_offset?: unknown; reason?: unknown } } | undefined)?.detail;
  return {
    status: error.code,
    message: error.message,
    expectedOffset: typeof detail?.expected_offset === 'number' ? detail.expected_offset : undefined,
    reason: typeof detail?.reason === 'string' ? detail.reason : undefined,
  };
}
