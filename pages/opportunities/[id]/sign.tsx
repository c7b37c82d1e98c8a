import { Container, Stack, Text, Title } from '@mantine/core';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { InvestorGate } from '@/components/investors/InvestorGate';
import { SigningScreen } from '@/components/commitments/SigningScreen';
import { OpportunityTrail } from '@/components/opportunities/OpportunityTrail';
import type { ShellPage } from '@/components/layout/page-types';
import { queryValue } from '@/lib/page-routes/shell';
import { isIdentifier } from '@/server/ssr/page-data';
import { withPageData } from '@/server/ssr/page-props';
import { signingPageData } from '@/server/ssr/opportunity-page-data';

/** /opportunities/[id]/sign: the commitment terms; an activated investor signs them, the developer and staff read them. */
const SignPage: ShellPage = () => {
  const t = useTranslations('commitments');
  const id = queryValue(useRouter().query.id);
  return (
    <>
      <Head>
        <title>{t('metaSign')}</title>
      </Head>
      <InvestorGate>
        <Container size="md" py="xl">
          <Stack gap="md">
            {id && <OpportunityTrail opportunityId={id} current={t('signTitle')} />}
            <Title order={1}>{t('signTitle')}</Title>
            <Text c="gray.7">{t('signIntro')}</Text>
            {id && <SigningScreen key={id} opportunityId={id} />}
          </Stack>
        </Container>
      </InvestorGate>
    </>
  );
};

SignPage.showLoading = true;

/** An address that cannot name an opportunity is the not-found page; the server reads the terms for the first paint. */
export const getServerSideProps = withPageData(({ params }) => {
  const id = params?.id;
  return isIdentifier(id) ? (headers, shell) => signingPageData(headers, id, shell.language) : null;
});

export default SignPage;
