import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { KnowledgeHub } from '@/components/knowledge/KnowledgeHub';
import type { ShellPage } from '@/components/layout/page-types';
import { knowledgeHubData, type KnowledgeHubData } from '@/server/ssr/knowledge-page-data';
import { forwardedHeaders } from '@/server/ssr/shell-props';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

/** The knowledge hub's index: topics, search and the article list. */
const KnowledgeHubPage: ShellPage<KnowledgeHubData> = ({ filters, hub, list }) => {
  const t = useTranslations('knowledge');
  return (
    <>
      <Head>
        <title>{t('metaTitle')}</title>
        <meta name="description" content={t('metaDescription')} />
      </Head>
      <KnowledgeHub filters={filters} hub={hub} list={list} />
    </>
  );
};

/** The topics and the page of articles the address asks for (`?search=…&category=…&page=…`), in the page's language. */
export const getServerSideProps = withShellPageProps<KnowledgeHubData>(async ({ req, query }, shell) => ({
  props: await knowledgeHubData(await forwardedHeaders(req, shell.publicConfig.apiKey), query, shell.language),
}));

export default KnowledgeHubPage;
