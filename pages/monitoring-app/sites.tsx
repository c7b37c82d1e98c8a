import { useTranslations } from 'next-intl';
import { SitesOverview } from '@/components/monitoring/app/SitesOverview';
import { MonitoringAppPage } from '@/components/monitoring/app/MonitoringAppPage';
import type { ShellPage } from '@/components/layout/page-types';
import { fleetPageData } from '@/server/ssr/fleet-page-data';
import { withPageData } from '@/server/ssr/page-props';

/** `/sites` on the monitoring host (proxy.ts rewrites it here): every site and its reactors' status. */
const SitesPage: ShellPage = () => {
  const t = useTranslations('monitoringApp.sites');
  return (
    <MonitoringAppPage title={t('title')} intro={t('intro')}>
      <SitesOverview />
    </MonitoringAppPage>
  );
};

/** Rendered with the fleet for a signed-in user (the tiles and the navigation's count in the first paint). */
export const getServerSideProps = withPageData(() => (headers) => fleetPageData(headers));

export default SitesPage;
