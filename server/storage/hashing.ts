import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Passes bytes through unchanged while counting them and computing their SHA-256. */
export class DigestingStream extends Transform {
  private readonly hash: Hash = createHash('sha256');
  size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.size += chunk.byteLength;
    callback(null, chunk);
  }

  /** The hex digest; call once the stream has ended. */
  digest(): string {
    return this.hash.digest('hex');
  }
}
