import { createHash } from 'node:crypto';
import { Zip, ZipPassThrough } from 'fflate';
import type { ManifestEntry } from '@/lib/schemas/monitoring-package';

/**
 * A ZIP written as it is read (requirements ): each file is stored as it is (photos and PDFs do not shrink),
 * hashed with SHA-256 and counted while its bytes pass, and the ZIP's bytes wait in `take()` for the reader. Whoever
 * drives it yields what `take()` gives after each push, so no more than one chunk of a file is held at a time.
 */
export function createZipWriter(modifiedAt: Date = new Date()) {
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  let done = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else pending.push(chunk);
    if (final) done = true;
  });
  const entries: ManifestEntry[] = [];

  const check = () => {
    if (failure) throw failure;
  };

  return {
    /** The ZIP's bytes made since the last call. */
    take(): Uint8Array[] {
      check();
      return pending.splice(0, pending.length);
    },

    /** Opens a file of the package: push its chunks, then close it to know its size and SHA-256. */
    open(path: string) {
      const entry = new ZipPassThrough(path);
      entry.mtime = modifiedAt;
      zip.add(entry);
      const hash = createHash('sha256');
      let size = 0;
      return {
        push(chunk: Uint8Array): void {
          hash.update(chunk);
          size += chunk.byteLength;
          entry.push(chunk, false);
          check();
        },
        close(): ManifestEntry {
          entry.push(new Uint8Array(0), true);
          check();
          const written = { path, size, sha256: hash.digest('hex') };
          entries.push(written);
          return written;
        },
      };
    },

    /** A whole file at once (what the package writes itself: lists, records, the report). */
    add(path: string, bytes: Uint8Array | string): ManifestEntry {
      const file = this.open(path);
      file.push(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes);
      return file.close();
    },

    /** Every file closed so far, in the order written. */
    entries(): ManifestEntry[] {
      return [...entries];
    },

    end(): void {
      zip.end();
      check();
    },

    get finished(): boolean {
      return done;
    },
  };
}
export type ZipWriter = ReturnType<typeof createZipWriter>;

/** Bytes of a stream (node Readable or web ReadableStream) as Uint8Array chunks. */
export async function* chunksOf(source: AsyncIterable<unknown> | ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const iterable = source instanceof ReadableStream ? (source as unknown as AsyncIterable<Uint8Array>) : source;
  for await (const chunk of iterable) {
    if (chunk instanceof Uint8Array) yield chunk;
    else if (typeof chunk === 'string') yield new TextEncoder().encode(chunk);
    else throw new Error('A package file gave something other than bytes');
  }
}

/** A generator of chunks as a web stream the reader pulls: nothing is made ahead of what is read. */
export function zipStream(chunks: AsyncGenerator<Uint8Array>, onError?: (error: unknown) => void): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          onError?.(error);
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
