import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { MemberGate } from '@/components/projects/MemberGate';
import { queryValue } from '@/components/projects/paths';
import { ProjectPage } from '@/components/projects/ProjectPage';
import type { ShellPage } from '@/components/layout/page-types';
import { withShellPageProps } from '@/lib/i18n/shell-page-props';

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

export const getServerSideProps = withShellPageProps();

export default ProjectRoute;
