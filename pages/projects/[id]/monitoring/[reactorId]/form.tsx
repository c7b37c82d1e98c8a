import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { DailyFormScreen } from '@/components/monitoring/form/DailyFormScreen';
import { MemberGate } from '@/components/projects/MemberGate';
import { queryValue } from '@/lib/page-routes/shell';
import { isIdentifier, reactorPageData } from '@/server/ssr/page-data';
import { withPageData } from '@/server/ssr/page-props';

/** /projects/[id]/monitoring/[reactorId]/form: the operator's daily form, on a phone, and the forms filled before. */
const DailyFormPage: ShellPage = () => {
  const t = useTranslations('monitoring');
  const { query } = useRouter();
  const projectId = queryValue(query.id);
  const reactorId = queryValue(query.reactorId);
  return (
    <>
      <Head>
        <title>{t('metaForm')}</title>
      </Head>
      <MemberGate>{projectId && reactorId && <DailyFormScreen key={reactorId} projectId={projectId} reactorId={reactorId} />}</MemberGate>
    </>
  );
};

DailyFormPage.showLoading = true;

export const getServerSideProps = withPageData(({ params }) => {
  const projectId = params?.id;
  const reactorId = params?.reactorId;
  return isIdentifier(projectId) && isIdentifier(reactorId) ? (headers) => reactorPageData(headers, projectId, reactorId, true) : null;
});

export default DailyFormPage;
