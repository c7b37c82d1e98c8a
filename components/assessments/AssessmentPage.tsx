import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useStore } from 'react-redux';
import { Alert, Button, Container, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { failureStatus } from '@/lib/api/api-error';
import { failureMessage } from '@/lib/api/failure-message';
import { assessmentHref, projectHref, PROJECTS_PATH } from '@/lib/page-routes/projects';
import { useProjectInStore } from '@/components/providers/use-project-store';
import { toLanguage } from '@/lib/i18n/language';
import { useGetAssessmentQuery } from '@/store/api/assessments';
import { PREFETCHED_FRESH_FOR_S } from '@/store/prefetched';
import type { RootState } from '@/store';
import { installAssessmentMirror } from '@/store/seed-mirror/assessment';
import { clearAssessment } from '@/store/slices/assessment';

/*
 * The questionnaire (its inputs, the save queue, the section navigation) is ~40 kB gzipped that the page only
 * needs once the assessment has been read. Its code is fetched beside that request (see `preloadQuestionnaire`)
 * rather than before the page can start, and the skeleton stays until both are there. The `import()` sits inside
 * `dynamic()` so that the build registers the module: a page rendered on the server with its questionnaire loads
 * that code before hydrating, instead of hydrating the skeleton over the server's questionnaire (a mismatch).
 */
const Questionnaire = dynamic(() => import('./Questionnaire').then((module) => module.Questionnaire), {
  loading: () => <AssessmentSkeleton />,
});

// The store's assessment part follows what this page reads (the seed mirror).
installAssessmentMirror();

function preloadQuestionnaire(): void {
  import('./Questionnaire').catch(() => undefined);
}

/** What the page shows while the assessment (or the questionnaire's code) loads. */
function AssessmentSkeleton() {
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Skeleton height={18} width={260} />
        <Skeleton height={36} width="50%" />
        <Skeleton height={90} radius="lg" />
        <Group align="flex-start" grow>
          <Skeleton height={300} radius="lg" maw={260} visibleFrom="md" />
          <Skeleton height={300} radius="lg" />
        </Group>
      </Stack>
    </Container>
  );
}

export interface AssessmentPageProps {
  projectId: string;
  assessmentId: string;
  section?: string;
  question?: string;
}

/** /projects/[id]/assessments/[assessmentId]: reads the assessment and shows its questionnaire. */
export function AssessmentPage({ projectId, assessmentId, section, question }: AssessmentPageProps) {
  const t = useTranslations('assessments');
  const language = toLanguage(useLocale());
  const router = useRouter();
  const store = useStore<RootState>();
  // `currentData`: the assessment of this address only, never the previous one while the next one loads.
  // Read again on mount unless the server just read it for this page.
  const {
    currentData: data,
    error,
    isLoading,
    refetch,
    startedTimeStamp,
  } = useGetAssessmentQuery(assessmentId, {
    refetchOnMountOrArgChange: PREFETCHED_FRESH_FOR_S,
  });
  useProjectInStore(data?.project.id ?? projectId);

  useEffect(preloadQuestionnaire, []);
  // Leaving this assessment empties the store's assessment part, unless the next page's assessment is already there.
  useEffect(
    () => () => {
      if (store.getState().assessment.id === assessmentId) store.dispatch(clearAssessment());
    },
    [store, assessmentId],
  );

  // An address whose project does not hold the assessment is corrected.
  useEffect(() => {
    if (data && data.project.id !== projectId) void router.replace(assessmentHref(data.project.id, data.id, { section, question }));
  }, [data, projectId, question, router, section]);

  if (isLoading || (!data && !error)) {
    return <AssessmentSkeleton />;
  }
  if (!data) {
    const missing = failureStatus(error) === 404;
    return (
      <Container size="sm" py="xl">
        <Alert color={missing ? 'gray' : 'red'} icon={<IconAlertCircle size={18} aria-hidden />} title={missing ? t('notFoundTitle') : t('loadFailedTitle')}>
          <Stack gap="sm" align="flex-start">
            {missing ? t('notFoundBody') : failureMessage(error, t('loadFailed'))}
            <Group gap="xs">
              {!missing && (
                <Button size="xs" onClick={() => void refetch()}>
                  {t('retry')}
                </Button>
              )}
              <Button size="xs" variant="default" component={Link} href={projectId ? projectHref(projectId) : PROJECTS_PATH}>
                {t('backToProject')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      </Container>
    );
  }
  return <Questionnaire key={data.id} detail={data} loadedAt={startedTimeStamp ?? 0} language={language} initialSection={section} initialQuestion={question} />;
}
