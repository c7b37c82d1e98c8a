import { useTranslations } from 'next-intl';
import { ReactorsOverview } from '@/components/monitoring/app/ReactorsOverview';
import { MonitoringAppPage } from '@/components/monitoring/app/MonitoringAppPage';
import type { ShellPage } from '@/components/layout/page-types';
import { fleetPageData } from '@/server/ssr/fleet-page-data';
import { withPageData } from '@/server/ssr/page-props';

/** `/reactors` on the monitoring host (proxy.ts rewrites it here): every reactor in a table. */
const ReactorsPage: ShellPage = () => {
  const t = useTranslations('monitoringApp.reactors');
  return (
    <MonitoringAppPage title={t('title')} intro={t('intro')}>
      <ReactorsOverview />
    </MonitoringAppPage>
  );
};

/** Rendered with the fleet for a signed-in user (the tiles and the navigation's count in the first paint). */
export const getServerSideProps = withPageData(() => (headers) => fleetPageData(headers));

export default ReactorsPage;
