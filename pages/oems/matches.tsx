import { Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { MemberGate } from '@/components/projects/MemberGate';
import { oemMatchesData } from '@/server/ssr/oem-page-data';
import { withOemPageProps } from '@/server/ssr/oem-page-props';

const OemMatches = dynamic(() => import('@/components/oems/OemMatches').then((module) => module.OemMatches), { loading: () => <Skeleton height={320} radius="md" m="xl" /> });

/** /oems/matches: the OEM's matched projects, filtered; not found while "show OEM" is off. */
const OemMatchesPage: ShellPage = () => {
  const t = useTranslations('oems');
  return (
    <>
      <Head>
        <title>{t('meta.list')}</title>
      </Head>
      <MemberGate>
        <OemMatches />
      </MemberGate>
    </>
  );
};

OemMatchesPage.showLoading = true;

/** The first page of the matches is read on the server: its cards are the first paint, not a skeleton. */
export const getServerSideProps = withOemPageProps(() => oemMatchesData);

export default OemMatchesPage;
