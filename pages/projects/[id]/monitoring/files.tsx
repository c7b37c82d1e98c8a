import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { FilesScreen } from '@/components/monitoring/files/FilesScreen';
import { MemberGate } from '@/components/projects/MemberGate';
import { queryValue } from '@/lib/page-routes/shell';
import { isIdentifier, projectPageData } from '@/server/ssr/page-data';
import { withPageData } from '@/server/ssr/page-props';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /projects/[id]/monitoring/files: the monitoring's evidence files, flags and processing logs; `?batch=<id>` filters. */
const EvidenceFilesPage: ShellPage = () => {
  const t = useTranslations('evidenceFiles');
  const router = useRouter();
  const projectId = queryValue(router.query.id);
  const batchId = queryValue(router.query.batch);
  return (
    <>
      <Head>
        <title>{t('metaTitle')}</title>
      </Head>
      <MemberGate>
        {projectId && <FilesScreen key={`${projectId}:${batchId ?? ''}`} projectId={projectId} batchId={batchId && UUID.test(batchId) ? batchId : undefined} />}
      </MemberGate>
    </>
  );
};

EvidenceFilesPage.showLoading = true;

export const getServerSideProps = withPageData(({ params }) => {
  const projectId = params?.id;
  return isIdentifier(projectId) ? (headers) => projectPageData(headers, projectId) : null;
});

export default EvidenceFilesPage;
