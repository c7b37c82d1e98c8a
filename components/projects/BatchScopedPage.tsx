import type { ComponentType } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { MemberGate } from './MemberGate';
import { queryValue } from '@/lib/page-routes/shell';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface BatchScopedScreenProps {
  projectId: string;
  batchId?: string;
}

/**
 * A page of a project's monitoring that `?batch=<id>` narrows to one batch (the evidence records, the evidence files):
 * members only, the screen made anew when the project or the batch changes, a batch that is not an id ignored.
 */
export function batchScopedPage(namespace: 'evidence' | 'evidenceFiles', Screen: ComponentType<BatchScopedScreenProps>): ShellPage {
  const BatchScopedPage: ShellPage = () => {
    const t = useTranslations(namespace);
    const router = useRouter();
    const projectId = queryValue(router.query.id);
    const batchId = queryValue(router.query.batch);
    return (
      <>
        <Head>
          <title>{t('metaTitle')}</title>
        </Head>
        <MemberGate>{projectId && <Screen key={`${projectId}:${batchId ?? ''}`} projectId={projectId} batchId={batchId && UUID.test(batchId) ? batchId : undefined} />}</MemberGate>
      </>
    );
  };
  BatchScopedPage.showLoading = true;
  return BatchScopedPage;
}
