import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import type { Proposal } from '@/lib/schemas/proposals';

interface Props {
  proposal: Proposal;
  /** The box below the thread: the developer's question, or the OEM's answer; none when the caller may not write. */
  box?: { label: string; submit: string; send: (message: string) => Promise<unknown> };
}

/** The questions and answers of a proposal, with the box the caller may write in. */
export function ProposalThread({ proposal, box }: Props) {
  const t = useTranslations('proposals');
  const format = useFormatter();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!box) return;
    if (!message.trim()) return setError(t('required'));
    setSending(true);
    setError(null);
    try {
      await box.send(message.trim());
      setMessage('');
    } catch (failure) {
      setError(failureMessage(failure, t('stepFailed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('thread')}
      </Title>
      {proposal.messages.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('threadEmpty')}
        </Text>
      )}
      {proposal.messages.map((entry) => (
        <Paper key={entry.id} withBorder radius="md" p="sm" bg={entry.side === 'oem' ? 'gray.0' : undefined}>
          <Text size="xs" c="gray.7">
            {entry.author} · {entry.side === 'oem' ? t('sideOem') : t('sideDeveloper')} · {format.dateTime(new Date(entry.created_at), { dateStyle: 'medium', timeStyle: 'short' })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {entry.body}
          </Text>
        </Paper>
      ))}
      {box && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Stack gap="xs">
            <Textarea label={box.label} autosize minRows={3} value={message} error={error} onChange={(event) => setMessage(event.currentTarget.value)} />
            <div>
              <Button type="submit" variant="light" loading={sending}>
                {box.submit}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
