import path from 'node:path';
import { DefaultAzureCredential } from '@azure/identity';
import { BlobServiceClient } from '@azure/storage-blob';
import { z } from 'zod';
import { BlobFileStore } from './blob-store';
import { LocalFileStore } from './local-store';
import type { FileStore } from './types';

export const DEFAULT_DATA_DIR = '.data';

/** Where local files go by default: the `files` folder of DATA_DIR (`.data/files` without it). */
export function defaultFileStorageDir(dataDir: string | undefined): string {
  return path.join(dataDir?.trim() || DEFAULT_DATA_DIR, 'files');
}

const storageEnvSchema = z.object({
  AZURE_STORAGE_CONNECTION_STRING: z.string().trim().min(1).optional(),
  AZURE_STORAGE_ACCOUNT_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  FILE_STORAGE_DIR: z.string().trim().min(1).optional(),
});

/**
 * The file store for this environment: Azure Blob Storage from AZURE_STORAGE_CONNECTION_STRING, or from
 * AZURE_STORAGE_ACCOUNT_URL with DefaultAzureCredential (managed identity, workload identity, Azure CLI…);
 * otherwise a local directory, FILE_STORAGE_DIR (default `$DATA_DIR/files`, `.data/files` without DATA_DIR).
 */
export function createStorage(env: Record<string, string | undefined>): FileStore {
  const blank = (value: string | undefined) => (value?.trim() ? value : undefined);
  const parsed = storageEnvSchema.safeParse({
    AZURE_STORAGE_CONNECTION_STRING: blank(env.AZURE_STORAGE_CONNECTION_STRING),
    AZURE_STORAGE_ACCOUNT_URL: blank(env.AZURE_STORAGE_ACCOUNT_URL),
    FILE_STORAGE_DIR: blank(env.FILE_STORAGE_DIR),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${String(issue?.path[0])}: ${issue?.message}`);
  }
  const config = parsed.data;
  if (config.AZURE_STORAGE_CONNECTION_STRING) {
    return new BlobFileStore(BlobServiceClient.fromConnectionString(config.AZURE_STORAGE_CONNECTION_STRING));
  }
  if (config.AZURE_STORAGE_ACCOUNT_URL) {
    return new BlobFileStore(new BlobServiceClient(config.AZURE_STORAGE_ACCOUNT_URL, new DefaultAzureCredential()));
  }
  return new LocalFileStore(config.FILE_STORAGE_DIR ?? defaultFileStorageDir(env.DATA_DIR));
}
