import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { Audiences } from '@/components/layout/landing/Audiences';
import { BiocharDemo } from '@/components/layout/landing/BiocharDemo';
import { CallToAction } from '@/components/layout/landing/CallToAction';
import { Features } from '@/components/layout/landing/Features';
import { Hero } from '@/components/layout/landing/Hero';
import { HowItWorks } from '@/components/layout/landing/HowItWorks';
import type { ShellPage } from '@/components/layout/page-types';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

const LandingPage: ShellPage = () => {
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
      <Audiences />
      <CallToAction />
    </>
  );
};

export const getServerSideProps = withShellPageProps();

export default LandingPage;
