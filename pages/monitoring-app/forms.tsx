import { useTranslations } from 'next-intl';
import { FormsOverview } from '@/components/monitoring/app/FormsOverview';
import { MonitoringAppPage } from '@/components/monitoring/app/MonitoringAppPage';
import type { ShellPage } from '@/components/layout/page-types';
import { fleetPageData } from '@/server/ssr/fleet-page-data';
import { withPageData } from '@/server/ssr/page-props';

/** `/forms` on the monitoring host (proxy.ts rewrites it here): each reactor's daily form. */
const FormsPage: ShellPage = () => {
  const t = useTranslations('monitoringApp.forms');
  return (
    <MonitoringAppPage title={t('title')} intro={t('intro')}>
      <FormsOverview />
    </MonitoringAppPage>
  );
};

/** Rendered with the fleet for a signed-in user (the tiles and the navigation's count in the first paint). */
export const getServerSideProps = withPageData(() => (headers) => fleetPageData(headers));

export default FormsPage;
