import { batchScopedPage } from '@/components/projects/BatchScopedPage';
import { EvidenceScreen } from '@/components/monitoring/evidence/EvidenceScreen';
import { evidencePageProps } from '@/server/ssr/page-props';

/** /projects/[id]/monitoring/evidence: the monitoring's evidence records; `?batch=<id>` shows one batch's, with its checklist. */
export const getServerSideProps = evidencePageProps;

export default batchScopedPage('evidence', EvidenceScreen);
