import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { ARTEFACT_MAX_BYTES, artefactKindOf, type ArtefactContentType } from '@/lib/schemas/monitoring-artefact-constants';
import { decideContentType, emptyFile, notText, SNIFF_BYTES, tooLarge } from './content-type';

/**
 * Passes an artefact's bytes through to storage while it reads them: the SHA-256 and the size as they
 * arrive, the type from the first bytes against the declared one, the size limit of that type, and a CSV's bytes as
 * UTF-8 text. A refusal ends the stream with the ApiError that says why.
 */
export class InspectingStream extends Transform {
  private readonly hash = createHash('sha256');
  private readonly held: Buffer[] = [];
  private heldBytes = 0;
  private decoder: TextDecoder | undefined;
  size = 0;
  contentType: ArtefactContentType | undefined;
  /** When the last byte arrived. */
  endedAt: Date | undefined;

  constructor(
    private readonly declared: ArtefactContentType | undefined,
    private readonly fileName: string,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.count(chunk);
      if (this.contentType) return callback(null, this.pass(chunk));
      this.held.push(chunk);
      this.heldBytes += chunk.byteLength;
      if (this.heldBytes < SNIFF_BYTES) return callback();
      callback(null, this.release());
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      if (this.size === 0) throw emptyFile();
      if (!this.contentType) this.push(this.release());
      if (this.decoder) {
        this.decoder.decode();
      }
      this.endedAt = new Date();
      callback();
    } catch (error) {
      callback(error instanceof TypeError ? notText() : (error as Error));
    }
  }

  /** The hex digest; once the stream has ended. */
  digest(): string {
    return this.hash.digest('hex');
  }

  private count(chunk: Buffer): void {
    this.hash.update(chunk);
    this.size += chunk.byteLength;
    if (this.contentType && this.size > ARTEFACT_MAX_BYTES[artefactKindOf(this.contentType)]) throw tooLarge(this.contentType);
  }

  private release(): Buffer {
    const bytes = Buffer.concat(this.held);
    this.held.length = 0;
    this.contentType = decideContentType(bytes.subarray(0, SNIFF_BYTES), this.declared, this.fileName);
    if (this.size > ARTEFACT_MAX_BYTES[artefactKindOf(this.contentType)]) throw tooLarge(this.contentType);
    if (this.contentType === 'text/csv') this.decoder = new TextDecoder('utf-8', { fatal: true });
    return this.pass(bytes);
  }

  private pass(bytes: Buffer): Buffer {
    if (this.decoder) {
      if (bytes.includes(0)) throw notText();
      try {
        this.decoder.decode(bytes, { stream: true });
      } catch {
        throw notText();
      }
    }
    return bytes;
  }
}
