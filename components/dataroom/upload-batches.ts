/** Most bytes sent in one request of a bulk upload: under the server's multipart limit (25 MB by default). */
export const BATCH_BYTES = 20 * 1024 * 1024;

/** A file's path in a folder chosen at once (`webkitRelativePath`), or its name. */
export function relativePathOf(file: File): string {
  return file.webkitRelativePath || file.name;
}

/**
 * Files split into requests of at most `maxFiles` files and about BATCH_BYTES (a larger file goes alone, and the server
 * says whether it fits its limit), in the order chosen.
 */
export function batchesOf<T extends { size: number }>(files: readonly T[], maxFiles: number, maxBytes = BATCH_BYTES): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const file of files) {
    if (current.length > 0 && (current.length >= maxFiles || bytes + file.size > maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += file.size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
