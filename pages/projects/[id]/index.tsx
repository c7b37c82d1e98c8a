import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { MemberGate } from '@/components/projects/MemberGate';
import { queryValue } from '@/lib/page-routes/shell';
import { ProjectPage } from '@/components/projects/ProjectPage';
import type { ShellPage } from '@/components/layout/page-types';
import { projectHomePageProps } from '@/server/ssr/page-props';

/** /projects/[id]: one project (`?tab=` opens a tab). */
const ProjectRoute: ShellPage = () => {
  const t = useTranslations('projects');
  const { query } = useRouter();
  const projectId = queryValue(query.id);
  return (
    <>
      <Head>
        <title>{t('metaProject')}</title>
      </Head>
      <MemberGate>{projectId && <ProjectPage projectId={projectId} />}</MemberGate>
    </>
  );
};

ProjectRoute.showLoading = true;

/** Rendered signed in with the project; an address that names no project of the user's is the not-found page. */
export const getServerSideProps = projectHomePageProps;

export default ProjectRoute;
