import { Container, Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { CompanyGate } from '@/components/companies/CompanyGate';
import type { ShellPage } from '@/components/layout/page-types';
import { queryValue } from '@/lib/page-routes/shell';
import { developerPageData } from '@/server/ssr/company-page-data';
import { isIdentifier } from '@/server/ssr/page-data';
import { withPageData } from '@/server/ssr/page-props';

const DeveloperScreen = dynamic(() => import('@/components/companies/DeveloperScreen').then((module) => module.DeveloperScreen), {
  loading: () => <Skeleton height={320} radius="lg" />,
});

/** /developers/[id]: a developer company's page, to those it is shown to. */
const DeveloperPage: ShellPage = () => {
  const t = useTranslations('companies');
  const id = queryValue(useRouter().query.id);
  return (
    <>
      <Head>
        <title>{t('metaDeveloper')}</title>
      </Head>
      <Container size="md" py="xl">
        <CompanyGate>{id && <DeveloperScreen key={id} companyId={id} />}</CompanyGate>
      </Container>
    </>
  );
};

DeveloperPage.showLoading = true;

/** An address that cannot name a company page the user may see is the not-found page; the page is read on the server. */
export const getServerSideProps = withPageData(({ params }) => {
  const id = params?.id;
  return isIdentifier(id) ? (headers) => developerPageData(headers, id) : null;
});

export default DeveloperPage;
