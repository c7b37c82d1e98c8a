import { Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { MemberGate } from '@/components/projects/MemberGate';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

// The inbox and its schemas load apart from the shell (the page's first load stays small).
const StaffSupportInbox = dynamic(() => import('@/components/support/StaffSupportInbox').then((module) => module.StaffSupportInbox), {
  loading: () => <Skeleton height={320} radius="md" m="xl" />,
});

/** /staff/support: staff's support inbox (issue 24, item 7); `?id=` opens one request (the staff mails' link). */
const StaffSupportPage: ShellPage = () => {
  const t = useTranslations('support');
  return (
    <>
      <Head>
        <title>{t('meta.inbox')}</title>
      </Head>
      <MemberGate>
        <StaffSupportInbox />
      </MemberGate>
    </>
  );
};

StaffSupportPage.showLoading = true;

export const getServerSideProps = withShellPageProps();

export default StaffSupportPage;
