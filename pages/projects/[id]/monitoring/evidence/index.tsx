import { batchScopedPage } from '@/components/projects/BatchScopedPage';
import { EvidenceScreen } from '@/components/monitoring/evidence/EvidenceScreen';
import { projectPageProps } from '@/server/ssr/page-props';

/** /projects/[id]/monitoring/evidence: the monitoring's evidence records; `?batch=<id>` shows one batch's, with its checklist. */
export const getServerSideProps = projectPageProps;

export default batchScopedPage('evidence', EvidenceScreen);
