import { Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { MemberGate } from '@/components/projects/MemberGate';
import { withOemPageProps } from '@/server/ssr/oem-page-props';

// The queue and its schemas load apart from the shell (the page's first load stays within its budget).
const StaffOems = dynamic(() => import('@/components/oems/StaffOems').then((module) => module.StaffOems), { loading: () => <Skeleton height={320} radius="md" m="xl" /> });

/** /staff/oems: staff's queue of OEMs awaiting verification; not found while "show OEM" is off. */
const StaffOemsPage: ShellPage = () => {
  const t = useTranslations('oems');
  return (
    <>
      <Head>
        <title>{t('meta.staff')}</title>
      </Head>
      <MemberGate>
        <StaffOems />
      </MemberGate>
    </>
  );
};

StaffOemsPage.showLoading = true;

export const getServerSideProps = withOemPageProps();

export default StaffOemsPage;
