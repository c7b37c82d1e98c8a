/** @jest-environment node */
import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { LocalFileStore } from './local-store';
import { describeFileStoreContract, readAll } from './testing/store-contract';

let root: string;
let store: LocalFileStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'groundwork-files-'));
  store = new LocalFileStore(root);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('LocalFileStore', () => {
  describeFileStoreContract(() => store);

  it('keeps files under <root>/<container>/<path>', async () => {
    await store.put('projects', 'p-1/plan.txt', Buffer.from('plan'), { contentType: 'text/plain' });
    expect(await readdir(join(root, 'projects', 'p-1'))).toEqual(['.plan.txt.meta.json', 'plan.txt']);
  });

  it('leaves no temporary file behind, after a success or a failure', async () => {
    await store.put('projects', 'p-1/ok.txt', Buffer.from('ok'), { contentType: 'text/plain' });
    const failing = new Readable({
      read() {
        this.destroy(new Error('boom'));
      },
    });
    await expect(store.put('projects', 'p-1/ko.txt', failing, { contentType: 'text/plain' })).rejects.toThrow('boom');
    expect((await readdir(join(root, 'projects', 'p-1'))).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
  });

  it('does not show a file without its metadata (an interrupted write)', async () => {
    await mkdir(join(root, 'projects', 'p-1'), { recursive: true });
    await writeFile(join(root, 'projects', 'p-1', 'orphan.txt'), 'no metadata');
    expect(await store.exists('projects', 'p-1/orphan.txt')).toBe(false);
    expect(await store.get('projects', 'p-1/orphan.txt')).toBeNull();
    expect(await store.list('projects')).toEqual([]);
  });

  it('serves readers of the old version while a new one is written', async () => {
    await store.put('projects', 'p-1/doc.txt', Buffer.from('version 1'), { contentType: 'text/plain' });
    const reader = (await store.get('projects', 'p-1/doc.txt'))!;
    await store.put('projects', 'p-1/doc.txt', Buffer.from('version 2'), { contentType: 'text/plain' });
    expect((await readAll(reader.stream)).toString()).toBe('version 1');
  });
});
