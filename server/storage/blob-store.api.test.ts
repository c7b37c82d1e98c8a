import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { BlobServiceClient } from '@azure/storage-blob';
import { startAzuriteBlob, type AzuriteBlob } from '@/tests/standins/azurite';
import { BlobFileStore } from './blob-store';
import { createStorage } from './create-storage';
import { describeFileStoreContract, readAll } from './testing/store-contract';

jest.setTimeout(60_000);

let azurite: AzuriteBlob;
let service: BlobServiceClient;
let store: BlobFileStore;

beforeAll(async () => {
  azurite = await startAzuriteBlob();
  service = BlobServiceClient.fromConnectionString(azurite.connectionString);
  store = new BlobFileStore(service);
});

afterAll(async () => {
  await azurite?.stop();
});

describe('BlobFileStore on Azurite', () => {
  describeFileStoreContract(() => store);

  it('is what createStorage builds from AZURE_STORAGE_CONNECTION_STRING', async () => {
    const configured = createStorage({ AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString });
    expect(configured.kind).toBe('azure-blob');
    const container = `cfg-${randomUUID().slice(0, 8)}`;
    await configured.put(container, 'a/b.txt', Buffer.from('through createStorage'), { contentType: 'text/plain' });
    expect((await store.get(container, 'a/b.txt'))?.size).toBe('through createStorage'.length);
  });

  it('creates the container on first write and keeps the SHA-256 and content type on the blob itself', async () => {
    const container = `meta-${randomUUID().slice(0, 8)}`;
    expect(await service.getContainerClient(container).exists()).toBe(false);
    const bytes = Buffer.from('{"reactor":"R-2"}');
    await store.put(container, 'owner/reading.json', bytes, { contentType: 'application/json' });

    const properties = await service.getContainerClient(container).getBlobClient('owner/reading.json').getProperties();
    expect(properties.contentType).toBe('application/json');
    expect(properties.metadata).toEqual({ sha256: createHash('sha256').update(bytes).digest('hex') });
  });

  it('uploads a large stream in several blocks and commits it once', async () => {
    const container = `big-${randomUUID().slice(0, 8)}`;
    const chunk = Buffer.alloc(1024 * 1024);
    const chunks = Array.from({ length: 9 }, (_, index) => Buffer.from(chunk.fill(index)));
    const whole = Buffer.concat(chunks);
    const stored = await store.put(container, 'owner/big.bin', Readable.from(chunks), { contentType: 'application/octet-stream' });
    expect(stored.size).toBe(9 * 1024 * 1024);
    expect(stored.sha256).toBe(createHash('sha256').update(whole).digest('hex'));

    const blocks = await service.getContainerClient(container).getBlockBlobClient('owner/big.bin').getBlockList('committed');
    expect(blocks.committedBlocks?.length).toBe(3);
    const read = await readAll((await store.get(container, 'owner/big.bin'))!.stream);
    expect(read.equals(whole)).toBe(true);
  });

  it('refuses to serve a blob written without Groundwork metadata', async () => {
    const container = `raw-${randomUUID().slice(0, 8)}`;
    await service.getContainerClient(container).create();
    await service.getContainerClient(container).getBlockBlobClient('owner/raw.txt').upload('raw', 3);
    await expect(store.get(container, 'owner/raw.txt')).rejects.toThrow('lacks Groundwork metadata');
  });
});
