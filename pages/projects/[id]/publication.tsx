import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { PublicationEditor } from '@/components/opportunities/PublicationEditor';
import type { ShellPage } from '@/components/layout/page-types';
import { MemberGate } from '@/components/projects/MemberGate';
import { queryValue } from '@/lib/page-routes/shell';
import { projectPageProps } from '@/server/ssr/page-props';

/** /projects/[id]/publication: the project's publication, its review, and investors' questions. */
const PublicationPage: ShellPage = () => {
  const t = useTranslations('opportunities');
  const projectId = queryValue(useRouter().query.id);
  return (
    <>
      <Head>
        <title>{t('meta.editor')}</title>
      </Head>
      <MemberGate>{projectId && <PublicationEditor key={projectId} projectId={projectId} />}</MemberGate>
    </>
  );
};

PublicationPage.showLoading = true;

/** Rendered signed in with the project; an address that names no project of the user's is the not-found page. */
export const getServerSideProps = projectPageProps;

export default PublicationPage;
