import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import type { Dataroom } from '@/lib/schemas/dataroom';
import { useGetDataroomRequestsQuery, useRevokeDataroomAccessMutation } from '@/store/api/dataroom';
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
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

  const end = async (requestId: string, folderId?: string) => {
    setError(null);
    try {
      await revoke({ request_id: requestId, folder_id: folderId }).unwrap();
    } catch (failure) {
      setError(failureMessage(failure, t('saveFailed')));
    }
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
              <Button variant="light" color="red" loading={revoking.isLoading} onClick={() => void end(request.id)}>
                {t('revokeAll')}
              </Button>
            )}
          </Group>
          {request.message && <Text size="sm" mb="xs">{request.message}</Text>}
          {request.grants.length > 0 && (
            <Table.ScrollContainer minWidth={480}>
              <Table>
                <Table.Tbody>
                  {request.grants.map((grant) => (
                    <Table.Tr key={grant.folder_id}>
                      <Table.Td>{grant.folder_name}</Table.Td>
                      <Table.Td>
                        <Badge color={STATE_COLOR[grant.state]} variant="filled">
                          {t(`state.${grant.state}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{grant.can_download ? t('downloadAllowed') : t('viewOnly')}</Table.Td>
                      <Table.Td>{grant.expires_at ? t('until', { date: when(grant.expires_at) }) : t('noEnd')}</Table.Td>
                      <Table.Td>
                        {room.can_manage && grant.state === 'active' && (
                          <Button size="compact-sm" variant="subtle" color="red" onClick={() => void end(request.id, grant.folder_id)}>
                            {t('revoke')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {room.can_manage && room.folders.length > 0 && <GrantForm requestId={request.id} folders={room.folders} />}
        </Paper>
      ))}
    </Stack>
  );
}
