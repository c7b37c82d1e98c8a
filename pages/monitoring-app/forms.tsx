import { useTranslations } from 'next-intl';
import { FormsOverview } from '@/components/monitoring/app/FormsOverview';
import { MonitoringAppPage } from '@/components/monitoring/app/MonitoringAppPage';
import type { ShellPage } from '@/components/layout/page-types';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

/** `/forms` on the monitoring host (proxy.ts rewrites it here): each reactor's daily form. */
const FormsPage: ShellPage = () => {
  const t = useTranslations('monitoringApp.forms');
  return (
    <MonitoringAppPage title={t('title')} intro={t('intro')}>
      <FormsOverview />
    </MonitoringAppPage>
  );
};

export const getServerSideProps = withShellPageProps();

export default FormsPage;
