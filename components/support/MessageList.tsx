import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import type { SupportMessage } from '@/lib/schemas/support';
import { downloadSupportFile } from '@/store/api/support';

/** A request's thread, oldest first; staff see internal notes marked as such. */
export function MessageList({ requestId, messages, staff = false }: { requestId: string; messages: SupportMessage[]; staff?: boolean }) {
  const t = useTranslations('support');
  const format = useFormatter();
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('thread')}>
      {messages.map((message) => (
        <Paper
          key={message.id}
          component="li"
          withBorder
          radius="md"
          p="sm"
          bg={message.internal ? 'sand.0' : message.from === 'staff' ? 'forest.0' : undefined}
          data-internal={message.internal || undefined}
        >
          <Group justify="space-between" gap="xs" mb={4}>
            <Text size="sm" fw={600}>
              {message.from === 'staff' ? (staff ? message.author_name : t('team')) : staff ? message.author_name : t('you')}
            </Text>
            <Group gap="xs">
              {message.internal && (
                <Badge size="sm" color="sand" c="sand.9" variant="light" tt="none">
                  {t('internalBadge')}
                </Badge>
              )}
              <Text size="xs" c="gray.7">
                {format.dateTime(new Date(message.created_at), { dateStyle: 'medium', timeStyle: 'short' })}
              </Text>
            </Group>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Text>
          {message.attachment && (
            <Anchor component="button" type="button" size="sm" mt={4} onClick={() => void downloadSupportFile(requestId, message.attachment!.id, message.attachment!.name, staff)}>
              {t('attachment', { name: message.attachment.name })}
            </Anchor>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
