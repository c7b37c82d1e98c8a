import { useEffect } from 'react';
import Head from 'next/head';
import Router from 'next/router';
import { useTranslations } from 'next-intl';
import { MonitoringSignIn } from '@/components/monitoring/app/MonitoringSignIn';
import type { ShellPage } from '@/components/layout/page-types';
import { useShared } from '@/components/providers/SharedContext';
import { MONITORING_APP_PATHS } from '@/lib/page-routes/monitoring';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

/** `/signin` on the monitoring host (proxy.ts rewrites it here): the monitoring application's sign-in; signed in, its home. */
const SignInPage: ShellPage = () => {
  const t = useTranslations('monitoringApp');
  const { me } = useShared();
  useEffect(() => {
    if (me) void Router.replace(MONITORING_APP_PATHS.fleet);
  }, [me]);
  return (
    <>
      <Head>
        <title>{t('metaTitle', { page: t('signIn.meta') })}</title>
      </Head>
      <MonitoringSignIn />
    </>
  );
};

export const getServerSideProps = withShellPageProps();

export default SignInPage;
