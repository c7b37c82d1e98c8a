import type { AnswerValue } from '@/lib/schemas/assessments';

/**
 * Drafts: what the user typed that cannot be saved yet (too short, not in the expected format), kept in this
 * browser's local storage so that a reload brings it back. A draft names the version of the stored answer it
 * was typed over; when someone saves the answer after it, the draft is dropped (the stored answer is newer).
 */
export interface StoredDraft {
  value: AnswerValue | null;
  baseVersion: number;
}

const PREFIX = 'groundwork:draft:';

const keyOf = (assessmentId: string, questionId: string) => `${PREFIX}${assessmentId}:${questionId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps the draft of one answer. */
export function keepDraft(assessmentId: string, questionId: string, draft: StoredDraft): void {
  try {
    storage()?.setItem(keyOf(assessmentId, questionId), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the draft stays on screen for this visit only.
  }
}

/** Forgets the draft of one answer (a valid value was saved, or the answer was cleared). */
export function dropDraft(assessmentId: string, questionId: string): void {
  try {
    storage()?.removeItem(keyOf(assessmentId, questionId));
  } catch {
    // Nothing to forget.
  }
}

function parseDraft(text: string | null): StoredDraft | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<StoredDraft>;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.baseVersion !== 'number' || !('value' in parsed)) return null;
    return { value: parsed.value ?? null, baseVersion: parsed.baseVersion };
  } catch {
    return null;
  }
}

/** The drafts kept for one assessment, by question. */
export function storedDrafts(assessmentId: string): Record<string, StoredDraft> {
  const store = storage();
  const drafts: Record<string, StoredDraft> = {};
  if (!store) return drafts;
  const prefix = `${PREFIX}${assessmentId}:`;
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (!key?.startsWith(prefix)) continue;
    const draft = parseDraft(store.getItem(key));
    if (draft) drafts[key.slice(prefix.length)] = draft;
  }
  return drafts;
}
