import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { InvalidObjectPathError } from '../object-path';
import type { FileStore } from '../types';

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function failingStream(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) {
        this.destroy(new Error('connection reset by the client'));
      } else {
        sent = true;
        this.push(Buffer.from('first part of the upload'));
      }
    },
  });
}

/** The behaviour every FileStore implementation shares; each test uses a container of its own. */
export function describeFileStoreContract(getStore: () => FileStore): void {
  let container: string;
  beforeEach(() => {
    container = `test-${randomUUID().slice(0, 8)}`;
  });

  it('stores bytes and reads them back with their size, SHA-256 and content type', async () => {
    const store = getStore();
    const bytes = Buffer.from('site,tonnes\nBordeaux,120\n');
    const stored = await store.put(container, 'owner-1/readings.csv', bytes, { contentType: 'text/csv' });
    expect(stored).toEqual({ path: 'owner-1/readings.csv', size: bytes.length, sha256: sha256(bytes), contentType: 'text/csv' });

    const reader = await store.get(container, 'owner-1/readings.csv');
    expect(reader).not.toBeNull();
    const { stream, ...metadata } = reader!;
    expect(metadata).toEqual(stored);
    expect(await readAll(stream)).toEqual(bytes);
  });

  it('stores a stream, hashing it on the way', async () => {
    const store = getStore();
    const parts = [Buffer.from('%PDF-1.7\n'), Buffer.alloc(70_000, 7), Buffer.from('%%EOF\n')];
    const whole = Buffer.concat(parts);
    const stored = await store.put(container, 'owner-1/report.pdf', Readable.from(parts), { contentType: 'application/pdf' });
    expect(stored).toEqual({ path: 'owner-1/report.pdf', size: whole.length, sha256: sha256(whole), contentType: 'application/pdf' });
    expect(await readAll((await store.get(container, 'owner-1/report.pdf'))!.stream)).toEqual(whole);
  });

  it('stores an empty object', async () => {
    const store = getStore();
    const stored = await store.put(container, 'owner-1/empty.txt', Readable.from([]), { contentType: 'text/plain' });
    expect(stored.size).toBe(0);
    expect(stored.sha256).toBe(sha256(new Uint8Array()));
    expect(await readAll((await store.get(container, 'owner-1/empty.txt'))!.stream)).toHaveLength(0);
  });

  it('replaces an object written to the same path', async () => {
    const store = getStore();
    await store.put(container, 'a/file.txt', Buffer.from('old'), { contentType: 'text/plain' });
    const second = await store.put(container, 'a/file.txt', Buffer.from('new content'), { contentType: 'text/csv' });
    const reader = (await store.get(container, 'a/file.txt'))!;
    expect(await readAll(reader.stream)).toEqual(Buffer.from('new content'));
    expect(reader.sha256).toBe(second.sha256);
    expect(reader.contentType).toBe('text/csv');
  });

  it('answers null, false and [] for what does not exist', async () => {
    const store = getStore();
    expect(await store.get(container, 'nobody/nothing.pdf')).toBeNull();
    expect(await store.exists(container, 'nobody/nothing.pdf')).toBe(false);
    expect(await store.delete(container, 'nobody/nothing.pdf')).toBe(false);
    expect(await store.list(container)).toEqual([]);
  });

  it('deletes an object', async () => {
    const store = getStore();
    await store.put(container, 'owner-1/a.txt', Buffer.from('a'), { contentType: 'text/plain' });
    expect(await store.exists(container, 'owner-1/a.txt')).toBe(true);
    expect(await store.delete(container, 'owner-1/a.txt')).toBe(true);
    expect(await store.exists(container, 'owner-1/a.txt')).toBe(false);
    expect(await store.get(container, 'owner-1/a.txt')).toBeNull();
    expect(await store.delete(container, 'owner-1/a.txt')).toBe(false);
  });

  it('lists objects by prefix in path order, nested folders included', async () => {
    const store = getStore();
    const paths = ['owner-2/b.txt', 'owner-1/z.txt', 'owner-1/sub/c.txt', 'owner-10/d.txt', 'owner-1/a.txt'];
    for (const path of paths) await store.put(container, path, Buffer.from(path), { contentType: 'text/plain' });

    const all = await store.list(container);
    expect(all.map((item) => item.path)).toEqual(['owner-1/a.txt', 'owner-1/sub/c.txt', 'owner-1/z.txt', 'owner-10/d.txt', 'owner-2/b.txt']);
    expect(all[0]).toEqual({
      path: 'owner-1/a.txt',
      size: 'owner-1/a.txt'.length,
      sha256: sha256(Buffer.from('owner-1/a.txt')),
      contentType: 'text/plain',
    });
    expect((await store.list(container, 'owner-1/')).map((item) => item.path)).toEqual(['owner-1/a.txt', 'owner-1/sub/c.txt', 'owner-1/z.txt']);
    expect((await store.list(container, 'owner-1')).map((item) => item.path)).toHaveLength(4);
    expect((await store.list(container, 'owner-1/sub/')).map((item) => item.path)).toEqual(['owner-1/sub/c.txt']);
    expect((await store.list(container, 'owner-1/s')).map((item) => item.path)).toEqual(['owner-1/sub/c.txt']);
    expect(await store.list(container, 'owner-3/')).toEqual([]);
  });

  it('keeps nothing of an upload whose stream fails', async () => {
    const store = getStore();
    await expect(store.put(container, 'owner-1/broken.pdf', failingStream(), { contentType: 'application/pdf' })).rejects.toThrow('connection reset by the client');
    expect(await store.exists(container, 'owner-1/broken.pdf')).toBe(false);
    expect(await store.get(container, 'owner-1/broken.pdf')).toBeNull();
    expect(await store.list(container)).toEqual([]);
  });

  it('refuses paths, containers and content types the server would never generate', async () => {
    const store = getStore();
    const body = Buffer.from('x');
    for (const path of ['../escape.txt', 'a/../../b.txt', '/abs.txt', 'a/.hidden', '']) {
      await expect(store.put(container, path, body, { contentType: 'text/plain' })).rejects.toThrow(InvalidObjectPathError);
      await expect(store.get(container, path)).rejects.toThrow(InvalidObjectPathError);
    }
    await expect(store.put('../etc', 'a.txt', body, { contentType: 'text/plain' })).rejects.toThrow(InvalidObjectPathError);
    await expect(store.list(container, '../')).rejects.toThrow(InvalidObjectPathError);
    await expect(store.put(container, 'a.txt', body, { contentType: 'text/html\r\nX-Evil: 1' })).rejects.toThrow();
    expect(await store.list(container)).toEqual([]);
  });
}
