import { Container, Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { ProposalsGate } from '@/components/proposals/ProposalsGate';
import { queryValue } from '@/lib/page-routes/shell';
import { proposalPageData } from '@/server/ssr/oem-page-data';
import { withOemPageProps } from '@/server/ssr/oem-page-props';
import { isIdentifier } from '@/server/ssr/page-data';

/** The proposal, its thread and its forms: a chunk of its own, drawn by the server with the proposal it read. */
const ProposalScreen = dynamic(() => import('@/components/proposals/ProposalScreen').then((module) => module.ProposalScreen), {
  loading: () => <Skeleton height={320} />,
});

/** /proposals/[id]: one proposal, for the project's people and the OEM alike; the link of every proposal mail. */
const ProposalPage: ShellPage = () => {
  const t = useTranslations('proposals');
  const id = queryValue(useRouter().query.id);
  return (
    <>
      <Head>
        <title>{t('metaProposal')}</title>
      </Head>
      <Container size="md" py="xl">
        <ProposalsGate>{id && <ProposalScreen key={id} proposalId={id} />}</ProposalsGate>
      </Container>
    </>
  );
};

ProposalPage.showLoading = true;

/**
 * An address that cannot name a proposal the user may see, or "show OEM" off, is the not-found page; the proposal is
 * read on the server, so that its title and terms are the first paint.
 */
export const getServerSideProps = withOemPageProps(({ params }) => {
  const id = params?.id;
  return isIdentifier(id) ? (headers) => proposalPageData(headers, id) : null;
});

export default ProposalPage;
