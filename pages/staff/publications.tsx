import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { StaffPublications } from '@/components/opportunities/StaffPublications';
import type { ShellPage } from '@/components/layout/page-types';
import { MemberGate } from '@/components/projects/MemberGate';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

/** /staff/publications: staff's queue of publications awaiting a decision. */
const StaffPublicationsPage: ShellPage = () => {
  const t = useTranslations('opportunities');
  return (
    <>
      <Head>
        <title>{t('meta.staffPublications')}</title>
      </Head>
      <MemberGate>
        <StaffPublications />
      </MemberGate>
    </>
  );
};

StaffPublicationsPage.showLoading = true;

export const getServerSideProps = withShellPageProps();

export default StaffPublicationsPage;
