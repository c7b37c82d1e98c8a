import { Container, Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { CompanyGate } from '@/components/companies/CompanyGate';
import type { ShellPage } from '@/components/layout/page-types';
import { queryValue } from '@/lib/page-routes/shell';
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

/** An address that cannot name a company is the not-found page; the page is read by the browser, after sign-in. */
export const getServerSideProps = withPageData(({ params }) => (isIdentifier(params?.id) ? async () => ({ missing: false, prefetched: [] }) : null));

export default DeveloperPage;
