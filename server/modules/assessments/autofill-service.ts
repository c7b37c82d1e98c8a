import type { AnswerValue, AutofillProposal, AutofillProposalList, DecideAutofill, DecidedAutofill } from '@/lib/schemas/assessments';
import type { Database } from '@/server/db/client';
import type { AutofillProposalRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { type Caller, listAnswers, projectFileIds, touchProject } from '@/server/modules/projects/public';
import { draftProposals } from './autofill';
import { autofillProfile } from './autofill-profile';
import { openAssessment, questionOf, requireUnlocked, type AssessmentContext } from './context';
import { assessmentProgress, validateAnswer, visibleQuestions } from '@/server/modules/templates/public';
import * as repository from './repository';

function toProposal(row: AutofillProposalRow, context: AssessmentContext): AutofillProposal {
  const current = context.state.values.get(row.questionId);
  return {
    id: row.id,
    question_id: row.questionId,
    value: row.value as AnswerValue,
    source: row.source,
    source_label: row.sourceLabel,
    current: current === undefined ? null : (current as AnswerValue),
  };
}

export function createAutofillService(db: Database) {
  async function present(context: AssessmentContext): Promise<AutofillProposalList> {
    const rows = await repository.listProposals(db, context.row.id);
    return { assessment_id: context.row.id, proposals: rows.map((row) => toProposal(row, context)) };
  }

  return {
    async pending(assessmentId: string, caller: Caller): Promise<AutofillProposalList> {
      return present(await openAssessment(db, assessmentId, caller));
    },

    /** Looks for answers in the project's company and earlier projects; replaces undecided proposals. */
    async run(assessmentId: string, caller: Caller): Promise<AutofillProposalList> {
      const context = await openAssessment(db, assessmentId, caller); // a writer: the route's class checked it
      requireUnlocked(context.row);
      const { state, entry } = context;
      const questions = entry.assessment.sections.flatMap((section) => section.questions).filter((question) => question.autofill && state.visible.has(question.id));
      const earlierIds = questions.filter((question) => question.autofill === 'previous_projects').map((question) => question.id);
      const [profile, earlier, files] = await Promise.all([
        autofillProfile(db, state.project.id, caller.user.id),
        repository.latestAnswersElsewhere(db, caller.user.id, state.project.id, earlierIds),
        projectFileIds(db, state.project.id),
      ]);
      const drafts = draftProposals({ questions, profile, earlier, current: state.values, validation: { projectFileIds: files } });
      await repository.replaceProposals(
        db,
        context.row.id,
        drafts.map((draft) => ({ ...draft, createdBy: caller.user.id })),
      );
      return present(context);
    },

    /**
     * Accepted proposals become answers (raising their version); a proposal whose question is now hidden or whose
     * value no longer fits is skipped and reported. Every decided proposal is removed.
     */
    async decide(input: DecideAutofill, caller: Caller): Promise<DecidedAutofill> {
      const context = await openAssessment(db, input.assessment_id, caller); // a writer: the route's class checked it
      requireUnlocked(context.row);
      const { state } = context;
      const rows = new Map((await repository.listProposals(db, context.row.id)).map((row) => [row.id, row]));
      const unknown = input.decisions.filter((decision) => !rows.has(decision.proposal_id));
      if (unknown.length > 0) {
        throw new ApiError(404, `No pending proposal of this assessment has the id ${unknown.map((decision) => decision.proposal_id).join(', ')}`);
      }
      const files = await projectFileIds(db, state.project.id);
      const values = new Map(state.values);
      const skipped: DecidedAutofill['skipped'] = [];
      let accepted = 0;
      let rejected = 0;
      for (const decision of input.decisions) {
        const proposal = rows.get(decision.proposal_id);
        if (!proposal) continue;
        if (!decision.accept) {
          rejected += 1;
          continue;
        }
        const { question } = questionOf(context, proposal.questionId);
        if (!visibleQuestions(state.index, values).has(question.id)) {
          skipped.push({ proposal_id: proposal.id, question_id: question.id, reason: 'The question is hidden with the current answers' });
          continue;
        }
        const checked = validateAnswer(question, proposal.value, { projectFileIds: files });
        if (!checked.ok) {
          skipped.push({ proposal_id: proposal.id, question_id: question.id, reason: `The value no longer fits: ${checked.reason}` });
          continue;
        }
        await repository.upsertAnswer(db, { assessmentId: context.row.id, projectId: state.project.id, questionId: question.id, value: checked.value, userId: caller.user.id });
        values.set(question.id, checked.value);
        accepted += 1;
      }
      await repository.deleteProposals(
        db,
        context.row.id,
        input.decisions.map((decision) => decision.proposal_id),
      );
      if (accepted > 0) {
        await repository.markStarted(db, context.row.id);
        await touchProject(db, state.project.id);
      }
      const answerRows = await listAnswers(db, [state.project.id]);
      const progress = assessmentProgress(state.index, context.row.definitionId, new Map(answerRows.map((row) => [row.questionId, row.value])));
      return { accepted, rejected, skipped, progress };
    },
  };
}
