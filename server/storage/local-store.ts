import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { mimeTypeSchema, storedObjectSchema } from '@/lib/schemas/files';
import { DigestingStream } from './hashing';
import { InvalidObjectPathError, assertContainerName, assertListPrefix, assertObjectPath } from './object-path';
import type { FileStore, ObjectBody, ObjectReader, PutOptions, StoredObject } from './types';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

interface Location {
  file: string;
  metadata: string;
  directory: string;
}

/**
 * Files in a local directory: `<root>/<container>/<path>`, each with a hidden `.<name>.meta.json` beside it
 * holding its size, SHA-256 and content type. Writes go to a temporary file renamed into place, so a reader
 * never sees half an object; the metadata file is written last and marks the object as present.
 */
export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private containerDirectory(container: string): string {
    return join(this.root, assertContainerName(container));
  }

  private locate(container: string, path: string): Location {
    const base = this.containerDirectory(container);
    const file = resolve(base, ...assertObjectPath(path).split('/'));
    if (!file.startsWith(base + sep)) throw new InvalidObjectPathError('Invalid object path: it leaves its container');
    const directory = dirname(file);
    return { file, directory, metadata: join(directory, `.${basename(file)}.meta.json`) };
  }

  private async writeAtomically(directory: string, target: string, body: ObjectBody): Promise<DigestingStream> {
    const temporary = join(directory, `.tmp-${randomUUID()}`);
    const digest = new DigestingStream();
    try {
      const source = body instanceof Uint8Array ? [body] : body;
      await pipeline(source, digest, createWriteStream(temporary, { flags: 'wx' }));
      await rename(temporary, target);
      return digest;
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async put(container: string, path: string, body: ObjectBody, options: PutOptions): Promise<StoredObject> {
    const contentType = mimeTypeSchema.parse(options.contentType);
    const location = this.locate(container, path);
    await mkdir(location.directory, { recursive: true });
    const digest = await this.writeAtomically(location.directory, location.file, body);
    const stored: StoredObject = { path, size: digest.size, sha256: digest.digest(), contentType };
    const metadata = new TextEncoder().encode(JSON.stringify(stored));
    await this.writeAtomically(location.directory, location.metadata, metadata);
    return stored;
  }

  private async readMetadata(location: Location): Promise<StoredObject | null> {
    try {
      return storedObjectSchema.parse(JSON.parse(await readFile(location.metadata, 'utf8')));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(container: string, path: string): Promise<ObjectReader | null> {
    const location = this.locate(container, path);
    const metadata = await this.readMetadata(location);
    if (!metadata) return null;
    try {
      const handle = await open(location.file, 'r');
      return { ...metadata, stream: handle.createReadStream() };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(container: string, path: string): Promise<boolean> {
    const location = this.locate(container, path);
    const existed = await this.exists(container, path);
    await rm(location.metadata, { force: true });
    await rm(location.file, { force: true });
    return existed;
  }

  async exists(container: string, path: string): Promise<boolean> {
    const location = this.locate(container, path);
    try {
      await Promise.all([stat(location.metadata), stat(location.file)]);
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async list(container: string, prefix = ''): Promise<StoredObject[]> {
    const base = this.containerDirectory(container);
    const lastSlash = assertListPrefix(prefix).lastIndexOf('/');
    const start = lastSlash < 0 ? base : join(base, ...prefix.slice(0, lastSlash).split('/'));
    const found: StoredObject[] = [];
    for (const file of await this.walk(start)) {
      const path = relative(base, file).split(sep).join('/');
      if (!path.startsWith(prefix)) continue;
      const metadata = await this.readMetadata(this.locate(container, path));
      if (metadata) found.push(metadata);
    }
    return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  private async walk(directory: string): Promise<string[]> {
    let entries;
    try {
      entries = await readdir(directory, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const files: string[] = [];
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = join(directory, entry.name);
      if (entry.isDirectory()) files.push(...(await this.walk(full)));
      else if (entry.isFile()) files.push(full);
    }
    return files;
  }
}
