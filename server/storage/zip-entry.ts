import { inflateRawSync } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const MAX_ENTRIES = 20_000;
const STORED = 0;
const DEFLATED = 8;

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function findEndOfCentralDirectory(data: DataView): number {
  const lowest = Math.max(0, data.byteLength - 22 - 0xffff);
  for (let offset = data.byteLength - 22; offset >= lowest; offset -= 1) {
    if (data.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  return -1;
}

/**
 * Reads one entry of a ZIP archive through its central directory (stored or deflated, at most `maxBytes`
 * once inflated). Null when the bytes are not a readable ZIP archive, the entry is absent, too large or
 * compressed another way. ZIP64 archives are not read.
 */
export function readZipEntry(bytes: Uint8Array, entryName: string, maxBytes: number): Uint8Array | null {
  if (bytes.byteLength < 22) return null;
  const data = view(bytes);
  const end = findEndOfCentralDirectory(data);
  if (end < 0) return null;
  const entryCount = data.getUint16(end + 10, true);
  let offset = data.getUint32(end + 16, true);
  if (entryCount > MAX_ENTRIES || offset >= end) return null;
  const decoder = new TextDecoder();
  for (let index = 0; index < entryCount; index += 1) {
    if (offset + 46 > end || data.getUint32(offset, true) !== CENTRAL_DIRECTORY_ENTRY) return null;
    const method = data.getUint16(offset + 10, true);
    const compressedSize = data.getUint32(offset + 20, true);
    const nameLength = data.getUint16(offset + 28, true);
    const extraLength = data.getUint16(offset + 30, true);
    const commentLength = data.getUint16(offset + 32, true);
    const localOffset = data.getUint32(offset + 42, true);
    const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    if (name === entryName) return readLocalEntry(bytes, data, localOffset, method, compressedSize, maxBytes);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return null;
}

function readLocalEntry(bytes: Uint8Array, data: DataView, localOffset: number, method: number, compressedSize: number, maxBytes: number): Uint8Array | null {
  if (localOffset + 30 > bytes.byteLength || data.getUint32(localOffset, true) !== LOCAL_FILE_HEADER) return null;
  const start = localOffset + 30 + data.getUint16(localOffset + 26, true) + data.getUint16(localOffset + 28, true);
  if (start + compressedSize > bytes.byteLength) return null;
  const compressed = bytes.subarray(start, start + compressedSize);
  if (method === STORED) return compressed.byteLength <= maxBytes ? compressed : null;
  if (method !== DEFLATED) return null;
  try {
    return inflateRawSync(compressed, { maxOutputLength: maxBytes });
  } catch {
    return null;
  }
}
