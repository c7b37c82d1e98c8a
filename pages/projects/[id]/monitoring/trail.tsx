import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { TrailScreen } from '@/components/monitoring/package/TrailScreen';
import { MemberGate } from '@/components/projects/MemberGate';
import { queryValue } from '@/lib/page-routes/shell';
import { projectPageProps } from '@/server/ssr/page-props';

/** /projects/[id]/monitoring/trail: the monitoring trail, the check of the stored files and the verifier package. */
const MonitoringTrailPage: ShellPage = () => {
  const t = useTranslations('monitoringPackage');
  const projectId = queryValue(useRouter().query.id);
  return (
    <>
      <Head>
        <title>{t('metaTitle')}</title>
      </Head>
      <MemberGate>{projectId && <TrailScreen key={projectId} projectId={projectId} />}</MemberGate>
    </>
  );
};

MonitoringTrailPage.showLoading = true;

export const getServerSideProps = projectPageProps;

export default MonitoringTrailPage;
