import { pipeline, type Readable } from 'node:stream';
import type { BlobServiceClient, ContainerClient } from '@azure/storage-blob';
import { mimeTypeSchema, storedObjectSchema } from '@/lib/schemas/files';
import { DigestingStream, sha256Hex } from './hashing';
import { assertContainerName, assertListPrefix, assertObjectPath } from './object-path';
import type { FileStore, ObjectBody, ObjectReader, PutOptions, StoredObject } from './types';

const BLOCK_SIZE = 4 * 1024 * 1024;
const SHA256_METADATA = 'sha256';

function isNotFound(error: unknown): boolean {
  return (error as { statusCode?: number }).statusCode === 404;
}

function blockId(index: number): string {
  return Buffer.from(index.toString().padStart(6, '0')).toString('base64');
}

/**
 * Files in Azure Blob Storage: one container per storage area (created on first write), the SHA-256 kept in
 * each blob's metadata and the content type in its HTTP headers. A streamed upload is staged in blocks and
 * committed with its metadata at the end, so a blob never appears without its digest.
 */
export class BlobFileStore implements FileStore {
  readonly kind = 'azure-blob' as const;
  private readonly created = new Map<string, Promise<unknown>>();

  constructor(private readonly service: BlobServiceClient) {}

  private container(container: string): ContainerClient {
    return this.service.getContainerClient(assertContainerName(container));
  }

  private async writableContainer(container: string): Promise<ContainerClient> {
    const client = this.container(container);
    let creation = this.created.get(client.containerName);
    if (!creation) {
      creation = client.createIfNotExists();
      this.created.set(client.containerName, creation);
      creation.catch(() => this.created.delete(client.containerName));
    }
    await creation;
    return client;
  }

  async put(container: string, path: string, body: ObjectBody, options: PutOptions): Promise<StoredObject> {
    const contentType = mimeTypeSchema.parse(options.contentType);
    const blob = (await this.writableContainer(container)).getBlockBlobClient(assertObjectPath(path));
    const blobHTTPHeaders = { blobContentType: contentType };
    if (body instanceof Uint8Array) {
      const sha256 = sha256Hex(body);
      await blob.upload(body, body.byteLength, { blobHTTPHeaders, metadata: { [SHA256_METADATA]: sha256 } });
      return { path, size: body.byteLength, sha256, contentType };
    }
    const digest = new DigestingStream();
    const blocks: string[] = [];
    let pending: Buffer[] = [];
    let pendingSize = 0;
    const stage = async () => {
      const id = blockId(blocks.length);
      await blob.stageBlock(id, Buffer.concat(pending), pendingSize);
      blocks.push(id);
      pending = [];
      pendingSize = 0;
    };
    for await (const chunk of pipeline(body, digest, () => undefined)) {
      pending.push(chunk as Buffer);
      pendingSize += (chunk as Buffer).byteLength;
      if (pendingSize >= BLOCK_SIZE) await stage();
    }
    if (pendingSize > 0 || blocks.length === 0) await stage();
    const sha256 = digest.digest();
    await blob.commitBlockList(blocks, { blobHTTPHeaders, metadata: { [SHA256_METADATA]: sha256 } });
    return { path, size: digest.size, sha256, contentType };
  }

  async get(container: string, path: string): Promise<ObjectReader | null> {
    const blob = this.container(container).getBlobClient(assertObjectPath(path));
    try {
      const response = await blob.download();
      const stream = response.readableStreamBody as Readable;
      const stored = storedObjectSchema.safeParse({
        path,
        size: response.contentLength,
        sha256: response.metadata?.[SHA256_METADATA],
        contentType: response.contentType,
      });
      if (!stored.success) {
        stream.destroy();
        throw new Error(`Blob ${container}/${path} lacks Groundwork metadata: ${stored.error.issues[0]?.message}`);
      }
      return { ...stored.data, stream };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(container: string, path: string): Promise<boolean> {
    try {
      const response = await this.container(container).getBlobClient(assertObjectPath(path)).deleteIfExists();
      return response.succeeded;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async exists(container: string, path: string): Promise<boolean> {
    return this.container(container).getBlobClient(assertObjectPath(path)).exists();
  }

  async list(container: string, prefix = ''): Promise<StoredObject[]> {
    const client = this.container(container);
    const found: StoredObject[] = [];
    try {
      for await (const item of client.listBlobsFlat({ prefix: assertListPrefix(prefix) || undefined, includeMetadata: true })) {
        found.push(
          storedObjectSchema.parse({
            path: item.name,
            size: item.properties.contentLength,
            sha256: item.metadata?.[SHA256_METADATA],
            contentType: item.properties.contentType,
          }),
        );
      }
    } catch (error) {
      if (isNotFound(error)) return [];
      throw error;
    }
    return found;
  }
}
