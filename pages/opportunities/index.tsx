import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { OpportunitiesScreen } from '@/components/opportunities/OpportunitiesScreen';
import type { ShellPage } from '@/components/layout/page-types';
import { opportunityListData, type OpportunityListData } from '@/server/ssr/opportunity-page-data';
import { forwardedHeaders } from '@/server/ssr/shell-props';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

/** /opportunities: the teaser list for visitors and investors not yet activated, the full list for activated investors. */
const OpportunitiesPage: ShellPage<OpportunityListData> = ({ list, page }) => {
  const t = useTranslations('opportunities');
  return (
    <>
      <Head>
        <title>{t('meta.list')}</title>
        <meta name="description" content={t('teaserIntro')} />
      </Head>
      <OpportunitiesScreen list={list} page={page} />
    </>
  );
};

/** The page of the list the address names (`?page=`), read with the user's request: the API decides teaser or full. */
export const getServerSideProps = withShellPageProps<OpportunityListData>(async ({ req, query }, shell) => ({
  props: await opportunityListData(await forwardedHeaders(req, shell.publicConfig.apiKey), query.page),
}));

export default OpportunitiesPage;
