import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { AssessmentDetail } from '@/lib/schemas/assessments';
import { useRunComputeMutation } from '@/store/api/assessments';
import { useCompleteAssessmentMutation } from '@/store/api/questionnaire';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setComputing, setCongrats, setToastError } from '@/store/slices/app';

/**
 * Completing the assessment (which unlocks the next one) and computing the project's results, after what waits is
 * saved. The status and the next assessment are read from the store's assessment part, which the seed mirror keeps
 * in step with the saves and the completion (the page's own reading until the store holds this assessment).
 */
export function useCompletion(detail: AssessmentDetail, flush: () => Promise<void>) {
  const t = useTranslations('assessments');
  const dispatch = useAppDispatch();
  const projectId = detail.project.id;

  const [runCompute] = useRunComputeMutation();
  const computing = useAppSelector((store) => store.app.computing);
  const [resultsOpen, setResultsOpen] = useState(false);
  const compute = async () => {
    await flush();
    dispatch(setComputing(true));
    try {
      await runCompute(projectId).unwrap();
      setResultsOpen(true);
    } catch (error) {
      dispatch(setToastError(failureMessage(error, t('computeFailed'))));
    } finally {
      dispatch(setComputing(false));
    }
  };

  const [completeAssessment, completion] = useCompleteAssessmentMutation();
  const [unlocked, setUnlocked] = useState<{ id: string; title: string } | null>(null);
  const stored = useAppSelector((store) => (store.assessment.id === detail.id ? store.assessment : undefined));
  const status = (stored?.status ?? detail.status) as AssessmentDetail['status'];
  const nextId = stored ? stored.next_assessment_id : detail.next_assessment_id;
  const completed = status === 'completed';
  const complete = async () => {
    await flush();
    try {
      const result = await completeAssessment({ id: detail.id, projectId }).unwrap();
      setUnlocked(result.unlocked ? { id: result.unlocked.id, title: result.unlocked.title } : null);
      dispatch(setCongrats(true));
    } catch (error) {
      dispatch(setToastError(failureMessage(error, t('completeFailed'))));
    }
  };
  const nextLink = unlocked ?? (completed && nextId ? { id: nextId, title: '' } : null);

  return { computing, compute, resultsOpen, setResultsOpen, status, completed, completing: completion.isLoading, complete, nextLink };
}
