import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { EvidenceRecordScreen } from '@/components/monitoring/evidence/EvidenceRecordScreen';
import { MemberGate } from '@/components/projects/MemberGate';
import { queryValue } from '@/lib/page-routes/shell';
import { isIdentifier, projectPageData } from '@/server/ssr/page-data';
import { withPageData } from '@/server/ssr/page-props';

/** /projects/[id]/monitoring/evidence/[evidenceId]: one record, its files and its reviews (a rejection's mail opens it). */
const EvidenceRecordPage: ShellPage = () => {
  const t = useTranslations('evidence');
  const router = useRouter();
  const projectId = queryValue(router.query.id);
  const evidenceId = queryValue(router.query.evidenceId);
  return (
    <>
      <Head>
        <title>{t('recordMetaTitle')}</title>
      </Head>
      <MemberGate>{projectId && evidenceId && <EvidenceRecordScreen key={evidenceId} projectId={projectId} evidenceId={evidenceId} />}</MemberGate>
    </>
  );
};

EvidenceRecordPage.showLoading = true;

export const getServerSideProps = withPageData(({ params }) => {
  const projectId = params?.id;
  return isIdentifier(projectId) && isIdentifier(params?.evidenceId) ? (headers) => projectPageData(headers, projectId) : null;
});

export default EvidenceRecordPage;
