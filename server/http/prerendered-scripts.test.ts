/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineScriptHashes, prerenderedScriptHashes } from './prerendered-scripts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const RUNTIME = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"]});';

describe('inline scripts of prerendered pages', () => {
  it('hashes the scripts a browser runs, not external ones nor JSON data', () => {
    const html = `<head><script>${RUNTIME}</script><script src="/_next/a.js" defer=""></script></head>
<body><script id="__NEXT_DATA__" type="application/json">{"props":{}}</script><script type="module">go()</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha(RUNTIME), sha('go()')]);
  });

  it('reads every HTML page of a build, and nothing when there is no build', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'groundwork-dist-'));
    try {
      mkdirSync(path.join(dist, 'server', 'pages', 'fr'), { recursive: true });
      writeFileSync(path.join(dist, 'server', 'pages', '404.html'), `<script>${RUNTIME}</script>`);
      writeFileSync(path.join(dist, 'server', 'pages', 'fr', '500.html'), `<script>${RUNTIME}</script><script>other()</script>`);
      writeFileSync(path.join(dist, 'server', 'pages', '404.js'), '<script>not html</script>');
      expect(prerenderedScriptHashes(dist).sort()).toEqual([sha(RUNTIME), sha('other()')].sort());
      expect(prerenderedScriptHashes(path.join(dist, 'missing'))).toEqual([]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
