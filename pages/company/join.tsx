import { Alert, Container, Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { CompanyGate } from '@/components/companies/CompanyGate';
import { queryValue } from '@/lib/page-routes/shell';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

const CompanyJoinScreen = dynamic(() => import('@/components/companies/CompanyJoinScreen').then((module) => module.CompanyJoinScreen), {
  loading: () => <Skeleton height={220} radius="lg" />,
});

/** /company/join?token=…: where a company invitation's mail lands. */
const CompanyJoinPage: ShellPage = () => {
  const t = useTranslations('companies');
  const router = useRouter();
  const token = queryValue(router.query.token);
  return (
    <>
      <Head>
        <title>{t('metaJoin')}</title>
      </Head>
      <Container size="sm" py="xl">
        <CompanyGate>
          {token ? (
            <CompanyJoinScreen key={token} token={token} />
          ) : (
            router.isReady && (
              <Alert color="red" role="alert">
                {t('noToken')}
              </Alert>
            )
          )}
        </CompanyGate>
      </Container>
    </>
  );
};

CompanyJoinPage.showLoading = true;

export const getServerSideProps = withShellPageProps();

export default CompanyJoinPage;
