import type { DataroomFileRow } from '@/server/db/schema';

/** Documents whose page texts are kept in memory (each a few kilobytes of text per page). */
const CACHED_DOCUMENTS = 32;
/** Characters shown either side of a match. */
const EXCERPT_SIDE = 60;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let loading: Promise<PdfJs> | undefined;

/**
 * pdf.js for Node (its legacy build), loaded on the first search; its worker runs on the main thread (handed over as
 * `globalThis.pdfjsWorker`, as pdf.js documents), so no worker file is looked up at run time.
 */
function pdfjs(): Promise<PdfJs> {
  loading ??= Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('pdfjs-dist/legacy/build/pdf.worker.mjs')]).then(([library, worker]) => {
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return library;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Each page's text, in page order (an image has none). */
export async function extractPageTexts(bytes: Uint8Array, contentType: string): Promise<string[]> {
  if (contentType !== 'application/pdf') return [''];
  const library = await pdfjs();
  const doc = await library.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const texts: string[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const content = await (await doc.getPage(number)).getTextContent();
      texts.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
    return texts;
  } finally {
    await doc.destroy();
  }
}

/** Lower case without accents, so that "resume" finds "Résumé"; one character for one, so offsets still match. */
export function folded(text: string): string {
  return Array.from(text, (character) => {
    const plain = character
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    return plain.length === character.length ? plain : character;
  }).join('');
}

/** The pages holding the words, each with the words in their context. */
export function searchPages(texts: string[], query: string): { page: number; excerpt: string }[] {
  const needle = folded(query.trim());
  if (!needle) return [];
  const matches: { page: number; excerpt: string }[] = [];
  texts.forEach((text, index) => {
    const at = folded(text).indexOf(needle);
    if (at < 0) return;
    const start = Math.max(0, at - EXCERPT_SIDE);
    const end = Math.min(text.length, at + needle.length + EXCERPT_SIDE);
    matches.push({ page: index + 1, excerpt: `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}` });
  });
  return matches;
}

/** The page texts of the documents searched lately, read once per document (the bytes of a document never change). */
export function createPageTexts(read: (file: DataroomFileRow) => Promise<Uint8Array>) {
  const cache = new Map<string, Promise<string[]>>();
  return async function pageTexts(file: DataroomFileRow): Promise<string[]> {
    let texts = cache.get(file.id);
    if (texts) {
      cache.delete(file.id);
    } else {
      texts = read(file).then((bytes) => extractPageTexts(bytes, file.contentType));
      texts.catch(() => cache.delete(file.id));
    }
    cache.set(file.id, texts);
    while (cache.size > CACHED_DOCUMENTS) cache.delete(cache.keys().next().value as string);
    return (await texts).slice(0, file.pageCount);
  };
}
