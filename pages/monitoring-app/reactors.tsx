import { useTranslations } from 'next-intl';
import { ReactorsOverview } from '@/components/monitoring/app/ReactorsOverview';
import { MonitoringAppPage } from '@/components/monitoring/app/MonitoringAppPage';
import type { ShellPage } from '@/components/layout/page-types';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

/** `/reactors` on the monitoring host (proxy.ts rewrites it here): every reactor in a table. */
const ReactorsPage: ShellPage = () => {
  const t = useTranslations('monitoringApp.reactors');
  return (
    <MonitoringAppPage title={t('title')} intro={t('intro')}>
      <ReactorsOverview />
    </MonitoringAppPage>
  );
};

export const getServerSideProps = withShellPageProps();

export default ReactorsPage;
