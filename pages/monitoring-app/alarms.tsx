import { useTranslations } from 'next-intl';
import { AlarmsInbox } from '@/components/monitoring/app/AlarmsInbox';
import { MonitoringAppPage } from '@/components/monitoring/app/MonitoringAppPage';
import type { ShellPage } from '@/components/layout/page-types';
import { fleetPageData } from '@/server/ssr/fleet-page-data';
import { withPageData } from '@/server/ssr/page-props';

/** `/alarms` on the monitoring host (proxy.ts rewrites it here): the alarms inbox across plants. */
const AlarmsPage: ShellPage = () => {
  const t = useTranslations('monitoringApp.alarms');
  return (
    <MonitoringAppPage title={t('title')} intro={t('intro')}>
      <AlarmsInbox />
    </MonitoringAppPage>
  );
};

/** Rendered with the fleet for a signed-in user (the tiles and the navigation's count in the first paint). */
export const getServerSideProps = withPageData(() => (headers) => fleetPageData(headers, true));

export default AlarmsPage;
