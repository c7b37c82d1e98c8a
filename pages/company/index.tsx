import { Container, Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { CompanyGate } from '@/components/companies/CompanyGate';
import { companyPageData } from '@/server/ssr/company-page-data';
import { withPageData } from '@/server/ssr/page-props';

const CompanyScreen = dynamic(() => import('@/components/companies/CompanyScreen').then((module) => module.CompanyScreen), {
  loading: () => <Skeleton height={320} radius="lg" />,
});

/** /company: the caller's developer company, its members, invitations and linked projects. */
const CompanyPage: ShellPage = () => {
  const t = useTranslations('companies');
  return (
    <>
      <Head>
        <title>{t('metaCompany')}</title>
      </Head>
      <Container size="md" py="xl">
        <CompanyGate>
          <CompanyScreen />
        </CompanyGate>
      </Container>
    </>
  );
};

CompanyPage.showLoading = true;

/** The company, its members and projects are read on the server: its name and profile are the first paint. */
export const getServerSideProps = withPageData(() => companyPageData);

export default CompanyPage;
