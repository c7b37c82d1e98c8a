import { Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { MemberGate } from '@/components/projects/MemberGate';
import { oemOfferData } from '@/server/ssr/oem-page-data';
import { withOemPageProps } from '@/server/ssr/oem-page-props';

const OemScreen = dynamic(() => import('@/components/oems/OemScreen').then((module) => module.OemScreen), { loading: () => <Skeleton height={320} radius="md" m="xl" /> });

/** /oem: an OEM's sign-up, offer and requirements, with its verification state; not found while "show OEM" is off. */
const OemPage: ShellPage = () => {
  const t = useTranslations('oems');
  return (
    <>
      <Head>
        <title>{t('meta.offer')}</title>
      </Head>
      <MemberGate>
        <OemScreen />
      </MemberGate>
    </>
  );
};

OemPage.showLoading = true;

/** The OEM's offer is read on the server: its status and forms are the first paint, not a skeleton. */
export const getServerSideProps = withOemPageProps(() => oemOfferData);

export default OemPage;
