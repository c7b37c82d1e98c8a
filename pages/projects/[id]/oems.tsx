import { Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { MemberGate } from '@/components/projects/MemberGate';
import { queryValue } from '@/lib/page-routes/shell';
import { projectOemsData } from '@/server/ssr/oem-page-data';
import { withOemPageProps } from '@/server/ssr/oem-page-props';
import { isIdentifier } from '@/server/ssr/page-data';

// The screen and its schemas load apart from the shell (the page's first load stays within its budget).
const ProjectOems = dynamic(() => import('@/components/oems/ProjectOems').then((module) => module.ProjectOems), { loading: () => <Skeleton height={320} radius="md" m="xl" /> });

/** /projects/[id]/oems: the project's matched OEMs, criterion by criterion; not found while "show OEM" is off. */
const ProjectOemsPage: ShellPage = () => {
  const t = useTranslations('oems');
  const id = queryValue(useRouter().query.id);
  return (
    <>
      <Head>
        <title>{t('meta.matches')}</title>
      </Head>
      <MemberGate>{id && <ProjectOems key={id} projectId={id} />}</MemberGate>
    </>
  );
};

ProjectOemsPage.showLoading = true;

/** An address that cannot name a project the user may see is the not-found page; the matches are read on the server. */
export const getServerSideProps = withOemPageProps(({ params }) => {
  const id = params?.id;
  return isIdentifier(id) ? (headers) => projectOemsData(headers, id) : null;
});

export default ProjectOemsPage;
