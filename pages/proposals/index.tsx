import { Container } from '@mantine/core';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { SentProposals } from '@/components/proposals/ProposalLists';
import { ProposalsGate } from '@/components/proposals/ProposalsGate';
import { sentProposalsData } from '@/server/ssr/oem-page-data';
import { withOemPageProps } from '@/server/ssr/oem-page-props';

/** /proposals: the proposals the caller's OEMs sent. */
const SentProposalsPage: ShellPage = () => {
  const t = useTranslations('proposals');
  return (
    <>
      <Head>
        <title>{t('metaList')}</title>
      </Head>
      <Container size="md" py="xl">
        <ProposalsGate>
          <SentProposals />
        </ProposalsGate>
      </Container>
    </>
  );
};

SentProposalsPage.showLoading = true;

/** The list is read on the server: its rows are the first paint, not a skeleton. */
export const getServerSideProps = withOemPageProps(() => sentProposalsData);

export default SentProposalsPage;
