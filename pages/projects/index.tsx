import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { MemberGate } from '@/components/projects/MemberGate';
import { listOfQuery, ProjectsList } from '@/components/projects/ProjectsList';
import type { ShellPage } from '@/components/layout/page-types';
import { projectListData } from '@/lib/ssr/page-data';
import { withPageData } from '@/lib/ssr/page-props';

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

/** Rendered signed in with the first page of the list the address asks for. */
export const getServerSideProps = withPageData(({ query }) => (headers) => projectListData(headers, listOfQuery(query)));

export default ProjectsRoute;
