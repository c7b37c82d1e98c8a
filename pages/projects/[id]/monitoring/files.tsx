import { batchScopedPage } from '@/components/projects/BatchScopedPage';
import { FilesScreen } from '@/components/monitoring/files/FilesScreen';
import { projectPageProps } from '@/server/ssr/page-props';

/** /projects/[id]/monitoring/files: the monitoring's evidence files, flags and processing logs; `?batch=<id>` filters. */
export const getServerSideProps = projectPageProps;

export default batchScopedPage('evidenceFiles', FilesScreen);
