import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { InvestorGate } from '@/components/investors/InvestorGate';
import { InvestorProfile } from '@/components/investors/InvestorProfile';
import type { ShellPage } from '@/components/layout/page-types';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

/** /investor: the investor's onboarding, profile and review status. */
const InvestorPage: ShellPage = () => {
  const t = useTranslations('investors');
  return (
    <>
      <Head>
        <title>{t('profile.metaTitle')}</title>
      </Head>
      <InvestorGate>
        <InvestorProfile />
      </InvestorGate>
    </>
  );
};

InvestorPage.showLoading = true;

export const getServerSideProps = withShellPageProps();

export default InvestorPage;
