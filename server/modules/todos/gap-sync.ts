import type { ReadinessGap } from '@/lib/schemas/assessments';
import type { TodoState } from '@/lib/schemas/todo-constants';
import type { Database } from '@/server/db/client';
import { computeResult } from '@/server/modules/assessments/public';
import { findProject, loadProjectState } from '@/server/modules/projects/public';
import * as repository from './repository';

/**
 * To-dos that keep themselves: one per gap that blocks readiness, keyed by the gap's assessment and
 * question. A compute opens the missing ones; a check (after a compute, or the job after an answer) closes those
 * whose gap is gone, with a note of what closed it, and reopens those whose gap came back.
 */

/** What closed or reopened a gap's to-do; the screens say it in words (`todos.note.*`). */
export const GAP_NOTES = { closedByAnswer: 'gap_answered', closedByCompute: 'gap_gone_at_compute', reopened: 'gap_back' } as const;

export function gapKeyOf(gap: Pick<ReadinessGap, 'assessment_id' | 'question_id'>): string {
  return `${gap.assessment_id}:${gap.question_id}`;
}

const OPEN: TodoState[] = ['todo', 'in_progress'];

export interface GapSyncResult {
  opened: number;
  closed: number;
  reopened: number;
}

/** Brings a project's gap to-dos in line with its gaps; `open` also opens a to-do for each new gap (a compute). */
export async function syncGapTodos(db: Database, projectId: string, gaps: readonly ReadinessGap[], options: { open: boolean; actorId?: string | null }): Promise<GapSyncResult> {
  const present = new Map(gaps.map((gap) => [gapKeyOf(gap), gap]));
  let opened = 0;
  if (options.open) {
    for (const [gapKey, gap] of present) {
      const row = await repository.insertGapTodo(db, {
        projectId,
        gapKey,
        title: gap.question,
        priority: gap.weight >= 2 ? 'high' : 'normal',
        subject: { kind: 'question', id: gap.question_id, assessment_id: gap.assessment_id },
        createdBy: options.actorId ?? null,
      });
      if (row) opened += 1;
    }
  }
  const existing = await repository.gapTodos(db, projectId);
  const gone = existing.filter((todo) => !present.has(todo.gapKey ?? '')).map((todo) => todo.id);
  const back = existing.filter((todo) => present.has(todo.gapKey ?? '')).map((todo) => todo.id);
  const closed = await repository.moveGapTodos(db, gone, OPEN, 'done', options.open ? GAP_NOTES.closedByCompute : GAP_NOTES.closedByAnswer);
  // Only a to-do the check closed comes back; one a person cancelled or marked done by hand is theirs to reopen.
  const reopened = await repository.moveGapTodos(db, back, ['done'], 'todo', GAP_NOTES.reopened, [GAP_NOTES.closedByAnswer, GAP_NOTES.closedByCompute]);
  return { opened, closed, reopened };
}

/** The check after answers changed: the project's gaps from its current answers, nothing new opened. */
export async function recheckProject(db: Database, projectId: string): Promise<GapSyncResult | null> {
  const project = await findProject(db, projectId);
  if (!project) return null;
  const state = await loadProjectState(db, { project, access: 'owner' });
  const { gaps } = computeResult(state, 'en', new Date());
  return syncGapTodos(db, projectId, gaps, { open: false });
}
