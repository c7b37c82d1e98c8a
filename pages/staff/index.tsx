import { Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { MemberGate } from '@/components/projects/MemberGate';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

// The console loads apart from the shell (the page's first load stays within its budget).
const ConsoleHome = dynamic(() => import('@/components/staff/ConsoleHome').then((module) => module.ConsoleHome), { loading: () => <Skeleton height={320} radius="md" m="xl" /> });

/** /staff: staff's console home, counting what waits for the team (issue 24, item 11). */
const StaffHomePage: ShellPage = () => {
  const t = useTranslations('staffConsole.meta');
  return (
    <>
      <Head>
        <title>{t('home')}</title>
      </Head>
      <MemberGate>
        <ConsoleHome />
      </MemberGate>
    </>
  );
};

StaffHomePage.showLoading = true;

export const getServerSideProps = withShellPageProps();

export default StaffHomePage;
