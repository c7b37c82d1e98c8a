import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { AssessmentDetail, AutofillProposal, DecidedAutofill } from '@/lib/schemas/assessments';
import { questionnaireApi, useRunAutofillMutation } from '@/store/api/questionnaire';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setAutofilling, setInfo, setToast, setToastError } from '@/store/slices/app';
import { setAutofillPending } from '@/store/slices/assessment';

/**
 * Autofill of one assessment: looking for answers (after what waits is saved), the proposals under review, and
 * whether proposals of THIS assessment wait for a decision: the store's `autofill_pending`, which the seed mirror
 * sets from the proposals found or read, and this hook from the user's decisions. The sections of the proposals'
 * questions are read before the review opens (`loadQuestions`), so that each proposal shows its question.
 */
export function useAutofill(detail: AssessmentDetail, flush: () => Promise<void>, loadQuestions: (questionIds: string[]) => Promise<void> = async () => undefined) {
  const t = useTranslations('assessments');
  const dispatch = useAppDispatch();
  const [runAutofill] = useRunAutofillMutation();
  const autofilling = useAppSelector((store) => store.app.autofilling);
  const pending = useAppSelector((store) => (store.assessment.id === detail.id ? store.assessment.autofill_pending : detail.autofill_pending));
  const [proposals, setProposals] = useState<AutofillProposal[] | null>(null);
  const [reviewOpen, setReviewOpen] = useState(false);

  const start = async () => {
    await flush();
    dispatch(setAutofilling(true));
    try {
      const found = await runAutofill(detail.id).unwrap();
      if (found.proposals.length === 0) {
        dispatch(setInfo(t('autofillNone')));
      } else {
        await loadQuestions(found.proposals.map((proposal) => proposal.question_id));
        setProposals(found.proposals);
        setReviewOpen(true);
      }
    } catch (error) {
      dispatch(setToastError(failureMessage(error, t('autofillFailed'))));
    } finally {
      dispatch(setAutofilling(false));
    }
  };

  const reviewPending = async () => {
    const result = await dispatch(questionnaireApi.endpoints.getAutofill.initiate(detail.id, { forceRefetch: true }));
    if (result.data) {
      await loadQuestions(result.data.proposals.map((proposal) => proposal.question_id));
      setProposals(result.data.proposals);
      if (result.data.proposals.length > 0) setReviewOpen(true);
    } else {
      dispatch(setToastError(failureMessage(result.error, t('autofillFailed'))));
    }
  };

  /** Decisions applied: the accepted answers come with the assessment read again (its cache is invalidated). */
  const decided = (remaining: AutofillProposal[], result: DecidedAutofill) => {
    setProposals(remaining);
    dispatch(setAutofillPending(remaining.length > 0));
    if (result.accepted > 0) dispatch(setToast(t('autofillApplied', { count: result.accepted })));
    if (remaining.length === 0) setReviewOpen(false);
  };

  return { autofilling, pending, proposals, reviewOpen, setReviewOpen, start, reviewPending, decided };
}
