import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { FieldUploads } from '@/components/monitoring/field/FieldUploads';
import { MonitoringAppPage } from '@/components/monitoring/app/MonitoringAppPage';
import type { ShellPage } from '@/components/layout/page-types';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

/**
 * `/uploads` on the monitoring host (proxy.ts rewrites it here): the phone page of field uploads, installable
 * (its web app manifest and the service worker it registers).
 */
const UploadsPage: ShellPage = () => {
  const t = useTranslations('field');
  return (
    <>
      <Head>
        <link rel="manifest" href="/field.webmanifest" />
        <meta name="theme-color" content="#1f5130" />
        <link rel="apple-touch-icon" href="/icons/field-192.png" />
      </Head>
      <MonitoringAppPage title={t('title')} intro={t('intro')}>
        <FieldUploads />
      </MonitoringAppPage>
    </>
  );
};

/** The page's data is read in the browser (it must also work with the network cut): only the shell on the server. */
export const getServerSideProps = withShellPageProps();

export default UploadsPage;
