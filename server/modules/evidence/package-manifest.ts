import { csvCell } from '@/server/http/csv';
import type { ManifestEntry } from '@/lib/schemas/monitoring-package';

/*
 * The verifier package's lists of files (requirements R-22.26): manifest.json and manifest.csv name every file of the
 * package with its size and SHA-256; SHA256SUMS is the same list in the form `sha256sum -c` reads (the hash, two
 * spaces, the path), so that anyone checks the files offline with standard tools.
 */

/** The files that describe the others, at the package's root. */
export const MANIFEST_JSON = 'manifest.json';
export const MANIFEST_CSV = 'manifest.csv';
export const SHA256SUMS = 'SHA256SUMS';
export const MANIFEST_SIGNATURE = 'manifest.json.sig';
export const PUBLIC_KEY_FILE = 'public-key.pem';
export const README_FILE = 'README.txt';

const MAX_NAME_LENGTH = 120;

/**
 * A file name safe in a ZIP and in a SHA256SUMS line: no folder separators, no control characters, no backslash (which
 * `sha256sum` would escape), no leading dot; blanks kept, at most 120 characters, the extension kept.
 */
export function safeName(name: string, fallback = 'file'): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '-')
    .replace(/^[.\s-]+/, '')
    .trim();
  if (!cleaned) return fallback;
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/** Paths made unique in the package: a second `photos/kiln.jpg` becomes `photos/kiln (2).jpg` (case ignored). */
export function createPathSet() {
  const used = new Set<string>();
  return (folder: string, name: string): string => {
    const base = safeName(name);
    let candidate = `${folder}/${base}`;
    for (let count = 2; used.has(candidate.toLowerCase()); count += 1) candidate = `${folder}/${base.replace(/(\.[^.]+)?$/, (extension) => ` (${count})${extension}`)}`;
    used.add(candidate.toLowerCase());
    return candidate;
  };
}

/** The entries in path order: the order of every list of the package. */
export function sortedEntries(entries: readonly ManifestEntry[]): ManifestEntry[] {
  return [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** manifest.json's text: the manifest with two-space indentation and a final line break (its bytes are what is signed). */
export function manifestJson(manifest: object): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** manifest.csv: `path,size,sha256`, one line per file, CRLF as RFC 4180 asks. */
export function manifestCsv(entries: readonly ManifestEntry[]): string {
  const lines = sortedEntries(entries).map((entry) => `${csvCell(entry.path)},${entry.size},${entry.sha256}`);
  return `path,size,sha256\r\n${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** SHA256SUMS: `<hash>  <path>` per line (text mode, as `sha256sum` writes it), LF line ends. */
export function sha256Sums(entries: readonly ManifestEntry[]): string {
  for (const entry of entries) {
    if (/[\n\r\\]/.test(entry.path)) throw new Error(`A package path cannot hold a line break or a backslash: ${entry.path}`);
  }
  return sortedEntries(entries)
    .map((entry) => `${entry.sha256}  ${entry.path}\n`)
    .join('');
}
