import type { AcceptedContentType } from '@/lib/schemas/files';
import { readZipEntry } from './zip-entry';

/** What the bytes of a file are, judged by their content alone. */
export type SniffResult = { kind: 'binary'; contentType: AcceptedContentType } | { kind: 'text' } | { kind: 'unknown'; reason: string };

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** The content type an Office package declares for its main part, and the document type it makes. */
const OFFICE_MAIN_PARTS: [string, AcceptedContentType][] = [
  [`${DOCX}.main+xml`, DOCX],
  [`${XLSX}.main+xml`, XLSX],
  [`${PPTX}.main+xml`, PPTX],
];
const MAX_CONTENT_TYPES_XML = 1024 * 1024;

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.byteLength < at + signature.length) return false;
  return signature.every((value, index) => bytes[at + index] === value);
}

function ascii(text: string): number[] {
  return Array.from(text, (character) => character.charCodeAt(0));
}

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function sniffOfficePackage(bytes: Uint8Array): SniffResult {
  const manifest = readZipEntry(bytes, '[Content_Types].xml', MAX_CONTENT_TYPES_XML);
  if (!manifest) return { kind: 'unknown', reason: 'a ZIP archive that is not an Office document' };
  const xml = new TextDecoder().decode(manifest);
  if (/macroEnabled/i.test(xml)) return { kind: 'unknown', reason: 'a macro-enabled Office document' };
  const match = OFFICE_MAIN_PARTS.find(([mainPart]) => xml.includes(`"${mainPart}"`));
  return match ? { kind: 'binary', contentType: match[1] } : { kind: 'unknown', reason: 'an Office package that is not a Word, Excel or PowerPoint document' };
}

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Recognises the accepted formats by their magic bytes; anything else must be UTF-8 text without NUL bytes. */
export function sniffContent(bytes: Uint8Array): SniffResult {
  if (startsWith(bytes, PDF)) return { kind: 'binary', contentType: 'application/pdf' };
  if (startsWith(bytes, PNG)) return { kind: 'binary', contentType: 'image/png' };
  if (startsWith(bytes, JPEG)) return { kind: 'binary', contentType: 'image/jpeg' };
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return { kind: 'binary', contentType: 'image/gif' };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { kind: 'binary', contentType: 'image/webp' };
  if (startsWith(bytes, ZIP)) return sniffOfficePackage(bytes);
  if (isUtf8Text(bytes)) return { kind: 'text' };
  return { kind: 'unknown', reason: 'binary data of an unrecognised format' };
}
