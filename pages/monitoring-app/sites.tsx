import { useTranslations } from 'next-intl';
import { SitesOverview } from '@/components/monitoring/app/SitesOverview';
import { MonitoringAppPage } from '@/components/monitoring/app/MonitoringAppPage';
import type { ShellPage } from '@/components/layout/page-types';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

/** `/sites` on the monitoring host (proxy.ts rewrites it here): every site and its reactors' status. */
const SitesPage: ShellPage = () => {
  const t = useTranslations('monitoringApp.sites');
  return (
    <MonitoringAppPage title={t('title')} intro={t('intro')}>
      <SitesOverview />
    </MonitoringAppPage>
  );
};

export const getServerSideProps = withShellPageProps();

export default SitesPage;
