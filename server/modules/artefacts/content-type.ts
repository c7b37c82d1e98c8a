import { ARTEFACT_CONTENT_TYPES, ARTEFACT_MAX_BYTES, artefactKindOf, type ArtefactContentType } from '@/lib/schemas/monitoring-artefact-constants';
import { ApiError } from '@/server/http/errors';

/** Other names clients give the accepted types. */
const ALIASES: Record<string, ArtefactContentType> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/heif': 'image/heic',
  'image/heic-sequence': 'image/heic',
  'image/heif-sequence': 'image/heic',
  'application/csv': 'text/csv',
  'text/comma-separated-values': 'text/csv',
};

const LABELS: Record<ArtefactContentType, string> = {
  'image/jpeg': 'a JPEG photo',
  'image/heic': 'a HEIC photo',
  'image/png': 'a PNG image',
  'application/pdf': 'a PDF document',
  'text/csv': 'a CSV file',
};

/** Bytes enough to tell every accepted binary format apart. */
export const SNIFF_BYTES = 16;

/** The declared type as one of the accepted ones; undefined when the client did not say (empty, octet-stream); 415 for any other. */
export function normaliseDeclaredType(declared: string | null | undefined): ArtefactContentType | undefined {
  const type = (declared ?? '').split(';')[0].trim().toLowerCase();
  if (type === '' || type === 'application/octet-stream') return undefined;
  const accepted = ARTEFACT_CONTENT_TYPES.find((candidate) => candidate === type) ?? ALIASES[type];
  if (!accepted) {
    throw new ApiError(415, `Files of type "${type}" are not accepted as evidence; accepted: JPEG, HEIC or PNG photos, PDF documents, CSV files`, {
      code: 'artefact_type_refused',
      params: { type },
    });
  }
  return accepted;
}

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.byteLength >= at + signature.length && signature.every((value, index) => bytes[at + index] === value);

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const FTYP = ascii('ftyp');
/** The ISO base media brands of HEIF/HEIC still images and sequences. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avci']);

/** What the first bytes are: one of the binary formats accepted, or 'text' (judged further as the bytes arrive), or null. */
export function sniffHead(head: Uint8Array): ArtefactContentType | 'text' | null {
  if (startsWith(head, PDF)) return 'application/pdf';
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  if (startsWith(head, FTYP, 4)) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    return HEIF_BRANDS.has(brand) ? 'image/heic' : null;
  }
  return head.includes(0) ? null : 'text';
}

/**
 * The type the file is stored as: its bytes decide; a declared type that differs is refused (415), and text
 * is a CSV only when declared so or named `.csv`.
 */
export function decideContentType(head: Uint8Array, declared: ArtefactContentType | undefined, fileName: string): ArtefactContentType {
  const sniffed = sniffHead(head);
  const actual: ArtefactContentType | null = sniffed === 'text' ? (declared === 'text/csv' || /\.csv$/i.test(fileName) ? 'text/csv' : null) : sniffed;
  if (!actual) {
    throw new ApiError(415, 'The file’s content is not a JPEG, HEIC or PNG photo, a PDF document or a CSV file', { code: 'artefact_content_unknown' });
  }
  if (declared && declared !== actual) {
    throw new ApiError(415, `The file was declared as ${LABELS[declared]} but its content is ${LABELS[actual]}`, {
      code: 'artefact_type_mismatch',
      params: { declared, actual },
    });
  }
  return actual;
}

const MEBIBYTE = 1024 * 1024;

/** 413 for a file over its kind's limit, with the limit in the refusal. */
export function tooLarge(contentType: ArtefactContentType): ApiError {
  const kind = artefactKindOf(contentType);
  const limit = ARTEFACT_MAX_BYTES[kind];
  return new ApiError(413, `The file is larger than ${LABELS[contentType]} may be: at most ${limit / MEBIBYTE} MB`, {
    code: 'artefact_too_large',
    params: { kind, limit_bytes: limit },
  });
}

export function emptyFile(): ApiError {
  return new ApiError(400, 'The file is empty', { code: 'artefact_empty' });
}

export function notText(): ApiError {
  return new ApiError(415, 'The file was declared as a CSV file but its content is not UTF-8 text', {
    code: 'artefact_type_mismatch',
    params: { declared: 'text/csv', actual: 'binary' },
  });
}
