import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Pages built ahead of any request (the 404 and 500 pages: Next allows them no server-side props) carry no nonce,
 * yet Next puts an inline script in them (the bundler's chunk list). Their inline scripts are allowed by hash:
 * read from the built HTML once at start.
 */

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** Script types a browser runs; JSON data blocks (`__NEXT_DATA__`) are not run and need nothing. */
const RUNNABLE_TYPE = /\btype=["']?(text\/javascript|module|application\/javascript)["']?/i;

/** The `'sha256-…'` sources of the inline scripts a browser would run in this HTML. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes, body] = match;
    if (/\btype=/i.test(attributes) && !RUNNABLE_TYPE.test(attributes)) continue;
    if (!body.trim()) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function htmlFiles(directory: string): string[] {
  let entries;
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The hashes of every inline script of the prerendered pages of a Next build (none when there is no build). */
export function prerenderedScriptHashes(distDir: string): string[] {
  const hashes = htmlFiles(path.join(distDir, 'server', 'pages')).flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')));
  return [...new Set(hashes)];
}
