import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { InvestorGate } from '@/components/investors/InvestorGate';
import { OpportunitySkeleton } from '@/components/opportunities/OpportunitySkeleton';
import type { ShellPage } from '@/components/layout/page-types';
import { queryValue } from '@/lib/page-routes/shell';
import { isIdentifier } from '@/server/ssr/page-data';
import { withPageData } from '@/server/ssr/page-props';

/**
 * The opportunity in full is for signed-in users (InvestorGate): its own chunk, with the API client it reads through,
 * loaded only for them. A visitor gets the invitation to sign in and never loads it.
 */
const OpportunityView = dynamic(() => import('@/components/opportunities/OpportunityView').then((module) => module.OpportunityView), {
  loading: () => <OpportunitySkeleton />,
});

/** /opportunities/[id]: one opportunity in full and the investor's questions to its developer. */
const OpportunityPage: ShellPage = () => {
  const t = useTranslations('opportunities');
  const id = queryValue(useRouter().query.id);
  return (
    <>
      <Head>
        <title>{t('meta.opportunity')}</title>
      </Head>
      <InvestorGate>{id && <OpportunityView key={id} opportunityId={id} />}</InvestorGate>
    </>
  );
};

OpportunityPage.showLoading = true;

/** An address that cannot name an opportunity is the not-found page; the opportunity itself is read by the browser. */
export const getServerSideProps = withPageData(({ params }) => (isIdentifier(params?.id) ? async () => ({ missing: false, prefetched: [] }) : null));

export default OpportunityPage;
