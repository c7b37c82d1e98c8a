import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import { threadAnchor } from '@/lib/page-routes/opportunities';
import type { InformationRequest } from '@/lib/schemas/information-requests';
import { useInvestmentFormat } from '@/components/ui/opportunity-format';
import classes from './Opportunities.module.css';

interface Props {
  /** The thread so far; none before the first question. */
  thread: InformationRequest | undefined;
  heading: string;
  /** Sends a message; rejects with the failure when the API refuses it. */
  onSend: (message: string) => Promise<unknown>;
  sending: boolean;
}

/** One information request: its messages, oldest first, and the box to write the next one. */
export function RequestThread({ thread, heading, onSend, sending }: Props) {
  const t = useTranslations('opportunities');
  const f = useInvestmentFormat();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = threadAnchor(thread?.id ?? 'new');

  const send = async () => {
    setError(null);
    try {
      await onSend(message.trim());
      setMessage('');
    } catch (failure) {
      setError(failureMessage(failure, t('requests.sendFailed')));
    }
  };

  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {heading}
      </Title>
      <Stack gap="sm" mb="md">
        {!thread?.messages.length && (
          <Text size="sm" c="gray.7">
            {t('requests.empty')}
          </Text>
        )}
        {thread?.messages.map((entry) => (
          <div key={entry.id} className={`${classes.message} ${entry.author_side === thread.side ? classes.mine : ''}`}>
            <Text size="xs" c="gray.7">
              {t('requests.byline', { name: entry.author_name, side: entry.author_side, date: f.dateTime(entry.created_at) })}
            </Text>
            <Text size="sm" className={classes.preWrap}>
              {entry.body}
            </Text>
          </div>
        ))}
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (message.trim()) void send();
        }}
      >
        <Textarea
          label={thread?.messages.length ? t('requests.replyLabel') : t('requests.askLabel')}
          autosize
          minRows={2}
          maxLength={4000}
          value={message}
          error={error}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <Button type="submit" mt="sm" loading={sending} disabled={!message.trim()}>
          {thread?.messages.length ? t('requests.send') : t('requests.ask')}
        </Button>
      </form>
    </Paper>
  );
}
