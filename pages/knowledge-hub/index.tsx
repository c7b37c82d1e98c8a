import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { KnowledgeHub } from '@/components/knowledge/KnowledgeHub';
import type { ShellPage } from '@/components/layout/page-types';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

/** The knowledge hub's index: topics, search and the article list. */
const KnowledgeHubPage: ShellPage = () => {
  const t = useTranslations('knowledge');
  return (
    <>
      <Head>
        <title>{t('metaTitle')}</title>
        <meta name="description" content={t('metaDescription')} />
      </Head>
      <KnowledgeHub />
    </>
  );
};

export const getServerSideProps = withShellPageProps();

export default KnowledgeHubPage;
