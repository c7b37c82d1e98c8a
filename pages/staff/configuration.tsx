import { Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { MemberGate } from '@/components/projects/MemberGate';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

// The console loads apart from the shell (the page's first load stays within its budget).
const ConfigurationScreen = dynamic(() => import('@/components/staff/ConfigurationScreen').then((module) => module.ConfigurationScreen), {
  loading: () => <Skeleton height={320} radius="md" m="xl" />,
});

/** /staff/configuration: the maintenance switch and App Configuration's snapshots (issue 24, item 11). */
const StaffConfigurationPage: ShellPage = () => {
  const t = useTranslations('staffConsole.meta');
  return (
    <>
      <Head>
        <title>{t('configuration')}</title>
      </Head>
      <MemberGate>
        <ConfigurationScreen />
      </MemberGate>
    </>
  );
};

StaffConfigurationPage.showLoading = true;

export const getServerSideProps = withShellPageProps();

export default StaffConfigurationPage;
