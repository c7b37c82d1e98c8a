import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { OpportunitiesScreen } from '@/components/opportunities/OpportunitiesScreen';
import type { ShellPage } from '@/components/layout/page-types';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

/** /opportunities: the teaser list for visitors and investors not yet activated, the full list for activated investors. */
const OpportunitiesPage: ShellPage = () => {
  const t = useTranslations('opportunities');
  return (
    <>
      <Head>
        <title>{t('meta.list')}</title>
        <meta name="description" content={t('teaserIntro')} />
      </Head>
      <OpportunitiesScreen />
    </>
  );
};

export const getServerSideProps = withShellPageProps();

export default OpportunitiesPage;
