import Head from 'next/head';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { MemberGate } from '@/components/projects/MemberGate';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

const StaffDevelopers = dynamic(() => import('@/components/companies/StaffDevelopers').then((module) => module.StaffDevelopers));

/** /staff/developers: staff's directory of developer companies. */
const StaffDevelopersPage: ShellPage = () => {
  const t = useTranslations('companies');
  return (
    <>
      <Head>
        <title>{t('metaStaffDevelopers')}</title>
      </Head>
      <MemberGate>
        <StaffDevelopers />
      </MemberGate>
    </>
  );
};

StaffDevelopersPage.showLoading = true;

export const getServerSideProps = withShellPageProps();

export default StaffDevelopersPage;
