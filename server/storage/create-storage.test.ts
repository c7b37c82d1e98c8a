/** @jest-environment node */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createStorage } from './create-storage';
import { LocalFileStore } from './local-store';

describe('createStorage', () => {
  it('uses a local directory when no Azure storage is configured', async () => {
    const root = await mkdtemp(join(tmpdir(), 'groundwork-create-'));
    try {
      const store = createStorage({ FILE_STORAGE_DIR: root, AZURE_STORAGE_CONNECTION_STRING: '  ' });
      expect(store.kind).toBe('local');
      await store.put('profiles', 'u-1/a.txt', Buffer.from('hello'), { contentType: 'text/plain' });
      expect(await readFile(join(root, 'profiles', 'u-1', 'a.txt'), 'utf8')).toBe('hello');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('defaults the local directory to .data/files', () => {
    const store = createStorage({});
    expect(store).toBeInstanceOf(LocalFileStore);
    expect((store as LocalFileStore).root).toBe(resolve('.data/files'));
  });

  it('defaults the local directory to the files folder of DATA_DIR', () => {
    const store = createStorage({ DATA_DIR: '/srv/groundwork-data' });
    expect((store as LocalFileStore).root).toBe(resolve('/srv/groundwork-data/files'));
  });

  it('keeps an explicit FILE_STORAGE_DIR over DATA_DIR', () => {
    const store = createStorage({ DATA_DIR: '/srv/groundwork-data', FILE_STORAGE_DIR: '/mnt/uploads' });
    expect((store as LocalFileStore).root).toBe(resolve('/mnt/uploads'));
  });

  it('uses Blob Storage with the default Azure credential when an account URL is set', () => {
    expect(createStorage({ AZURE_STORAGE_ACCOUNT_URL: 'https://groundwork.blob.core.windows.net' }).kind).toBe('azure-blob');
  });

  it('refuses an account URL that is not http(s)', () => {
    expect(() => createStorage({ AZURE_STORAGE_ACCOUNT_URL: 'ftp://groundwork' })).toThrow('AZURE_STORAGE_ACCOUNT_URL: must be an http(s) URL');
  });
});
