import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { ArticleView } from '@/components/knowledge/ArticleView';
import type { ShellPage } from '@/components/layout/page-types';
import { RESOURCE_ROUTES } from '@/lib/api/routes';
import { serverApiFetch } from '@/lib/api/server-fetch';
import { forwardedHeaders } from '@/server/ssr/shell-props';
import { withShellPageProps } from '@/server/ssr/shell-page-props';
import { notFoundPage, type NotFoundProps } from '@/lib/ssr/not-found';
import { articleSchema, articleSlugSchema, type Article } from '@/lib/schemas/knowledge';

interface ArticlePageProps extends Record<string, unknown> {
  /** Null when the API could not be reached: the page then offers to try again. */
  article: Article | null;
}

/** One knowledge-hub article, at `/knowledge-hub/<slug>`. */
const ArticlePage: ShellPage<ArticlePageProps> = ({ article }) => {
  const t = useTranslations('knowledge');
  return (
    <>
      <Head>
        <title>{article ? t('articleMetaTitle', { title: article.title }) : t('metaTitle')}</title>
        {article && <meta name="description" content={article.summary} />}
      </Head>
      <ArticleView article={article} />
    </>
  );
};

/** The article in the visitor's language, read for the page; an unknown or malformed slug is the 404 page. */
export const getServerSideProps = withShellPageProps<ArticlePageProps | NotFoundProps>(async (context, shell) => {
  const { params, req } = context;
  const slug = articleSlugSchema.safeParse(params?.slug);
  if (!slug.success) return notFoundPage(context);
  try {
    const response = await serverApiFetch(`${RESOURCE_ROUTES.articles}?slug=${encodeURIComponent(slug.data)}`, {
      // In the page's language (the browser's Accept-Language when no cookie chose one), as its texts are.
      headers: { ...(await forwardedHeaders(req, shell.publicConfig.apiKey)), language: shell.language },
    });
    if (response.status === 404) return notFoundPage(context);
    const article = response.status === 200 ? articleSchema.safeParse(await response.json()) : null;
    return { props: { article: article?.success ? article.data : null } };
  } catch {
    return { props: { article: null } };
  }
});

export default ArticlePage;
