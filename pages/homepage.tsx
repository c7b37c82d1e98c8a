import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { Dashboard } from '@/components/layout/dashboard/Dashboard';
import { DASHBOARD_PROJECTS } from '@/components/layout/dashboard/ProjectsCard';
import { DashboardSkeleton } from '@/components/layout/dashboard/DashboardSkeleton';
import { SignedOutDashboard } from '@/components/layout/dashboard/SignedOutDashboard';
import type { ShellPage } from '@/components/layout/page-types';
import { useShared } from '@/components/providers/SharedContext';
import { homepageData } from '@/server/ssr/page-data';
import { withPageData } from '@/server/ssr/page-props';
import { useAppSelector } from '@/store/hooks';

/** The signed-in landing after sign-in. */
const HomePage: ShellPage = () => {
  const t = useTranslations('meta');
  const { me } = useShared();
  const loading = useAppSelector((state) => state.app.loading);
  let content = <SignedOutDashboard />;
  if (me) content = <Dashboard me={me} />;
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
