import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { ReactorScreen } from '@/components/monitoring/ReactorScreen';
import { MemberGate } from '@/components/projects/MemberGate';
import { queryValue } from '@/lib/page-routes/shell';
import { isIdentifier, reactorPageData } from '@/server/ssr/page-data';
import { withPageData } from '@/server/ssr/page-props';

/** /projects/[id]/monitoring/[reactorId]: a reactor's live chart, KPIs, alarms and set-up. */
const ReactorPage: ShellPage = () => {
  const t = useTranslations('monitoring');
  const { query } = useRouter();
  const projectId = queryValue(query.id);
  const reactorId = queryValue(query.reactorId);
  return (
    <>
      <Head>
        <title>{t('metaReactor')}</title>
      </Head>
      <MemberGate>{projectId && reactorId && <ReactorScreen key={reactorId} projectId={projectId} reactorId={reactorId} />}</MemberGate>
    </>
  );
};

ReactorPage.showLoading = true;

/**
 * An address that cannot name a project and a reactor is the not-found page; the reactor, the project's monitoring and
 * the project are read on the server for the first paint (a reactor the API does not show is left to the browser).
 */
export const getServerSideProps = withPageData(({ params }) => {
  const projectId = params?.id;
  const reactorId = params?.reactorId;
  return isIdentifier(projectId) && isIdentifier(reactorId) ? (headers) => reactorPageData(headers, projectId, reactorId) : null;
});

export default ReactorPage;
