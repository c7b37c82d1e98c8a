import { Container, Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { MemberGate } from '@/components/projects/MemberGate';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

const AccountErasure = dynamic(() => import('@/components/account/AccountErasure').then((module) => module.AccountErasure), {
  loading: () => <Skeleton height={240} radius="md" />,
});

/** /account: the user's account, what it keeps, and the request to erase it (issue 24). */
const AccountPage: ShellPage = () => {
  const t = useTranslations('account');
  return (
    <>
      <Head>
        <title>{t('meta')}</title>
      </Head>
      <MemberGate>
        <Container size="md" py="xl">
          <AccountErasure />
        </Container>
      </MemberGate>
    </>
  );
};

AccountPage.showLoading = true;

export const getServerSideProps = withShellPageProps();

export default AccountPage;
