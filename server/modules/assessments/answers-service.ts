import type { ClearAnswer, SaveAnswer, SavedAnswer } from '@/lib/schemas/assessments';
import type { Database } from '@/server/db/client';
import type { AnswerRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { type Caller, projectFileIds } from '@/server/modules/projects/public';
import { openForAnswer, presentAnswers, questionOf, requireUnlocked, toAnswer, type AnswerScope } from './context';
import { assessmentProgress, conditionQuestions, validateAnswer } from '@/server/modules/templates/public';
import * as repository from './repository';

type SavedStatus = SavedAnswer['status'];

/** 409 with the stored answer (or null), so that the client can show both versions. */
async function conflict(db: Database, assessmentId: string, questionId: string): Promise<ApiError> {
  const current = await repository.findAnswer(db, assessmentId, questionId);
  const [answer] = current ? await presentAnswers(db, [current]) : [null];
  return new ApiError(
    409,
    current
      ? `Someone saved this answer in the meantime (now at version ${current.version}); reload it before saving again`
      : 'This answer was cleared in the meantime; reload it before saving again',
    { current: answer },
  );
}

/**
 * The answer of a save or a clear, from what the write returned and the state read before it (no second read):
 * the write itself moved a not-started assessment to in progress when it gave a value.
 */
function afterWrite(context: AnswerScope, caller: Caller, questionId: string, row: AnswerRow | null): SavedAnswer {
  const { state } = context;
  const starting = row !== null && context.row.status === 'not_started';
  const values = new Map(state.values);
  if (row) values.set(questionId, row.value);
  else values.delete(questionId);
  const { id, name, email } = caller.user;
  const answer = row ? toAnswer(row, new Map([[id, { id, name, email }]])) : null;
  const status = (starting ? 'in_progress' : context.row.status) as SavedStatus;
  return { answer, progress: assessmentProgress(state.index, context.row.definitionId, values), status };
}

/** Checks shared by every write of an answer: an open assessment, a question of it (the route's class checked the writer). */
function writableQuestion(context: AnswerScope, questionId: string) {
  requireUnlocked(context.row);
  return questionOf(context, questionId);
}

export function createAnswersService(db: Database) {
  return {
    /**
     * Saves one answer when `baseVersion` is the stored version (0 for none): the check and the write are one
     * statement, so of two saves from the same version exactly one wins and the other gets 409.
     */
    async save(input: SaveAnswer, caller: Caller): Promise<SavedAnswer> {
      const context = await openForAnswer(db, input.assessment_id, caller);
      const { question } = writableQuestion(context, input.question_id);
      const { state } = context;
      if (!state.visible.has(question.id)) {
        const because = question.show_when
          ? ` (it depends on ${conditionQuestions(question.show_when)
              .map((id) => `"${id}"`)
              .join(', ')})`
          : '';
        throw new ApiError(422, `Question "${question.id}" is hidden with the current answers${because}, so it cannot be answered`, {
          question_id: question.id,
        });
      }
      // Only a file answer needs the project's files (to check that it points at them).
      const fileIds = question.type === 'file' ? await projectFileIds(db, state.project.id) : new Set<string>();
      const checked = validateAnswer(question, input.value, { projectFileIds: fileIds });
      if (!checked.ok) {
        throw new ApiError(422, `Invalid answer to "${question.id}": ${checked.reason}`, { question_id: question.id });
      }
      const write = { assessmentId: context.row.id, projectId: state.project.id, questionId: question.id, value: checked.value, userId: caller.user.id };
      const row = input.base_version === 0 ? await repository.insertFirstAnswer(db, write) : await repository.updateAnswerAtVersion(db, write, input.base_version);
      if (!row) throw await conflict(db, context.row.id, question.id);
      return afterWrite(context, caller, question.id, row);
    },

    /** Clears one answer under the same version rule. */
    async clear(input: ClearAnswer, caller: Caller): Promise<SavedAnswer> {
      const context = await openForAnswer(db, input.assessment_id, caller);
      const { question } = writableQuestion(context, input.question_id);
      const removed = await repository.deleteAnswerAtVersion(
        db,
        { assessmentId: context.row.id, projectId: context.state.project.id, questionId: question.id },
        input.base_version,
      );
      if (!removed) throw await conflict(db, context.row.id, question.id);
      return afterWrite(context, caller, question.id, null);
    },
  };
}
