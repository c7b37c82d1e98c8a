import { Readable, Transform } from 'node:stream';
import type { FileStore } from '@/server/storage';

/**
 * Where the parts of a phone upload wait until the last one arrives: objects of the storage interface (the
 * local directory or Blob Storage, so any instance may receive the next part), one per part, named by its offset, in
 * the monitoring container under `mobile-uploads/<monitoring>/<upload>/`. A part is streamed in and the whole file
 * streamed out part after part: memory stays flat whatever the file's size. The parts are removed once the artefact
 * is made.
 */
export interface UploadParts {
  /** Stores a part's bytes at its offset; answers how many bytes it held (at most `maxBytes`, else it throws). */
  put(upload: PartOwner, offset: number, body: Readable, maxBytes: number): Promise<number>;
  /** The whole file, its parts one after the other. */
  read(upload: PartOwner): Readable;
  remove(upload: PartOwner): Promise<void>;
}

export interface PartOwner {
  monitoringId: string;
  id: string;
}

/** A part longer than the upload's declared size. */
export class PartTooLongError extends Error {
  constructor() {
    super('part too long');
  }
}

const prefixOf = (upload: PartOwner) => `mobile-uploads/${upload.monitoringId}/${upload.id}/`;
/** Offsets padded so that path order is offset order. */
const pathOf = (upload: PartOwner, offset: number) => `${prefixOf(upload)}${String(offset).padStart(12, '0')}`;

export function createUploadParts(storage: FileStore, container: string): UploadParts {
  return {
    async put(upload, offset, body, maxBytes) {
      let length = 0;
      // Past the limit the rest is read and dropped (no error event mid-stream), and the part refused once stored.
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          length += chunk.length;
          done(null, length > maxBytes ? undefined : chunk);
        },
      });
      body.on('error', (error) => counted.destroy(error));
      const path = pathOf(upload, offset);
      await storage.put(container, path, body.pipe(counted), { contentType: 'application/octet-stream' });
      if (length > maxBytes) {
        await storage.delete(container, path);
        throw new PartTooLongError();
      }
      return length;
    },

    read(upload) {
      async function* bytes() {
        const parts = await storage.list(container, prefixOf(upload));
        for (const part of parts) {
          const reader = await storage.get(container, part.path);
          if (!reader) throw new Error(`The part ${part.path} is missing`);
          for await (const chunk of reader.stream) yield chunk as Buffer;
        }
      }
      return Readable.from(bytes());
    },

    async remove(upload) {
      const parts = await storage.list(container, prefixOf(upload));
      await Promise.all(parts.map((part) => storage.delete(container, part.path)));
    },
  };
}
