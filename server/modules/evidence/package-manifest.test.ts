/** @jest-environment node */
import { createHash, generateKeyPairSync, createPublicKey } from 'node:crypto';
import { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { manifestSchema } from '@/lib/schemas/monitoring-package';
import { packageBytes, type PackageContent } from './package-build';
import { createPathSet, manifestCsv, safeName, sha256Sums } from './package-manifest';
import { manifestSignatureHolds } from './package-signature';

const sha = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

describe('the manifest writer', () => {
  const entries = [
    { path: 'files/kiln_run_photo/b.jpg', size: 3, sha256: sha('bbb') },
    { path: 'files/kiln_run_photo/a, "first".jpg', size: 1, sha256: sha('a') },
  ];

  it('writes SHA256SUMS in the form sha256sum -c reads, sorted by path', () => {
    expect(sha256Sums(entries)).toBe(`${sha('a')}  files/kiln_run_photo/a, "first".jpg\n${sha('bbb')}  files/kiln_run_photo/b.jpg\n`);
  });

  it('writes manifest.csv with a header, quoted paths and CRLF line ends', () => {
    expect(manifestCsv(entries)).toBe(`path,size,sha256\r\n"files/kiln_run_photo/a, ""first"".jpg",1,${sha('a')}\r\nfiles/kiln_run_photo/b.jpg,3,${sha('bbb')}\r\n`);
  });

  it('refuses a path sha256sum would escape', () => {
    expect(() => sha256Sums([{ path: 'a\\b', size: 0, sha256: sha('') }])).toThrow(/backslash/);
  });

  it('makes names safe and paths unique', () => {
    expect(safeName('../../etc/passwd')).toBe('etc-passwd');
    expect(safeName('line\nbreak.jpg')).toBe('line-break.jpg');
    expect(safeName('')).toBe('file');
    expect(safeName(`${'x'.repeat(200)}.jpeg`)).toHaveLength(120);
    expect(safeName(`${'x'.repeat(200)}.jpeg`).endsWith('.jpeg')).toBe(true);
    const pathOf = createPathSet();
    expect([pathOf('files/a', 'kiln.jpg'), pathOf('files/a', 'Kiln.jpg'), pathOf('files/a', 'kiln.jpg'), pathOf('files/b', 'kiln.jpg')]).toEqual([
      'files/a/kiln.jpg',
      'files/a/Kiln (2).jpg',
      'files/a/kiln (3).jpg',
      'files/b/kiln.jpg',
    ]);
  });
});

describe('the package’s bytes', () => {
  const { privateKey } = generateKeyPairSync('ed25519');
  const key = { privateKey, publicKey: createPublicKey(privateKey), id: 'test-key-0000000' };
  const photo = new Uint8Array(300_000).map((_, index) => index % 251);

  const content = (altered: boolean): PackageContent => ({
    head: { monitoring_id: '00000000-0000-4000-8000-000000000001', project_name: 'Kiln', scope: { batch_id: null, batch_code: null, from: 'a', to: 'b' } },
    createdAt: new Date('2026-11-27T10:00:00Z'),
    readme: 'read me',
    readings: [{ path: 'readings/kiln.csv', open: async () => new Blob(['site,reactor\r\n']).stream() }],
    kpis: { json: '[]\n', csv: 'reactor\r\n' },
    files: [
      {
        path: 'files/untagged/photo.jpg',
        artefactId: 'p',
        recordedSha256: altered ? sha('other') : sha(photo),
        open: async () => Readable.from([photo.slice(0, 65536), photo.slice(65536)]),
      },
      { path: 'files/untagged/gone.pdf', artefactId: 'g', recordedSha256: sha('x'), open: async () => null },
    ],
    records: (states) => Object.fromEntries(states),
    report: async (counts) => new TextEncoder().encode(JSON.stringify(counts)),
    key,
  });

  async function unzip(altered = false) {
    const chunks: Uint8Array[] = [];
    let done: unknown;
    for await (const chunk of packageBytes(content(altered), async (result) => void (done = result))) chunks.push(chunk);
    return { files: unzipSync(Buffer.concat(chunks)), done };
  }

  it('lists every file with its SHA-256, and signs the manifest', async () => {
    const { files, done } = await unzip();
    const manifest = manifestSchema.parse(JSON.parse(new TextDecoder().decode(files['manifest.json'])));
    expect(manifest.files.map((entry) => entry.path)).toEqual([
      'README.txt',
      'evidence/records.json',
      'files/untagged/photo.jpg',
      'kpis/kpis.csv',
      'kpis/kpis.json',
      'readings/kiln.csv',
      'report/period-report.pdf',
    ]);
    for (const entry of manifest.files) {
      expect(sha(files[entry.path])).toBe(entry.sha256);
      expect(files[entry.path].byteLength).toBe(entry.size);
    }
    const sums = new TextDecoder().decode(files.SHA256SUMS).trim().split('\n');
    expect(sums).toHaveLength(manifest.files.length + 2);
    for (const line of sums) {
      const [hash, path] = line.split('  ');
      expect(sha(files[path])).toBe(hash);
    }
    expect(manifestSignatureHolds(createPublicKey(new TextDecoder().decode(files['public-key.pem'])), files['manifest.json'], files['manifest.json.sig'])).toBe(true);
    expect(JSON.parse(new TextDecoder().decode(files['evidence/records.json']))).toEqual({ p: 'intact', g: 'missing' });
    expect(done).toMatchObject({ files: 7, states: { intact: 1, altered: 0, missing: 1 }, manifestSha256: sha(files['manifest.json']) });
  });

  it('says a file whose bytes differ from the recorded hash is altered', async () => {
    const { files } = await unzip(true);
    expect(JSON.parse(new TextDecoder().decode(files['evidence/records.json']))).toEqual({ p: 'altered', g: 'missing' });
    expect(JSON.parse(new TextDecoder().decode(files['report/period-report.pdf']))).toEqual({ intact: 0, altered: 1, missing: 1 });
  });
});
