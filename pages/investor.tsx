import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { InvestorGate } from '@/components/investors/InvestorGate';
import { InvestorHome } from '@/components/investors/InvestorHome';
import { InvestorProfile } from '@/components/investors/InvestorProfile';
import { useShared } from '@/components/providers/SharedContext';
import type { ShellPage } from '@/components/layout/page-types';
import { investorPageData } from '@/server/ssr/page-data';
import { withPageData } from '@/server/ssr/page-props';
import { useGetMyInvestorQuery } from '@/store/deferred/investors';

/**
 * /investor: the investor's onboarding, profile and review status; once staff activated the investor, their home
 * above the profile (requirements ).
 */
const InvestorPage: ShellPage = () => {
  const t = useTranslations('investors');
  const { me } = useShared();
  // The profile's status, read again after each save: a new organisation sends the investor back to review at once.
  const mine = useGetMyInvestorQuery(undefined, { skip: !me?.roles.includes('investor') });
  const activated = mine.data?.status === 'activated';
  return (
    <>
      <Head>
        <title>{activated ? t('home.metaTitle') : t('profile.metaTitle')}</title>
      </Head>
      <InvestorGate>
        {activated && me && <InvestorHome me={me} />}
        <InvestorProfile embedded={activated} />
      </InvestorGate>
    </>
  );
};

InvestorPage.showLoading = true;

/** The investor's profile is read on the server: the page's first paint is the home or the profile, not a skeleton. */
export const getServerSideProps = withPageData(() => investorPageData);

export default InvestorPage;
