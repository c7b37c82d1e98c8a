import { isApiRequestError } from '@/lib/api/request';
import type { Answer, AnswerValue, SavedAnswer } from '@/lib/schemas/assessments';
import { sendAnswer, type AnswerWrite } from '@/store/api/questionnaire';
import type { AnswerProblem } from './answer-rules';
import { isEmptyAnswer } from '@/components/ui/questions/answer-values';

/** How long typing pauses before a text answer is sent. */
export const SAVE_DELAY_MS = 600;

/**
 * Where one answer's save stands: `pending` (waiting for the pause), `saving`, `saved`, `invalid` (it breaks a
 * rule of the question: kept as a draft, `problem` says which), `error` (it could not be saved: `message` says
 * why) or `conflict` (someone saved it meanwhile).
 */
export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'invalid' | 'error' | 'conflict';

export interface SaveConflict {
  /** What this user gave. */
  mine: AnswerValue | null;
  /** What the server holds now (null once cleared by the other person). */
  theirs: Answer | null;
}

export interface SaveStatus {
  state: SaveState;
  message?: string;
  conflict?: SaveConflict;
  problem?: AnswerProblem;
}

export type SendAnswer = (write: AnswerWrite, options: { keepalive?: boolean }) => Promise<SavedAnswer>;

export interface AnswerSaverOptions {
  assessmentId: string;
  /** The version of each stored answer (questions not named have none: 0). */
  versions?: Record<string, number>;
  send?: SendAnswer;
  delayMs?: number;
  onStatus?: (questionId: string, status: SaveStatus) => void;
  /** A save or clear went through: the stored answer and the new figures. */
  onSaved?: (questionId: string, result: SavedAnswer) => void;
  /** The form a value is sent in (trimmed text, a country code in capitals). */
  prepare?: (questionId: string, value: AnswerValue | null) => AnswerValue | null;
  /** The rule a (prepared) value breaks; such a value is held back rather than sent. */
  check?: (questionId: string, value: AnswerValue | null) => AnswerProblem | null;
  /** A value was held back (it breaks a rule, or the server refused it): the value as given, over `version`. */
  onHeld?: (questionId: string, value: AnswerValue | null, version: number) => void;
}

interface Entry {
  version: number;
  /** A value given but not sent yet (`null`: clear the answer). */
  pending?: { value: AnswerValue | null };
  timer?: ReturnType<typeof setTimeout>;
  inFlight?: Promise<void>;
  conflict?: SaveConflict;
  /** The last value the server refused, to try again. */
  failed?: { value: AnswerValue | null };
}

/**
 * The answer a 409 names as stored now (`detail.current`), checked against the answer schema, which (with zod) is
 * loaded with the first conflict rather than with the questionnaire.
 */
export async function conflictCurrent(body: unknown): Promise<Answer | null> {
  const detail = typeof body === 'object' && body !== null ? (body as { detail?: { current?: unknown } }).detail : undefined;
  const { answerSchema } = await import('@/lib/schemas/assessments');
  const parsed = answerSchema.safeParse(detail?.current);
  return parsed.success ? parsed.data : null;
}

/**
 * The save queue of one questionnaire. Each answer is sent as it is given: `change(…, 'now')` at once (choices),
 * `change(…, 'debounce')` after a pause in typing; `flush` sends what waits (on blur, and with `keepalive` when
 * the page is hidden or left). One call per question at a time, each naming the version it replaces
 * (`baseVersion`); a 409 becomes a conflict the user settles with {@link keepMine} or {@link takeTheirs}.
 */
export class AnswerSaver {
  private readonly entries = new Map<string, Entry>();
  private readonly send: SendAnswer;
  private readonly delayMs: number;
  private disposed = false;

  constructor(private readonly options: AnswerSaverOptions) {
    this.send = options.send ?? sendAnswer;
    this.delayMs = options.delayMs ?? SAVE_DELAY_MS;
    for (const [questionId, version] of Object.entries(options.versions ?? {})) this.entry(questionId).version = version;
  }

  private entry(questionId: string): Entry {
    let entry = this.entries.get(questionId);
    if (!entry) {
      entry = { version: 0 };
      this.entries.set(questionId, entry);
    }
    return entry;
  }

  private status(questionId: string, status: SaveStatus) {
    if (!this.disposed) this.options.onStatus?.(questionId, status);
  }

  get assessmentId(): string {
    return this.options.assessmentId;
  }

  /** Whether an answer waits, is on its way, or is in conflict. */
  isBusy(questionId: string): boolean {
    const entry = this.entries.get(questionId);
    return Boolean(entry && (entry.pending || entry.inFlight || entry.conflict));
  }

  /** The version the server holds, as far as this queue knows. */
  version(questionId: string): number {
    return this.entries.get(questionId)?.version ?? 0;
  }

  /** After the answers were read again: the stored versions of the questions the page takes from that reading. */
  syncVersions(versions: Record<string, number>): void {
    for (const [questionId, version] of Object.entries(versions)) this.entry(questionId).version = version;
  }

  /** Whether anything waits to be sent or is on its way. */
  get busy(): boolean {
    return [...this.entries.values()].some((entry) => entry.pending !== undefined || entry.inFlight !== undefined);
  }

  /** A new value for a question (`null` clears it). */
  change(questionId: string, value: AnswerValue | null, mode: 'now' | 'debounce' = 'now'): void {
    const entry = this.entry(questionId);
    entry.failed = undefined;
    if (entry.conflict) {
      entry.conflict = { ...entry.conflict, mine: value };
      this.status(questionId, { state: 'conflict', conflict: entry.conflict });
      return;
    }
    entry.pending = { value };
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = undefined;
    if (mode === 'debounce') {
      this.status(questionId, { state: 'pending' });
      entry.timer = setTimeout(() => {
        entry.timer = undefined;
        void this.run(questionId);
      }, this.delayMs);
    } else {
      void this.run(questionId);
    }
  }

  /** Sends at once what waits for one question (on blur). */
  flushQuestion(questionId: string, keepalive = false): Promise<void> {
    const entry = this.entries.get(questionId);
    if (!entry?.pending) return entry?.inFlight ?? Promise.resolve();
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = undefined;
    return this.run(questionId, keepalive);
  }

  /** Sends at once everything that waits; `keepalive` when the page is going away. Resolves once all answered. */
  async flush(options: { keepalive?: boolean } = {}): Promise<void> {
    await Promise.all([...this.entries.keys()].map((questionId) => this.flushQuestion(questionId, options.keepalive)));
  }

  /** Sends the refused value again. */
  retry(questionId: string): void {
    const entry = this.entries.get(questionId);
    if (!entry?.failed || entry.pending) return;
    entry.pending = entry.failed;
    entry.failed = undefined;
    void this.run(questionId);
  }

  /** Conflict: my value wins; it is sent again over the version the server holds. */
  keepMine(questionId: string): void {
    const entry = this.entries.get(questionId);
    if (!entry?.conflict) return;
    entry.version = entry.conflict.theirs?.version ?? 0;
    entry.pending = { value: entry.conflict.mine };
    entry.conflict = undefined;
    void this.run(questionId);
  }

  /** Conflict: the stored answer wins; returns it so that the page shows it. */
  takeTheirs(questionId: string): Answer | null {
    const entry = this.entries.get(questionId);
    if (!entry?.conflict) return null;
    const theirs = entry.conflict.theirs;
    entry.version = theirs?.version ?? 0;
    entry.conflict = undefined;
    entry.pending = undefined;
    this.status(questionId, { state: 'saved' });
    return theirs;
  }

  /** Stops timers and callbacks (what is on its way still lands on the server). */
  dispose(): void {
    this.disposed = true;
    for (const entry of this.entries.values()) if (entry.timer) clearTimeout(entry.timer);
  }

  /** A value that is not sent as it is: the page keeps it as a draft and says why. */
  private hold(questionId: string, value: AnswerValue | null, status: SaveStatus): void {
    this.status(questionId, status);
    if (!this.disposed) this.options.onHeld?.(questionId, value, this.version(questionId));
  }

  private write(questionId: string, value: AnswerValue | null, version: number): AnswerWrite | null {
    const { assessmentId } = this.options;
    if (isEmptyAnswer(value)) {
      if (version === 0) return null;
      return { kind: 'clear', body: { assessment_id: assessmentId, question_id: questionId, base_version: version } };
    }
    return { kind: 'save', body: { assessment_id: assessmentId, question_id: questionId, value: value as AnswerValue, base_version: version } };
  }

  private run(questionId: string, keepalive = false): Promise<void> {
    const entry = this.entry(questionId);
    if (entry.inFlight) return entry.inFlight.then(() => this.run(questionId, keepalive));
    if (!entry.pending) return Promise.resolve();
    const given = entry.pending.value;
    entry.pending = undefined;
    const value = this.options.prepare ? this.options.prepare(questionId, given) : given;
    const problem = this.options.check?.(questionId, value) ?? null;
    if (problem) {
      this.hold(questionId, given, { state: 'invalid', problem });
      return Promise.resolve();
    }
    const write = this.write(questionId, value, entry.version);
    if (!write) {
      this.status(questionId, { state: 'saved' });
      return Promise.resolve();
    }
    this.status(questionId, { state: 'saving' });
    const flight = this.send(write, { keepalive })
      .then((result) => {
        entry.version = result.answer?.version ?? 0;
        if (!this.disposed) this.options.onSaved?.(questionId, result);
        if (!entry.pending) this.status(questionId, { state: 'saved' });
      })
      .catch(async (error: unknown) => {
        if (isApiRequestError(error) && error.code === 409) {
          const mine = entry.pending ? entry.pending.value : value;
          entry.pending = undefined;
          if (entry.timer) clearTimeout(entry.timer);
          entry.timer = undefined;
          // Held at once, so that what the user does meanwhile waits for the conflict to be settled.
          const conflict: SaveConflict = { mine, theirs: null };
          entry.conflict = conflict;
          conflict.theirs = await conflictCurrent(error.body);
          if (entry.conflict === conflict) this.status(questionId, { state: 'conflict', conflict });
          return;
        }
        if (isApiRequestError(error) && error.code === 422) {
          if (!entry.pending) this.hold(questionId, given, { state: 'invalid', problem: { rule: 'refused' }, message: error.message });
          return;
        }
        if (!entry.pending) entry.failed = { value: given };
        const message = error instanceof Error ? error.message : undefined;
        this.status(questionId, { state: 'error', message });
      })
      .finally(() => {
        entry.inFlight = undefined;
        if (entry.pending && !entry.timer && !entry.conflict) void this.run(questionId);
      });
    entry.inFlight = flight;
    return flight;
  }
}
