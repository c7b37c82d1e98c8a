import type { Context } from 'hono';
import type { z } from 'zod';
import { FileRejectedError } from '@/server/storage/upload-acceptance';
import { formatBytes, isMultipart } from './body';
import { ApiError, validationError } from './errors';
import { requestHeader } from './request-headers';
import { findUnsafeText, unsafeTextError, unsafeTextReason } from './safe-text';
import { uploadRefusal } from './upload-refusal';

/** A file received in the `file` field of a multipart request, read into memory (the body limit bounds it). */
export interface UploadedFile {
  name: string;
  /** The content type the client declared; check it against the bytes before trusting it. */
  declaredType: string;
  size: number;
  bytes: Uint8Array;
}

export interface MultipartOptions {
  /** Refuse the request when no file is attached (default true). */
  fileRequired?: boolean;
  /** Largest accepted file, in bytes. */
  maxFileBytes?: number;
}

async function readData(value: FormDataEntryValue | null): Promise<unknown> {
  if (value === null) return {};
  const text = typeof value === 'string' ? value : await value.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The multipart field data is not valid JSON');
  }
  const unsafe = findUnsafeText(parsed);
  if (unsafe) throw unsafeTextError('multipart field data', unsafe);
  return parsed;
}

/**
 * Reads the seed's multipart convention: `data` holds JSON (validated with the schema, fields named in errors)
 * and `file` the uploaded file.
 */
export async function parseMultipart<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  options: MultipartOptions & { fileRequired: false },
): Promise<{ data: z.output<Schema>; file: UploadedFile | undefined }>;
export async function parseMultipart<Schema extends z.ZodType>(c: Context, schema: Schema, options?: MultipartOptions): Promise<{ data: z.output<Schema>; file: UploadedFile }>;
export async function parseMultipart<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  options: MultipartOptions = {},
): Promise<{ data: z.output<Schema>; file: UploadedFile | undefined }> {
  if (!isMultipart(requestHeader(c, 'content-type'))) {
    throw new ApiError(415, 'Send this request as multipart/form-data with the fields data (JSON) and file');
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, 'The multipart body could not be read');
  }
  const parsed = schema.safeParse(await readData(form.get('data')));
  if (!parsed.success) throw validationError('data', parsed.error);

  const entry = form.get('file');
  if (entry === null) {
    if (options.fileRequired ?? true) throw new ApiError(400, 'The multipart field file is missing');
    return { data: parsed.data, file: undefined };
  }
  if (typeof entry === 'string') throw new ApiError(400, 'The multipart field file must be a file, not text');
  const badName = unsafeTextReason(entry.name);
  if (badName) throw new ApiError(400, `The file name ${badName}`);
  if (options.maxFileBytes !== undefined && entry.size > options.maxFileBytes) {
    throw uploadRefusal(new FileRejectedError(413, `The file is larger than the limit of ${formatBytes(options.maxFileBytes)}`, options.maxFileBytes));
  }
  return {
    data: parsed.data,
    file: {
      name: entry.name,
      declaredType: entry.type || 'application/octet-stream',
      size: entry.size,
      bytes: new Uint8Array(await entry.arrayBuffer()),
    },
  };
}

/**
 * The same convention with one or more `file` parts (a bulk upload, requirements ): every part checked as
 * `parseMultipart` checks its one file; at most `maxFiles`.
 */
export async function parseMultipartFiles<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  options: { maxFileBytes?: number; maxFiles: number },
): Promise<{ data: z.output<Schema>; files: UploadedFile[] }> {
  if (!isMultipart(requestHeader(c, 'content-type'))) {
    throw new ApiError(415, 'Send this request as multipart/form-data with the fields data (JSON) and file');
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, 'The multipart body could not be read');
  }
  const parsed = schema.safeParse(await readData(form.get('data')));
  if (!parsed.success) throw validationError('data', parsed.error);
  const entries = form.getAll('file');
  if (entries.length === 0) throw new ApiError(400, 'The multipart field file is missing');
  if (entries.length > options.maxFiles) throw new ApiError(400, `At most ${options.maxFiles} files at once`);
  const files: UploadedFile[] = [];
  for (const entry of entries) {
    if (typeof entry === 'string') throw new ApiError(400, 'The multipart field file must be a file, not text');
    const badName = unsafeTextReason(entry.name);
    if (badName) throw new ApiError(400, `The file name ${badName}`);
    if (options.maxFileBytes !== undefined && entry.size > options.maxFileBytes) {
      throw uploadRefusal(new FileRejectedError(413, `${entry.name}: the file is larger than the limit of ${formatBytes(options.maxFileBytes)}`, options.maxFileBytes));
    }
    files.push({ name: entry.name, declaredType: entry.type || 'application/octet-stream', size: entry.size, bytes: new Uint8Array(await entry.arrayBuffer()) });
  }
  return { data: parsed.data, files };
}
