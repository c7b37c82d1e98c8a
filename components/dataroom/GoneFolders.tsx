import { Alert, List } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { useGetDataroomRequestsQuery } from '@/store/api/dataroom';

/** How often the investor's folders and grants are read again while the room is open: a revocation shows without a reload. */
export const ROOM_REFRESH_MS = 20_000;

/** The folders that went from the investor's list, each with why: revoked (and when) or expired (requirements ). */
export function GoneFolders({ opportunityId }: { opportunityId: string }) {
  const t = useTranslations('dataroomPlus.viewer');
  const format = useFormatter();
  const requests = useGetDataroomRequestsQuery(opportunityId, { pollingInterval: ROOM_REFRESH_MS, skipPollingIfUnfocused: true });
  const gone = (requests.data ?? []).flatMap((request) => request.grants).filter((grant) => grant.state !== 'active');
  if (gone.length === 0) return null;
  return (
    <Alert color="orange" title={t('goneTitle')} role="status">
      <List size="sm">
        {gone.map((grant) => {
          const when = grant.state === 'revoked' ? grant.revoked_at : grant.expires_at;
          const values = { folder: grant.folder_name, reason: grant.state };
          return (
            <List.Item key={grant.folder_id}>
              {when ? t('goneSince', { ...values, date: format.dateTime(new Date(when), { dateStyle: 'medium', timeStyle: 'short' }) }) : t('goneLine', values)}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
