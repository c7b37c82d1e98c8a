import { useTranslations } from 'next-intl';
import { AlarmsInbox } from '@/components/monitoring/app/AlarmsInbox';
import { MonitoringAppPage } from '@/components/monitoring/app/MonitoringAppPage';
import type { ShellPage } from '@/components/layout/page-types';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

/** `/alarms` on the monitoring host (proxy.ts rewrites it here): the alarms inbox across plants. */
const AlarmsPage: ShellPage = () => {
  const t = useTranslations('monitoringApp.alarms');
  return (
    <MonitoringAppPage title={t('title')} intro={t('intro')}>
      <AlarmsInbox />
    </MonitoringAppPage>
  );
};

export const getServerSideProps = withShellPageProps();

export default AlarmsPage;
