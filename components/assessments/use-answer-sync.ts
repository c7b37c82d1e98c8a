import { useCallback, useEffect, useRef } from 'react';
import { recordSavedAnswer, sendAnswer } from '@/store/api/questionnaire';
import { api } from '@/store/api/index';
import { projectTag } from '@/store/api/projects';
import { useAppDispatch } from '@/store/hooks';
import type { SendAnswer } from './answer-saver';

/**
 * How the page's saves are sent: each save of this tab also lands in the cached questionnaire, even after the
 * page is left (and, through the seed mirror, in the store's assessment part: status and figures).
 */
export function useRecordingSend(): SendAnswer {
  const dispatch = useAppDispatch();
  return useCallback<SendAnswer>(
    (write, options) =>
      sendAnswer(write, options).then((result) => {
        dispatch(recordSavedAnswer(write.body.assessment_id, write.body.question_id, result));
        return result;
      }),
    [dispatch],
  );
}

/**
 * Once the questionnaire is left after answers were given, the project lists (their progress bars) are read
 * again, instead of showing the figures from before (the project's page reads its project when it opens).
 */
export function useProjectListsFollow(answered: boolean): void {
  const dispatch = useAppDispatch();
  const answeredRef = useRef(answered);
  useEffect(() => {
    answeredRef.current = answered;
  }, [answered]);
  useEffect(
    () => () => {
      if (answeredRef.current) dispatch(api.util.invalidateTags([projectTag.list]));
    },
    [dispatch],
  );
}
