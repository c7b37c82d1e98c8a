import { Container, Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { MemberGate } from '@/components/projects/MemberGate';
import { queryValue } from '@/lib/page-routes/shell';
import { isIdentifier } from '@/server/ssr/page-data';
import { withPageData } from '@/server/ssr/page-props';

const SupportThreadScreen = dynamic(() => import('@/components/support/SupportThreadScreen').then((module) => module.SupportThreadScreen), {
  loading: () => <Skeleton height={240} radius="md" />,
});

/** /support/[id]: one request's conversation with the team; the link of the reply mails (issue 24, item 6). */
const SupportThreadPage: ShellPage = () => {
  const t = useTranslations('support');
  const id = queryValue(useRouter().query.id);
  return (
    <>
      <Head>
        <title>{t('meta.thread')}</title>
      </Head>
      <MemberGate>
        <Container size="md" py="xl">
          {id && <SupportThreadScreen key={id} requestId={id} />}
        </Container>
      </MemberGate>
    </>
  );
};

SupportThreadPage.showLoading = true;

/** An address that cannot name a request is the not-found page; the thread is read by the browser, after sign-in. */
export const getServerSideProps = withPageData(({ params }) => (isIdentifier(params?.id) ? async () => ({ missing: false, prefetched: [] }) : null));

export default SupportThreadPage;
