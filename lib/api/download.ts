/**
 * Saving an answer of the API as a file in the browser: the one helper behind CSV mode and file downloads
 * (`request` with `csv` or `download`).
 */

/** How long a saved file's object URL stays alive: the browser starts the download after the click returns. */
export const OBJECT_URL_LIFETIME_MS = 1_000;

/** Saves content as a file with the given name, through a temporary link. */
export function saveAsFile(content: Blob, fileName: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  }
}

/** The file name a `Content-Disposition` header gives (RFC 6266 `filename*` first), else the fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

/** A response's body as a Blob, telling `onProgress` the bytes received after each chunk. */
export async function readWithProgress(response: Response, onProgress: (received: number) => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!response.body) return response.blob();
  const parts: BlobPart[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(parts, { type });
}
