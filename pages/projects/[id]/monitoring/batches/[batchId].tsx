import { Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { BatchScreen } from '@/components/monitoring/batches/BatchScreen';
import { MemberGate } from '@/components/projects/MemberGate';
import { queryValue } from '@/lib/page-routes/shell';
import { isIdentifier, projectPageData } from '@/server/ssr/page-data';
import { withPageData } from '@/server/ssr/page-props';

/**
 * The evidence checklist (a table: Mantine's Table brings its ScrollArea, and with it floating-ui) loads in its own
 * chunk, fetched while the batch is; its placeholder is the one it shows while it reads the checklist.
 */
const loadChecklist = () => import('@/components/monitoring/evidence/BatchChecklist');
const BatchChecklist = dynamic(() => loadChecklist().then((module) => module.BatchChecklist), {
  loading: () => <Skeleton height={200} />,
});

/** /projects/[id]/monitoring/batches/[batchId]: one production batch with its evidence checklist. */
const BatchPage: ShellPage = () => {
  const t = useTranslations('monitoringBatches.page');
  const { query } = useRouter();
  const projectId = queryValue(query.id);
  const batchId = queryValue(query.batchId);
  useEffect(() => {
    void loadChecklist();
  }, []);
  return (
    <>
      <Head>
        <title>{t('meta')}</title>
      </Head>
      <MemberGate>
        {projectId && batchId && (
          <BatchScreen
            key={batchId}
            projectId={projectId}
            batchId={batchId}
            checklist={(batch) => <BatchChecklist projectId={projectId} monitoringId={batch.monitoring_id} batchId={batch.id} />}
          />
        )}
      </MemberGate>
    </>
  );
};

BatchPage.showLoading = true;

/** An address that cannot name a project and a batch is the not-found page; the batch itself is read by the browser. */
export const getServerSideProps = withPageData(({ params }) => {
  const projectId = params?.id;
  return isIdentifier(projectId) && isIdentifier(params?.batchId) ? (headers) => projectPageData(headers, projectId) : null;
});

export default BatchPage;
