import { randomUUID } from 'node:crypto';
import { containerNameSchema, objectPathSchema } from '@/lib/schemas/files';

export class InvalidObjectPathError extends Error {
  readonly status = 400;
  constructor(message: string) {
    super(message);
    this.name = 'InvalidObjectPathError';
  }
}

function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? 'invalid value';
}

export function assertContainerName(container: string): string {
  const parsed = containerNameSchema.safeParse(container);
  if (!parsed.success) throw new InvalidObjectPathError(`Invalid container "${container}": ${firstIssue(parsed.error)}`);
  return parsed.data;
}

export function assertObjectPath(path: string): string {
  const parsed = objectPathSchema.safeParse(path);
  if (!parsed.success) throw new InvalidObjectPathError(`Invalid object path: ${firstIssue(parsed.error)}`);
  return parsed.data;
}

const PREFIX = /^([A-Za-z0-9][A-Za-z0-9._-]*\/)*([A-Za-z0-9][A-Za-z0-9._-]*)?$/;

/** A listing prefix: whole segments followed by an optional partial segment, with the same characters as paths. */
export function assertListPrefix(prefix: string): string {
  if (prefix.length > 1024 || !PREFIX.test(prefix)) {
    throw new InvalidObjectPathError('Invalid listing prefix: use segments of letters, digits, ".", "_" and "-" separated by "/"');
  }
  return prefix;
}

const OWNER_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const MAX_NAME_LENGTH = 100;
const MAX_EXTENSION_LENGTH = 10;

/**
 * A file name reduced to letters, digits, '.', '_' and '-' (accents dropped, other characters become '-'),
 * at most 100 characters with its extension kept, never empty and never starting with a dot.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-');
  const dot = cleaned.lastIndexOf('.');
  const hasExtension = dot > 0 && /^[A-Za-z0-9]+$/.test(cleaned.slice(dot + 1)) && cleaned.length - dot - 1 <= MAX_EXTENSION_LENGTH;
  const extension = hasExtension ? cleaned.slice(dot).toLowerCase() : '';
  const stem = (hasExtension ? cleaned.slice(0, dot) : cleaned)
    .replace(/^[._-]+/, '')
    .slice(0, MAX_NAME_LENGTH - extension.length)
    .replace(/[._-]+$/, '');
  return `${stem || 'file'}${extension}`;
}

/**
 * A new, unique object path `<owner>/<uuid>-<safe-name>`. The owner is one to four segments of letters,
 * digits, '_' and '-' (for example a user id, or `projects/<id>`).
 */
export function newObjectPath(owner: string, fileName: string): string {
  const segments = owner.split('/');
  if (segments.length > 4 || !segments.every((segment) => OWNER_SEGMENT.test(segment))) {
    throw new InvalidObjectPathError('Invalid owner: one to four segments of letters, digits, "_" and "-"');
  }
  return assertObjectPath(`${owner}/${randomUUID()}-${safeFileName(fileName)}`);
}
