import { Alert, Anchor, Button, Paper, Text, Textarea, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import Link from '@/components/ui/Link';
import { failureMessage } from '@/lib/api/failure-message';
import { signHref } from '@/lib/page-routes/commitments';
import { useGetDataroomRequestsQuery, useRequestDataroomMutation } from '@/store/api/dataroom';

interface Props {
  opportunityId: string;
  /** Why the data room is closed to the investor now, as the server said it. */
  refusal: string;
}

/** An investor without access: the request to send (after signing the commitment), or the state of the one sent. */
export function InvestorAccess({ opportunityId, refusal }: Props) {
  const t = useTranslations('dataroom');
  const requests = useGetDataroomRequestsQuery(opportunityId);
  const [ask, asking] = useRequestDataroomMutation();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mine = requests.data?.[0];

  const send = async () => {
    setError(null);
    try {
      await ask({ opportunity_id: opportunityId, message: message.trim() }).unwrap();
    } catch (failure) {
      setError(failureMessage(failure, t('requestFailed')));
    }
  };

  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby="dataroom-access">
      <Title order={2} size="h4" id="dataroom-access" mb="sm">
        {t('accessTitle')}
      </Title>
      {mine ? (
        <Alert color={mine.grants.length ? 'orange' : 'blue'} role="status">
          {mine.grants.length ? refusal : t('requestPending')}
        </Alert>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Text size="sm" mb="sm">
            {t('requestIntro')}{' '}
            <Anchor component={Link} href={signHref(opportunityId)} size="sm">
              {t('termsLink')}
            </Anchor>
          </Text>
          <Textarea label={t('requestMessage')} autosize minRows={2} maxLength={2000} value={message} onChange={(event) => setMessage(event.currentTarget.value)} />
          {error && (
            <Alert color="red" mt="sm" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" mt="sm" loading={asking.isLoading}>
            {t('requestAccess')}
          </Button>
        </form>
      )}
    </Paper>
  );
}
