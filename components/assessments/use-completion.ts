import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/api-error';
import type { AssessmentDetail } from '@/lib/schemas/assessments';
import { useCompleteAssessmentMutation, useRunComputeMutation } from '@/store/api/assessments';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setComputing, setCongrats, setToastError } from '@/store/slices/app';
import { updateAssessment } from '@/store/slices/assessment';

/** Completing the assessment (which unlocks the next one) and computing the project's results, after what waits is saved. */
export function useCompletion(detail: AssessmentDetail, status: AssessmentDetail['status'], flush: () => Promise<void>) {
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
  const [completedNow, setCompletedNow] = useState(false);
  const completed = completedNow || status === 'completed';
  const complete = async () => {
    await flush();
    try {
      const result = await completeAssessment({ id: detail.id, projectId }).unwrap();
      const nextId = result.unlocked?.id ?? result.assessment.next_assessment_id;
      dispatch(updateAssessment({ status: 'completed', next_assessment_id: nextId }));
      setUnlocked(result.unlocked ? { id: result.unlocked.id, title: result.unlocked.title } : null);
      setCompletedNow(true);
      dispatch(setCongrats(true));
    } catch (error) {
      dispatch(setToastError(failureMessage(error, t('completeFailed'))));
    }
  };
  const nextLink = unlocked ?? (completed && detail.next_assessment_id ? { id: detail.next_assessment_id, title: '' } : null);

  return { computing, compute, resultsOpen, setResultsOpen, completed, completing: completion.isLoading, complete, nextLink };
}
