import { useCallback } from 'react';
import type { TemplateQuestion } from '@/lib/schemas/templates';
import { useAppDispatch } from '@/store/hooks';
import { setWikiModal } from '@/store/slices/app';

/** Opens the article a question links to in the wiki modal. */
export function useArticleOpener() {
  const dispatch = useAppDispatch();
  return useCallback(
    (question: TemplateQuestion) => {
      if (question.article) dispatch(setWikiModal({ open: true, link: question.article, question_id: question.id }));
    },
    [dispatch],
  );
}
