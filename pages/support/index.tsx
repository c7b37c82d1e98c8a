import { Container, Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { MemberGate } from '@/components/projects/MemberGate';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

const MySupportRequests = dynamic(() => import('@/components/support/MySupportRequests').then((module) => module.MySupportRequests), {
  loading: () => <Skeleton height={240} radius="md" />,
});

/** /support: the user's support requests, each with its state in plain words (issue 24, item 6). */
const SupportPage: ShellPage = () => {
  const t = useTranslations('support');
  return (
    <>
      <Head>
        <title>{t('meta.mine')}</title>
      </Head>
      <MemberGate>
        <Container size="md" py="xl">
          <MySupportRequests />
        </Container>
      </MemberGate>
    </>
  );
};

SupportPage.showLoading = true;

export const getServerSideProps = withShellPageProps();

export default SupportPage;
