import { Container } from '@mantine/core';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { QuestionsGate } from '@/components/opportunities/questions/QuestionsGate';
import { QuestionThreadScreen } from '@/components/opportunities/questions/QuestionThreadScreen';
import { queryValue } from '@/lib/page-routes/shell';
import { isIdentifier } from '@/server/ssr/page-data';
import { withPageData } from '@/server/ssr/page-props';

/** /requests/[id]: one thread of questions, for both sides; the link of every question mail (requirements ). */
const QuestionPage: ShellPage = () => {
  const t = useTranslations('questions');
  const id = queryValue(useRouter().query.id);
  return (
    <>
      <Head>
        <title>{t('metaThread')}</title>
      </Head>
      <QuestionsGate>
        <Container size="md" py="xl">
          {id && <QuestionThreadScreen key={id} requestId={id} />}
        </Container>
      </QuestionsGate>
    </>
  );
};

QuestionPage.showLoading = true;

/** An address that cannot name a thread is the not-found page; the thread is read by the browser, after sign-in. */
export const getServerSideProps = withPageData(({ params }) => (isIdentifier(params?.id) ? async () => ({ missing: false, prefetched: [] }) : null));

export default QuestionPage;
