import { useCallback, useEffect } from 'react';
import { isSectionLoaded, type OutlinedAssessment } from '@/lib/assessments/outline';
import { assessmentsApi, keepSection, useGetSectionQuery } from '@/store/api/assessments';
import { useAppDispatch } from '@/store/hooks';
import type { QuestionsById } from './use-sections';

/**
 * The section shown, with its questions: the page's first data holds those of the section it opens at; another
 * section's are read with `GET /section` when it is opened (a skeleton meanwhile), or before, when its entry is
 * pointed at or focused (`prefetchSection`, like a link). A section read joins the cached assessment (`keepSection`),
 * so that it is read once; autofill's proposals have the sections of their questions read first (`loadQuestions`).
 */
export function useSectionLoader(detail: OutlinedAssessment, sectionId: string, questionsById: QuestionsById) {
  const dispatch = useAppDispatch();
  const assessmentId = detail.id;
  const listed = detail.sections.find((section) => section.id === sectionId) ?? detail.sections[0];
  const missing = listed !== undefined && !isSectionLoaded(listed);
  const { currentData, isError, refetch } = useGetSectionQuery({ assessment_id: assessmentId, section_id: listed?.id ?? sectionId }, { skip: !missing });
  const read = missing && currentData?.section.id === listed.id ? currentData.section : undefined;
  // Read before a newer reading of the assessment left it out again: it joins that reading too.
  useEffect(() => {
    if (read) dispatch(keepSection(assessmentId, read));
  }, [dispatch, assessmentId, read]);

  const prefetch = assessmentsApi.usePrefetch('getSection');
  const unloaded = useCallback((id: string) => detail.sections.some((section) => section.id === id && !isSectionLoaded(section)), [detail.sections]);
  const prefetchSection = useCallback(
    (id: string) => {
      if (unloaded(id)) prefetch({ assessment_id: assessmentId, section_id: id });
    },
    [assessmentId, prefetch, unloaded],
  );
  const loadQuestions = useCallback(
    async (questionIds: string[]) => {
      const sections = new Set(questionIds.flatMap((id) => questionsById.get(id)?.sectionId ?? []));
      const read = async (id: string) => {
        const { data } = await dispatch(assessmentsApi.endpoints.getSection.initiate({ assessment_id: assessmentId, section_id: id }, { subscribe: false }));
        if (data) dispatch(keepSection(assessmentId, data.section));
      };
      await Promise.all([...sections].filter(unloaded).map(read));
    },
    [assessmentId, dispatch, questionsById, unloaded],
  );

  const waiting = missing && !read;
  return {
    section: read ?? listed,
    loading: waiting && !isError,
    failed: waiting && isError,
    retry: () => void refetch(),
    prefetchSection,
    loadQuestions,
  };
}
