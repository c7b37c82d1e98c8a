import { z } from 'zod';

/** Content types Groundwork accepts for uploaded files; each is checked against the file's bytes. */
export const ACCEPTED_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/csv',
  'text/plain',
  'application/json',
] as const;

export const contentTypeSchema = z.enum(ACCEPTED_CONTENT_TYPES);
export type AcceptedContentType = z.infer<typeof contentTypeSchema>;

/** What an upload is for; each kind has its own size limit and allowed content types. */
export const UPLOAD_KINDS = ['document', 'image', 'dataset', 'avatar'] as const;
export const uploadKindSchema = z.enum(UPLOAD_KINDS);
export type UploadKind = z.infer<typeof uploadKindSchema>;

export const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'A SHA-256 digest is 64 lower-case hexadecimal characters');

/** Azure's container rules, applied to the local store as well: 3-63 of a-z, 0-9 and single hyphens. */
export const containerNameSchema = z
  .string()
  .regex(/^(?=.{3,63}$)[a-z0-9]+(-[a-z0-9]+)*$/, 'A container name has 3 to 63 lower-case letters, digits and single hyphens, starting and ending with a letter or digit');

const PATH_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** An object path inside a container: up to 8 segments of letters, digits, '.', '_' and '-', none starting with '.' or '-'. */
export const objectPathSchema = z
  .string()
  .min(1, 'An object path cannot be empty')
  .max(1024, 'An object path has at most 1024 characters')
  .refine(
    (path) => {
      const segments = path.split('/');
      return segments.length <= 8 && segments.every((segment) => PATH_SEGMENT.test(segment));
    },
    { message: 'An object path is made of up to 8 segments of letters, digits, ".", "_" and "-", each starting with a letter or digit' },
  );

export const mimeTypeSchema = z
  .string()
  .max(255)
  .regex(/^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/, 'A content type looks like type/subtype');

/** What the store keeps about every object. */
export const storedObjectSchema = z.object({
  path: objectPathSchema,
  size: z.number().int().nonnegative(),
  sha256: sha256Schema,
  contentType: mimeTypeSchema,
});
export type StoredObject = z.infer<typeof storedObjectSchema>;

/**
 * A file as the API describes it: what the store keeps about the object (its fields in the API's own spelling; the
 * store's record stays as it is written on disk and in blob metadata) plus the name the user gave it and when it
 * arrived.
 */
export const fileMetadataSchema = z.object({
  path: objectPathSchema,
  size: z.number().int().nonnegative(),
  sha256: sha256Schema,
  content_type: mimeTypeSchema,
  name: z.string().min(1).max(255),
  uploaded_at: z.iso.datetime(),
});
export type FileMetadata = z.infer<typeof fileMetadataSchema>;
