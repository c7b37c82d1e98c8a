import type { AcceptedContentType } from '@/lib/schemas/files';

/** The content types of each kind of upload a file question may ask for. */
export const ACCEPT_BY_KIND: Record<'document' | 'image' | 'dataset', AcceptedContentType[]> = {
  document: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'text/plain',
    'text/csv',
  ],
  image: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  dataset: ['text/csv', 'application/json', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
};

/** Every type the project's files accept. */
export const PROJECT_FILE_TYPES: AcceptedContentType[] = [...new Set([...ACCEPT_BY_KIND.document, ...ACCEPT_BY_KIND.image, ...ACCEPT_BY_KIND.dataset])];

export function acceptedTypes(kinds: readonly ('document' | 'image' | 'dataset')[]): AcceptedContentType[] {
  return [...new Set(kinds.flatMap((kind) => ACCEPT_BY_KIND[kind]))];
}

/** A size in words (kB, MB). */
export function formatSize(bytes: number, language: string): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString(language, { maximumFractionDigits: 0 })} kB`;
  return `${(bytes / 1024 / 1024).toLocaleString(language, { maximumFractionDigits: 1 })} MB`;
}
