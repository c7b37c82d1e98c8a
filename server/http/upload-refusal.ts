import type { UploadKind } from '@/lib/schemas/files';
import { acceptUpload, FileRejectedError, type AcceptedFile, type UploadRule } from '@/server/storage/upload-acceptance';
import { ApiError } from './errors';

/**
 * The one answer to a refused upload, wherever it was refused (the multipart reader, or the check of the bytes):
 * 400 for an empty file, 413 past the size limit (`detail.limit_bytes`), 415 for a type that is not accepted, each
 * with the reason in words.
 */
export function uploadRefusal(refusal: FileRejectedError): ApiError {
  return new ApiError(refusal.status, refusal.message, refusal.limitBytes === undefined ? {} : { limit_bytes: refusal.limitBytes });
}

/** What the check of an uploaded file reads of it (a file of the multipart reader is one). */
export interface UploadToCheck {
  name: string;
  /** The content type the client declared; checked against the bytes. */
  declaredType: string;
  bytes: Uint8Array;
}

/** Checks an uploaded file against the rule of its kind: the verified file, or the API's error for its refusal. */
export function acceptUploadedFile(file: UploadToCheck, kind: UploadKind, rules: Record<UploadKind, UploadRule>): AcceptedFile {
  try {
    return acceptUpload({ kind, fileName: file.name, declaredType: file.declaredType, bytes: file.bytes }, rules);
  } catch (error) {
    if (error instanceof FileRejectedError) throw uploadRefusal(error);
    throw error;
  }
}
