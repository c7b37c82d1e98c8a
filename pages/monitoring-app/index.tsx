import { useTranslations } from 'next-intl';
import { FleetOverview } from '@/components/monitoring/app/FleetOverview';
import { MonitoringAppPage } from '@/components/monitoring/app/MonitoringAppPage';
import type { ShellPage } from '@/components/layout/page-types';
import { fleetPageData } from '@/server/ssr/fleet-page-data';
import { withPageData } from '@/server/ssr/page-props';

/** `/` on the monitoring host (proxy.ts rewrites it here): the fleet overview, every reactor at a glance. */
const FleetPage: ShellPage = () => {
  const t = useTranslations('monitoringApp.fleet');
  return (
    <MonitoringAppPage title={t('title')} intro={t('intro')}>
      <FleetOverview />
    </MonitoringAppPage>
  );
};

/** Rendered with the fleet for a signed-in user (the tiles and the navigation's count in the first paint). */
export const getServerSideProps = withPageData(() => (headers) => fleetPageData(headers));

export default FleetPage;
