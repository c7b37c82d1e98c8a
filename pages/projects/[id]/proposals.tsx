import { Container } from '@mantine/core';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { ReceivedProposals } from '@/components/proposals/ProposalLists';
import { ProposalsGate } from '@/components/proposals/ProposalsGate';
import { queryValue } from '@/lib/page-routes/shell';
import { projectProposalsData } from '@/server/ssr/oem-page-data';
import { withOemPageProps } from '@/server/ssr/oem-page-props';
import { isIdentifier } from '@/server/ssr/page-data';

/** /projects/[id]/proposals: the proposals OEMs sent to the project. */
const ProjectProposalsPage: ShellPage = () => {
  const t = useTranslations('proposals');
  const id = queryValue(useRouter().query.id);
  return (
    <>
      <Head>
        <title>{t('metaList')}</title>
      </Head>
      <Container size="md" py="xl">
        <ProposalsGate>{id && <ReceivedProposals key={id} projectId={id} />}</ProposalsGate>
      </Container>
    </>
  );
};

ProjectProposalsPage.showLoading = true;

/** An address that cannot name a project the user may see is the not-found page; the list is read on the server. */
export const getServerSideProps = withOemPageProps(({ params }) => {
  const id = params?.id;
  return isIdentifier(id) ? (headers) => projectProposalsData(headers, id) : null;
});

export default ProjectProposalsPage;
