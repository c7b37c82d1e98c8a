import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { MemberGate } from '@/components/projects/MemberGate';
import { ProjectsList } from '@/components/projects/ProjectsList';
import type { ShellPage } from '@/components/layout/page-types';
import { withShellPageProps } from '@/lib/i18n/shell-page-props';

/** /projects: the list of my projects and those shared with me. */
const ProjectsRoute: ShellPage = () => {
  const t = useTranslations('projects');
  return (
    <>
      <Head>
        <title>{t('metaList')}</title>
      </Head>
      <MemberGate>
        <ProjectsList />
      </MemberGate>
    </>
  );
};

ProjectsRoute.showLoading = true;

export const getServerSideProps = withShellPageProps();

export default ProjectsRoute;
