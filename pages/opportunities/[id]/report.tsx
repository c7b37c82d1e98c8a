import { Container, Stack, Text, Title } from '@mantine/core';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { InvestorGate } from '@/components/investors/InvestorGate';
import { ActivityReportScreen } from '@/components/commitments/report/ActivityReportScreen';
import { OpportunityTrail } from '@/components/opportunities/OpportunityTrail';
import type { ShellPage } from '@/components/layout/page-types';
import { queryValue } from '@/lib/page-routes/shell';
import { isIdentifier } from '@/server/ssr/page-data';
import { opportunitySubpageData } from '@/server/ssr/opportunity-page-data';
import { withPageData } from '@/server/ssr/page-props';

/** /opportunities/[id]/report: investors' activity on the opportunity, for its developer and staff. */
const ReportPage: ShellPage = () => {
  const t = useTranslations('commitments');
  const id = queryValue(useRouter().query.id);
  return (
    <>
      <Head>
        <title>{t('metaReport')}</title>
      </Head>
      <InvestorGate>
        <Container size="lg" py="xl">
          <Stack gap="md">
            {id && <OpportunityTrail opportunityId={id} current={t('report.title')} />}
            <Title order={1}>{t('report.title')}</Title>
            <Text c="gray.7">{t('report.intro')}</Text>
            {id && <ActivityReportScreen key={id} opportunityId={id} />}
          </Stack>
        </Container>
      </InvestorGate>
    </>
  );
};

ReportPage.showLoading = true;

/** An address that cannot name an opportunity is the not-found page; the server reads the opportunity for the trail. */
export const getServerSideProps = withPageData(({ params }) => {
  const id = params?.id;
  return isIdentifier(id) ? (headers) => opportunitySubpageData(headers, id) : null;
});

export default ReportPage;
