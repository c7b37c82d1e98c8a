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

/** The form of a multipart request and its `data` field, validated with the schema (fields named in errors). */
async function readForm<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<{ form: FormData; data: z.output<Schema> }> {
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
  return { form, data: parsed.data };
}

/** One `file` part, its name checked and its size within the limit (the name leads the refusal when `named`). */
async function uploadedFile(entry: FormDataEntryValue, maxFileBytes: number | undefined, named: boolean): Promise<UploadedFile> {
  if (typeof entry === 'string') throw new ApiError(400, 'The multipart field file must be a file, not text');
  const badName = unsafeTextReason(entry.name);
  if (badName) throw new ApiError(400, `The file name ${badName}`);
  if (maxFileBytes !== undefined && entry.size > maxFileBytes) {
    const limit = formatBytes(maxFileBytes);
    const message = named ? `${entry.name}: the file is larger than the limit of ${limit}` : `The file is larger than the limit of ${limit}`;
    throw uploadRefusal(new FileRejectedError(413, message, maxFileBytes));
  }
  return { name: entry.name, declaredType: entry.type || 'application/octet-stream', size: entry.size, bytes: new Uint8Array(await entry.arrayBuffer()) };
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
  const { form, data } = await readForm(c, schema);
  const entry = form.get('file');
  if (entry === null) {
    if (options.fileRequired ?? true) throw new ApiError(400, 'The multipart field file is missing');
    return { data, file: undefined };
  }
  return { data, file: await uploadedFile(entry, options.maxFileBytes, false) };
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
  const { form, data } = await readForm(c, schema);
  const entries = form.getAll('file');
  if (entries.length === 0) throw new ApiError(400, 'The multipart field file is missing');
  if (entries.length > options.maxFiles) throw new ApiError(400, `At most ${options.maxFiles} files at once`);
  const files: UploadedFile[] = [];
  for (const entry of entries) files.push(await uploadedFile(entry, options.maxFileBytes, true));
  return { data, files };
}
