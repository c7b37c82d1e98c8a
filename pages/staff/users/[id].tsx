import Head from 'next/head';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { MemberGate } from '@/components/projects/MemberGate';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

const StaffUserPage = dynamic(() => import('@/components/staff-users/StaffUserPage').then((module) => module.StaffUserPage));

/** /staff/users/[id]: one user in staff's console (issue 24, items 8 and 10). */
const StaffUserRoute: ShellPage = () => {
  const t = useTranslations('staffUsers');
  const id = useRouter().query.id;
  return (
    <>
      <Head>
        <title>{t('metaUser')}</title>
      </Head>
      <MemberGate>{typeof id === 'string' && <StaffUserPage userId={id} />}</MemberGate>
    </>
  );
};

StaffUserRoute.showLoading = true;

export const getServerSideProps = withShellPageProps();

export default StaffUserRoute;
