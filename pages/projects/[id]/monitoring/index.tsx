import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { MonitoringScreen } from '@/components/monitoring/MonitoringScreen';
import { MemberGate } from '@/components/projects/MemberGate';
import { queryValue } from '@/lib/page-routes/shell';
import { projectPageProps } from '@/server/ssr/page-props';

/** /projects/[id]/monitoring: the project's monitoring, its sites, reactors, parameters and devices. */
const MonitoringPage: ShellPage = () => {
  const t = useTranslations('monitoring');
  const projectId = queryValue(useRouter().query.id);
  return (
    <>
      <Head>
        <title>{t('metaTitle')}</title>
      </Head>
      <MemberGate>{projectId && <MonitoringScreen key={projectId} projectId={projectId} />}</MemberGate>
    </>
  );
};

MonitoringPage.showLoading = true;

/** Rendered signed in with the project; an address that names no project of the user's is the not-found page. */
export const getServerSideProps = projectPageProps;

export default MonitoringPage;
