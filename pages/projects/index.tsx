import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { MemberGate } from '@/components/projects/MemberGate';
import { listOfQuery, PAGE_SIZE, ProjectsList } from '@/components/projects/ProjectsList';
import type { ShellPage } from '@/components/layout/page-types';
import { projectListData } from '@/server/ssr/page-data';
import { withPageData } from '@/server/ssr/page-props';

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
export const getServerSideProps = withPageData(
  ({ query }) =>
    (headers) =>
      projectListData(headers, listOfQuery(query), PAGE_SIZE),
);

export default ProjectsRoute;
