import { Container, Stack, Text, Title } from '@mantine/core';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { InvestorGate } from '@/components/investors/InvestorGate';
import { VerifyPdf } from '@/components/commitments/VerifyPdf';
import type { ShellPage } from '@/components/layout/page-types';
import { withPageData } from '@/server/ssr/page-props';

/** /commitments/verify: any party checks a copy of a signed PDF against the platform's seal (requirements ). */
const VerifyPage: ShellPage = () => {
  const t = useTranslations('signing.verify');
  return (
    <>
      <Head>
        <title>{t('metaTitle')}</title>
      </Head>
      <InvestorGate>
        <Container size="md" py="xl">
          <Stack gap="md">
            <Title order={1}>{t('title')}</Title>
            <Text c="gray.7">{t('intro')}</Text>
            <VerifyPdf />
          </Stack>
        </Container>
      </InvestorGate>
    </>
  );
};

VerifyPage.showLoading = true;

/** The page has no first data: the check runs when a file is chosen. */
export const getServerSideProps = withPageData(() => async () => ({ missing: false, prefetched: [] }));

export default VerifyPage;
