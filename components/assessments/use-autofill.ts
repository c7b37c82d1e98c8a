import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/api-error';
import type { AssessmentDetail, AutofillProposal, DecidedAutofill } from '@/lib/schemas/assessments';
import { assessmentsApi, useRunAutofillMutation } from '@/store/api/assessments';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setAutofilling, setInfo, setToast, setToastError } from '@/store/slices/app';
import { setAutofillPending } from '@/store/slices/assessment';

/**
 * Autofill of one assessment: looking for answers (after what waits is saved), the proposals under review, and
 * whether proposals of THIS assessment wait for a decision (kept with the page, which is mounted again for
 * another assessment, and mirrored in the store's `autofill_pending`).
 */
export function useAutofill(detail: AssessmentDetail, flush: () => Promise<void>) {
  const t = useTranslations('assessments');
  const dispatch = useAppDispatch();
  const [runAutofill] = useRunAutofillMutation();
  const autofilling = useAppSelector((store) => store.app.autofilling);
  const [pending, setPending] = useState(detail.autofill_pending);
  const [proposals, setProposals] = useState<AutofillProposal[] | null>(null);
  const [reviewOpen, setReviewOpen] = useState(false);

  const markPending = useCallback(
    (next: boolean) => {
      setPending(next);
      dispatch(setAutofillPending(next));
    },
    [dispatch],
  );

  const start = async () => {
    await flush();
    dispatch(setAutofilling(true));
    try {
      const found = await runAutofill(detail.id).unwrap();
      if (found.proposals.length === 0) {
        markPending(false);
        dispatch(setInfo(t('autofillNone')));
      } else {
        setProposals(found.proposals);
        markPending(true);
        setReviewOpen(true);
      }
    } catch (error) {
      dispatch(setToastError(failureMessage(error, t('autofillFailed'))));
    } finally {
      dispatch(setAutofilling(false));
    }
  };

  const reviewPending = async () => {
    const result = await dispatch(assessmentsApi.endpoints.getAutofill.initiate(detail.id, { forceRefetch: true }));
    if (result.data) {
      setProposals(result.data.proposals);
      if (result.data.proposals.length === 0) markPending(false);
      else setReviewOpen(true);
    } else {
      dispatch(setToastError(failureMessage(result.error, t('autofillFailed'))));
    }
  };

  /** Decisions applied: the accepted answers come with the assessment read again (its cache is invalidated). */
  const decided = (remaining: AutofillProposal[], result: DecidedAutofill) => {
    setProposals(remaining);
    markPending(remaining.length > 0);
    if (result.accepted > 0) dispatch(setToast(t('autofillApplied', { count: result.accepted })));
    if (remaining.length === 0) setReviewOpen(false);
  };

  return { autofilling, pending, proposals, reviewOpen, setReviewOpen, start, reviewPending, decided };
}
