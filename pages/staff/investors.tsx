import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { StaffInvestors } from '@/components/investors/StaffInvestors';
import type { ShellPage } from '@/components/layout/page-types';
import { MemberGate } from '@/components/projects/MemberGate';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

/** /staff/investors: staff's queue of investors awaiting a decision. */
const StaffInvestorsPage: ShellPage = () => {
  const t = useTranslations('investors');
  return (
    <>
      <Head>
        <title>{t('meta.staffInvestors')}</title>
      </Head>
      <MemberGate>
        <StaffInvestors />
      </MemberGate>
    </>
  );
};

StaffInvestorsPage.showLoading = true;

export const getServerSideProps = withShellPageProps();

export default StaffInvestorsPage;
