import { z } from 'zod';
import { ACCEPTED_CONTENT_TYPES, type AcceptedContentType, type UploadKind } from '@/lib/schemas/files';
import { sniffContent } from './content-sniffing';
import { sha256Hex } from './hashing';
import { safeFileName } from './object-path';

/** Why a file is not kept: empty (400), larger than its limit (413, with that limit), or of a type not accepted (415). */
export class FileRejectedError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
    /** The limit a file over the size allowed went past, in bytes. */
    readonly limitBytes?: number,
  ) {
    super(message);
    this.name = 'FileRejectedError';
  }
}

const MEBIBYTE = 1024 * 1024;
export const DEFAULT_MAX_UPLOAD_BYTES = 25 * MEBIBYTE;
const AVATAR_MAX_BYTES = 2 * MEBIBYTE;

const uploadEnvSchema = z.object({
  MAX_UPLOAD_BYTES: z.coerce
    .number({ error: 'MAX_UPLOAD_BYTES must be a number of bytes' })
    .int('MAX_UPLOAD_BYTES must be a whole number of bytes')
    .positive('MAX_UPLOAD_BYTES must be positive')
    .default(DEFAULT_MAX_UPLOAD_BYTES),
});

const LABELS: Record<AcceptedContentType, string> = {
  'application/pdf': 'a PDF document',
  'image/png': 'a PNG image',
  'image/jpeg': 'a JPEG image',
  'image/gif': 'a GIF image',
  'image/webp': 'a WebP image',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'a Word document (.docx)',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'an Excel workbook (.xlsx)',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'a PowerPoint presentation (.pptx)',
  'text/csv': 'a CSV file',
  'text/plain': 'a plain text file',
  'application/json': 'a JSON file',
};

const IMAGES: AcceptedContentType[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const TEXT_TYPES: AcceptedContentType[] = ['text/csv', 'text/plain', 'application/json'];

export interface UploadRule {
  maxBytes: number;
  contentTypes: readonly AcceptedContentType[];
}

/** Size limit and allowed types per kind of upload; MAX_UPLOAD_BYTES (default 25 MB) caps every kind. */
export function uploadRules(env: Record<string, string | undefined>): Record<UploadKind, UploadRule> {
  const parsed = uploadEnvSchema.safeParse({ MAX_UPLOAD_BYTES: env.MAX_UPLOAD_BYTES || undefined });
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'MAX_UPLOAD_BYTES is invalid');
  const max = parsed.data.MAX_UPLOAD_BYTES;
  return {
    document: { maxBytes: max, contentTypes: ACCEPTED_CONTENT_TYPES },
    image: { maxBytes: max, contentTypes: IMAGES },
    dataset: {
      maxBytes: max,
      contentTypes: ['text/csv', 'application/json', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    },
    avatar: { maxBytes: Math.min(max, AVATAR_MAX_BYTES), contentTypes: ['image/png', 'image/jpeg', 'image/webp'] },
  };
}

export interface UploadCandidate {
  kind: UploadKind;
  fileName: string;
  /** The type the client declared (multipart part or header); empty or application/octet-stream means "unknown". */
  declaredType?: string;
  bytes: Uint8Array;
}

export interface AcceptedFile {
  contentType: AcceptedContentType;
  size: number;
  sha256: string;
  safeName: string;
}

/** Megabytes with two decimals at most, rounded up for a file's size and down for a limit, so a file over the limit never reads as equal to it. */
function formatMegabytes(bytes: number, rounding: 'up' | 'down'): string {
  const round = rounding === 'up' ? Math.ceil : Math.floor;
  return `${round((bytes / MEBIBYTE) * 100) / 100} MB`;
}

function normaliseDeclared(declared: string | undefined): AcceptedContentType | undefined {
  const type = (declared ?? '').split(';')[0].trim().toLowerCase();
  if (type === '' || type === 'application/octet-stream') return undefined;
  const accepted = ACCEPTED_CONTENT_TYPES.find((candidate) => candidate === type);
  if (!accepted) throw new FileRejectedError(415, `Files of type "${type}" are not accepted`);
  return accepted;
}

function textTypeFor(fileName: string, declared: AcceptedContentType | undefined): AcceptedContentType {
  if (declared && TEXT_TYPES.includes(declared)) return declared;
  const extension = fileName.toLowerCase().split('.').pop();
  if (extension === 'csv') return 'text/csv';
  if (extension === 'json') return 'application/json';
  return 'text/plain';
}

function isJson(bytes: Uint8Array): boolean {
  try {
    JSON.parse(new TextDecoder().decode(bytes));
    return true;
  } catch {
    return false;
  }
}

/**
 * Decides whether an uploaded file is kept: its size within the kind's limit, its bytes one of the accepted
 * formats, the declared type (if any) matching the bytes. Returns the verified type, size, SHA-256 and a safe
 * name; throws FileRejectedError (400, 413 or 415) with a message meant for the user otherwise.
 */
export function acceptUpload(candidate: UploadCandidate, rules: Record<UploadKind, UploadRule>): AcceptedFile {
  const rule = rules[candidate.kind];
  const size = candidate.bytes.byteLength;
  if (size === 0) throw new FileRejectedError(400, 'The file is empty');
  if (size > rule.maxBytes) {
    throw new FileRejectedError(413, `The file is ${formatMegabytes(size, 'up')}; ${candidate.kind} files may be at most ${formatMegabytes(rule.maxBytes, 'down')}`, rule.maxBytes);
  }
  const declared = normaliseDeclared(candidate.declaredType);
  const sniffed = sniffContent(candidate.bytes);
  if (sniffed.kind === 'unknown') {
    throw new FileRejectedError(415, `The file's content is ${sniffed.reason}, which is not accepted`);
  }
  const actual = sniffed.kind === 'binary' ? sniffed.contentType : textTypeFor(candidate.fileName, declared);
  if (declared && declared !== actual) {
    throw new FileRejectedError(415, `The file was declared as ${LABELS[declared]} but its content is ${LABELS[actual]}`);
  }
  if (actual === 'application/json' && !isJson(candidate.bytes)) {
    throw new FileRejectedError(415, 'The file is not valid JSON');
  }
  if (!rule.contentTypes.includes(actual)) {
    const allowed = rule.contentTypes.map((type) => LABELS[type]).join(', ');
    const label = LABELS[actual];
    throw new FileRejectedError(415, `${label[0].toUpperCase()}${label.slice(1)} cannot be uploaded as ${candidate.kind}; accepted: ${allowed}`);
  }
  return { contentType: actual, size, sha256: sha256Hex(candidate.bytes), safeName: safeFileName(candidate.fileName) };
}
