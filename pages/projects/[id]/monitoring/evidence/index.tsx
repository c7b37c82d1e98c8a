import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { EvidenceScreen } from '@/components/monitoring/evidence/EvidenceScreen';
import { MemberGate } from '@/components/projects/MemberGate';
import { queryValue } from '@/lib/page-routes/shell';
import { isIdentifier, projectPageData } from '@/server/ssr/page-data';
import { withPageData } from '@/server/ssr/page-props';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /projects/[id]/monitoring/evidence: the monitoring's evidence records; `?batch=<id>` shows one batch's, with its checklist. */
const EvidencePage: ShellPage = () => {
  const t = useTranslations('evidence');
  const router = useRouter();
  const projectId = queryValue(router.query.id);
  const batchId = queryValue(router.query.batch);
  return (
    <>
      <Head>
        <title>{t('metaTitle')}</title>
      </Head>
      <MemberGate>
        {projectId && <EvidenceScreen key={`${projectId}:${batchId ?? ''}`} projectId={projectId} batchId={batchId && UUID.test(batchId) ? batchId : undefined} />}
      </MemberGate>
    </>
  );
};

EvidencePage.showLoading = true;

export const getServerSideProps = withPageData(({ params }) => {
  const projectId = params?.id;
  return isIdentifier(projectId) ? (headers) => projectPageData(headers, projectId) : null;
});

export default EvidencePage;
