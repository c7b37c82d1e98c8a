import { Container, Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { ProposalsGate } from '@/components/proposals/ProposalsGate';
import { queryValue } from '@/lib/page-routes/shell';
import { isIdentifier } from '@/server/ssr/page-data';
import { withOemPageProps } from '@/server/ssr/oem-page-props';

/** The proposal, its thread and its forms: a chunk of its own, requested with the page (first-load budget, issue 25). */
const ProposalScreen = dynamic(() => import('@/components/proposals/ProposalScreen').then((module) => module.ProposalScreen), {
  ssr: false,
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

/** An address that cannot name a proposal, or "show OEM" off, is the not-found page; the proposal is read by the browser, after sign-in. */
export const getServerSideProps = withOemPageProps((params) => isIdentifier(params.id));

export default ProposalPage;
