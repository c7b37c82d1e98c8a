import type { Answer, ClearAnswer, SaveAnswer, SavedAnswer } from '@/lib/schemas/assessments';
import type { Database } from '@/server/db/client';
import type { AnswerRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { requireWriter, type Caller } from '@/server/modules/projects/access';
import { fileIds } from '@/server/modules/projects/files-repository';
import { listAnswers, touchProject } from '@/server/modules/projects/repository';
import { validateAnswer } from './answer-validation';
import { openAssessment, presentAnswers, questionOf, requireUnlocked, type AssessmentContext } from './context';
import { assessmentProgress } from './progress';
import * as repository from './repository';
import { conditionQuestions } from './visibility';

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

async function afterWrite(db: Database, context: AssessmentContext, row: AnswerRow | null, started: boolean): Promise<SavedAnswer> {
  const { state } = context;
  if (started) await repository.markStarted(db, context.row.id);
  await touchProject(db, state.project.id);
  const [answerRows, fresh] = await Promise.all([listAnswers(db, [state.project.id]), repository.findAssessment(db, context.row.id)]);
  const values = new Map(answerRows.map((answer) => [answer.questionId, answer.value]));
  const [answer] = row ? await presentAnswers(db, [row]) : [null];
  const status = (fresh?.status ?? context.row.status) as SavedStatus;
  return { answer: answer as Answer | null, progress: assessmentProgress(state.index, context.row.definitionId, values), status };
}

/** Checks shared by every write of an answer: a writer, an open assessment, a question of it. */
function writableQuestion(context: AssessmentContext, questionId: string) {
  requireWriter(context.state);
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
      const context = await openAssessment(db, input.assessmentId, caller);
      const { question } = writableQuestion(context, input.questionId);
      const { state } = context;
      if (!state.visible.has(question.id)) {
        const because = question.showWhen ? ` (it depends on ${conditionQuestions(question.showWhen).map((id) => `"${id}"`).join(', ')})` : '';
        throw new ApiError(422, `Question "${question.id}" is hidden with the current answers${because}, so it cannot be answered`, {
          questionId: question.id,
        });
      }
      const checked = validateAnswer(question, input.value, { projectFileIds: await fileIds(db, state.project.id) });
      if (!checked.ok) {
        throw new ApiError(422, `Invalid answer to "${question.id}": ${checked.reason}`, { questionId: question.id });
      }
      const write = { assessmentId: context.row.id, projectId: state.project.id, questionId: question.id, value: checked.value, userId: caller.user.id };
      const row =
        input.baseVersion === 0
          ? await repository.insertFirstAnswer(db, write)
          : await repository.updateAnswerAtVersion(db, write, input.baseVersion);
      if (!row) throw await conflict(db, context.row.id, question.id);
      return afterWrite(db, context, row, true);
    },

    /** Clears one answer under the same version rule. */
    async clear(input: ClearAnswer, caller: Caller): Promise<SavedAnswer> {
      const context = await openAssessment(db, input.assessmentId, caller);
      const { question } = writableQuestion(context, input.questionId);
      const removed = await repository.deleteAnswerAtVersion(db, context.row.id, question.id, input.baseVersion);
      if (!removed) throw await conflict(db, context.row.id, question.id);
      return afterWrite(db, context, null, false);
    },
  };
}
