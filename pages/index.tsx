import Head from 'next/head';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Audiences } from '@/components/layout/landing/Audiences';
import { BiocharDemo } from '@/components/layout/landing/BiocharDemo';
import { CallToAction } from '@/components/layout/landing/CallToAction';
import { Features } from '@/components/layout/landing/Features';
import { Hero } from '@/components/layout/landing/Hero';
import { HowItWorks } from '@/components/layout/landing/HowItWorks';
import type { ShellPage } from '@/components/layout/page-types';
import type { OpportunityTeaser } from '@/lib/schemas/opportunities';
import { landingTeasers } from '@/server/ssr/page-data';
import { forwardedHeaders } from '@/server/ssr/shell-props';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

/**
 * The opportunities teaser: its own chunk, so that the landing page's first scripts stay within their budget. The
 * server renders it (next/dynamic loads it there before rendering; React's `lazy` would leave a suspended boundary whose
 * inline reveal script the page's CSP refuses).
 */
const LandingTeaser = dynamic(() => import('@/components/opportunities/LandingTeaser'));

interface LandingProps extends Record<string, unknown> {
  teasers: OpportunityTeaser[];
}

const LandingPage: ShellPage<LandingProps> = ({ teasers }) => {
  const t = useTranslations('meta');
  return (
    <>
      <Head>
        <title>{t('landingTitle')}</title>
        <meta name="description" content={t('landingDescription')} />
      </Head>
      <Hero />
      <Features />
      <HowItWorks />
      <BiocharDemo />
      {teasers?.length > 0 && <LandingTeaser teasers={teasers} />}
      <Audiences />
      <CallToAction />
    </>
  );
};

/** The newest published opportunities' public fields come with the page. */
export const getServerSideProps = withShellPageProps<LandingProps>(async ({ req }, shell) => ({
  props: { teasers: await landingTeasers(await forwardedHeaders(req, shell.publicConfig.apiKey)) },
}));

export default LandingPage;
