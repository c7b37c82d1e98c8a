import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import type { Dataroom } from '@/lib/schemas/dataroom';
import { useGetDataroomRequestsQuery, useRevokeDataroomAccessMutation } from '@/store/api/dataroom';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { GrantForm } from './GrantForm';

// Filled, in shades dark enough for white text (4.5:1).
const STATE_COLOR = { active: 'teal.9', expired: 'gray.7', revoked: 'red.9' } as const;

/** The investors who asked for the data room, the folders each may open, and the developer's grant and revoke. */
export function RequestsPanel({ room }: { room: Dataroom }) {
  const t = useTranslations('dataroom');
  const format = useFormatter();
  const requests = useGetDataroomRequestsQuery(room.opportunity_id);
  const [revoke, revoking] = useRevokeDataroomAccessMutation();
  const [error, setError] = useState<string | null>(null);
  // requirements: a revocation asks first, naming whom and what it ends.
  const asks = useTranslations('signing.revoke');
  const [asking, setAsking] = useState<{ requestId: string; name: string; folderId?: string; folder?: string } | null>(null);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

  const end = async (requestId: string, folderId?: string) => {
    setError(null);
    try {
      await revoke({ request_id: requestId, folder_id: folderId }).unwrap();
    } catch (failure) {
      setError(failureMessage(failure, t('saveFailed')));
    }
    setAsking(null);
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="dataroom-requests">
      <Title order={2} size="h3" id="dataroom-requests">
        {t('requestsTitle')}
      </Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {requests.data?.length === 0 && <Text c="gray.7">{t('noRequests')}</Text>}
      {requests.data?.map((request) => (
        <Paper key={request.id} withBorder radius="md" p="md">
          <Group justify="space-between" mb="xs">
            <div>
              <Text fw={600}>{request.investor_name}</Text>
              <Text size="sm" c="gray.7">
                {t('requestedOn', { email: request.investor_email, date: when(request.created_at) })}
              </Text>
            </div>
            {room.can_manage && request.grants.some((grant) => grant.state === 'active') && (
              <Button variant="light" color="red" loading={revoking.isLoading} onClick={() => setAsking({ requestId: request.id, name: request.investor_name })}>
                {t('revokeAll')}
              </Button>
            )}
          </Group>
          {request.message && (
            <Text size="sm" mb="xs">
              {request.message}
            </Text>
          )}
          {request.grants.length > 0 && (
            // A list rather than a table: on a phone each grant wraps onto two lines instead of scrolling sideways.
            <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('grantsOf', { name: request.investor_name })}>
              {request.grants.map((grant) => (
                <Group component="li" key={grant.folder_id} justify="space-between" gap="xs" py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
                  <Group gap="xs" wrap="nowrap" miw={0}>
                    <Text fw={500} truncate="end">
                      {grant.folder_name}
                    </Text>
                    <Badge color={STATE_COLOR[grant.state]} variant="filled" style={{ flexShrink: 0 }}>
                      {t(`state.${grant.state}`)}
                    </Badge>
                  </Group>
                  <Group gap="xs">
                    <Text size="sm" c="gray.7">
                      {grant.can_download ? t('downloadAllowed') : t('viewOnly')} · {grant.expires_at ? t('until', { date: when(grant.expires_at) }) : t('noEnd')}
                    </Text>
                    {room.can_manage && grant.state === 'active' && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() => setAsking({ requestId: request.id, name: request.investor_name, folderId: grant.folder_id, folder: grant.folder_name })}
                      >
                        {t('revoke')}
                      </Button>
                    )}
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
          {room.can_manage && room.folders.length > 0 && <GrantForm requestId={request.id} folders={room.folders} />}
        </Paper>
      ))}
      <ConfirmModal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking?.folderId ? asks('title') : asks('allTitle')}
        body={asking?.folderId ? asks('body', { name: asking.name, folder: asking.folder ?? '' }) : asks('allBody', { name: asking?.name ?? '' })}
        confirmLabel={asking?.folderId ? asks('confirm') : asks('confirmAll')}
        loading={revoking.isLoading}
        onConfirm={() => asking && void end(asking.requestId, asking.folderId)}
      />
    </Stack>
  );
}
