import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { AssessmentPage } from '@/components/assessments/AssessmentPage';
import { MemberGate } from '@/components/projects/MemberGate';
import { queryValue } from '@/lib/page-routes/shell';
import type { ShellPage } from '@/components/layout/page-types';
import { assessmentPageData, isIdentifier } from '@/server/ssr/page-data';
import { withPageData } from '@/server/ssr/page-props';

/** /projects/[id]/assessments/[assessmentId]: the questionnaire (`?section=&question=` open it at a place). */
const AssessmentRoute: ShellPage = () => {
  const t = useTranslations('assessments');
  const { query } = useRouter();
  const projectId = queryValue(query.id) ?? '';
  const assessmentId = queryValue(query.assessmentId) ?? '';
  return (
    <>
      <Head>
        <title>{t('metaTitle')}</title>
      </Head>
      <MemberGate>
        {assessmentId && <AssessmentPage projectId={projectId} assessmentId={assessmentId} section={queryValue(query.section)} question={queryValue(query.question)} />}
      </MemberGate>
    </>
  );
};

AssessmentRoute.showLoading = true;

/** Rendered signed in with the questionnaire; an address that names no assessment of the user's is the not-found page. */
export const getServerSideProps = withPageData(({ params, query }) => {
  const projectId = params?.id;
  const assessmentId = params?.assessmentId;
  if (!isIdentifier(projectId) || !isIdentifier(assessmentId)) return null;
  return (headers) => assessmentPageData(headers, projectId, assessmentId, queryValue(query.section));
});

export default AssessmentRoute;
