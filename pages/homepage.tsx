import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Dashboard } from '@/components/layout/dashboard/Dashboard';
import { DASHBOARD_PROJECTS } from '@/components/layout/dashboard/ProjectsCard';
import { DashboardSkeleton } from '@/components/layout/dashboard/DashboardSkeleton';
import { SignedOutDashboard } from '@/components/layout/dashboard/SignedOutDashboard';
import type { ShellPage } from '@/components/layout/page-types';
import { useShared } from '@/components/providers/SharedContext';
import { useWaitingForUser } from '@/components/providers/use-waiting-for-user';
import { INVESTOR_PROFILE_PATH } from '@/lib/page-routes/investors';
import type { Me } from '@/lib/schemas/users';
import { homepageData } from '@/server/ssr/page-data';
import { withPageData } from '@/server/ssr/page-props';

/** An investor who is neither a developer nor staff: their home is the investor onboarding, then the investor home. */
const isInvestorOnly = (me: Me) => me.roles.includes('investor') && !me.roles.includes('developer') && !me.roles.includes('admin');

/** The signed-in landing after sign-in; an investor goes on to their own home. */
const HomePage: ShellPage = () => {
  const t = useTranslations('meta');
  const { me } = useShared();
  const router = useRouter();
  const loading = useWaitingForUser();
  const investor = me ? isInvestorOnly(me) : false;
  useEffect(() => {
    if (investor) void router.replace(INVESTOR_PROFILE_PATH);
  }, [investor, router]);
  let content = <SignedOutDashboard />;
  if (me) content = investor ? <DashboardSkeleton /> : <Dashboard me={me} />;
  else if (loading) content = <DashboardSkeleton />;
  return (
    <>
      <Head>
        <title>{t('homepageTitle')}</title>
      </Head>
      {content}
    </>
  );
};

HomePage.showLoading = true;

/** Rendered signed in with the user's projects, articles and offers when the request carries a token. */
export const getServerSideProps = withPageData(() => (headers, shell) => homepageData(headers, shell.language, DASHBOARD_PROJECTS));

export default HomePage;
