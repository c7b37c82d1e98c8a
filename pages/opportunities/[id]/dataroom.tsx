import { Container, Stack, Text, Title } from '@mantine/core';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { DataroomScreen } from '@/components/dataroom/DataroomScreen';
import { InvestorGate } from '@/components/investors/InvestorGate';
import { OpportunityTrail } from '@/components/opportunities/OpportunityTrail';
import type { ShellPage } from '@/components/layout/page-types';
import { queryValue } from '@/lib/page-routes/shell';
import { isIdentifier } from '@/server/ssr/page-data';
import { opportunitySubpageData } from '@/server/ssr/opportunity-page-data';
import { withPageData } from '@/server/ssr/page-props';

/** /opportunities/[id]/dataroom: the opportunity's data room, for its developer and for the investors granted it. */
const DataroomPage: ShellPage = () => {
  const t = useTranslations('dataroom');
  const id = queryValue(useRouter().query.id);
  return (
    <>
      <Head>
        <title>{t('metaTitle')}</title>
      </Head>
      <InvestorGate>
        <Container size="lg" py="xl">
          <Stack gap="md">
            {id && <OpportunityTrail opportunityId={id} current={t('title')} />}
            <Title order={1}>{t('title')}</Title>
            <Text c="gray.7">{t('intro')}</Text>
            {id && <DataroomScreen key={id} opportunityId={id} />}
          </Stack>
        </Container>
      </InvestorGate>
    </>
  );
};

DataroomPage.showLoading = true;

/**
 * An address that cannot name an opportunity is the not-found page; the server reads the opportunity for the trail,
 * and the document the address opens, if any.
 */
export const getServerSideProps = withPageData(({ params, query }) => {
  const id = params?.id;
  const file = queryValue(query.file);
  return isIdentifier(id) ? (headers) => opportunitySubpageData(headers, id, isIdentifier(file) ? file : undefined) : null;
});

export default DataroomPage;
