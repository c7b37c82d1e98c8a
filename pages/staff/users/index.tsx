import Head from 'next/head';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { MemberGate } from '@/components/projects/MemberGate';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

const StaffUsers = dynamic(() => import('@/components/staff-users/StaffUsers').then((module) => module.StaffUsers));

/** /staff/users: staff's console of users (issue 24, item 8). */
const StaffUsersPage: ShellPage = () => {
  const t = useTranslations('staffUsers');
  return (
    <>
      <Head>
        <title>{t('metaList')}</title>
      </Head>
      <MemberGate>
        <StaffUsers />
      </MemberGate>
    </>
  );
};

StaffUsersPage.showLoading = true;

export const getServerSideProps = withShellPageProps();

export default StaffUsersPage;
