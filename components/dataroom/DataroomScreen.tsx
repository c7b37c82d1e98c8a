import { Alert, Loader } from '@mantine/core';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { failureStatus } from '@/lib/api/api-error';
import { failureMessage } from '@/lib/api/failure-message';
import { useGetDataroomQuery } from '@/store/api/dataroom';
import { useViewerAddress } from './use-viewer-address';

// Each side loads its own screen: an investor never loads the manager's forms, the developer never the reader's list.
const DataroomManager = dynamic(() => import('./DataroomManager').then((module) => module.DataroomManager), { ssr: false, loading: () => <Loader /> });
const InvestorDataroom = dynamic(() => import('./InvestorDataroom').then((module) => module.InvestorDataroom), { ssr: false, loading: () => <Loader /> });
// An investor without a grant gets the request form (its Textarea) instead: loaded only then.
const InvestorAccess = dynamic(() => import('./InvestorAccess').then((module) => module.InvestorAccess), { ssr: false, loading: () => <Loader /> });

/** An opportunity's data room: the developer's side manages it, an investor reads the folders granted or asks for access. */
export function DataroomScreen({ opportunityId }: { opportunityId: string }) {
  const t = useTranslations('dataroom');
  const room = useGetDataroomQuery(opportunityId);
  const openFile = useViewerAddress().file;
  // A refresh of the room refused while the investor reads a document leaves the viewer open: its next page tells why
  // (revoked, expired) where the reader looks, instead of the document vanishing between two pages.
  const reading = room.data?.side === 'investor' && openFile !== null;
  if (room.isLoading) return <Loader aria-label={t('loading')} />;
  if (room.error && !reading) {
    if (failureStatus(room.error) === 403) return <InvestorAccess opportunityId={opportunityId} refusal={failureMessage(room.error, t('refused.no_grant'))} />;
    return (
      <Alert color="red" role="alert">
        {failureStatus(room.error) === 404 ? t('notFound') : failureMessage(room.error, t('loadFailed'))}
      </Alert>
    );
  }
  if (!room.data) return null;
  return room.data.side === 'developer' ? <DataroomManager room={room.data} /> : <InvestorDataroom room={room.data} />;
}
