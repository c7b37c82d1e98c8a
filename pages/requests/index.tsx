import { Container } from '@mantine/core';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { QuestionsGate } from '@/components/opportunities/questions/QuestionsGate';
import { QuestionsInbox } from '@/components/opportunities/questions/QuestionsInbox';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

/** /requests: the signed-in user's questions inbox (requirements ). */
const QuestionsPage: ShellPage = () => {
  const t = useTranslations('questions');
  return (
    <>
      <Head>
        <title>{t('metaInbox')}</title>
      </Head>
      <QuestionsGate>
        <Container size="md" py="xl">
          <QuestionsInbox />
        </Container>
      </QuestionsGate>
    </>
  );
};

QuestionsPage.showLoading = true;

export const getServerSideProps = withShellPageProps();

export default QuestionsPage;
