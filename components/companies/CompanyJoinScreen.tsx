import { Alert, Badge, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/components/ui/Link';
import { failureMessage } from '@/lib/api/failure-message';
import { COMPANY_PATH } from '@/lib/page-routes/companies';
import { useAcceptInvitationMutation, useGetInvitationPreviewQuery } from '@/store/api/companies';

/**
 * The page of an invitation's link: the company, the role and the address it was sent to; joining is offered
 * only when the server says the caller may, else the reason, in the reader's language.
 */
export function CompanyJoinScreen({ token }: { token: string }) {
  const t = useTranslations('companies');
  const preview = useGetInvitationPreviewQuery(token);
  const [accept, acceptState] = useAcceptInvitationMutation();
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState(false);

  if (preview.isLoading) return <Skeleton height={220} radius="lg" />;
  if (!preview.data)
    return (
      <Alert color="red" role="alert" title={t('signInTitle')}>
        {failureMessage(preview.error, t('previewFailed'))}
      </Alert>
    );
  const invitation = preview.data;
  const company = invitation.company_name;

  const join = async () => {
    setError(null);
    try {
      await accept(token).unwrap();
      setJoined(true);
    } catch (failure) {
      setError(failureMessage(failure, t('joinFailed')));
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Badge variant="light" w="fit-content">
          {t(`kind_${invitation.kind}`)}
        </Badge>
        <Title order={1} size="h2">
          {t('joinTitle', { company })}
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{t('joinIntro', { company, role: t(`role_${invitation.role}`), email: invitation.email })}</Text>
        {joined ? (
          <Alert color="green" role="status">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('joined', { company })}</Text>
              <Button component={Link} href={COMPANY_PATH} size="sm">
                {t('openCompany')}
              </Button>
            </Stack>
          </Alert>
        ) : invitation.can_join ? (
          <Button w="fit-content" loading={acceptState.isLoading} onClick={() => void join()}>
            {t('join', { company })}
          </Button>
        ) : (
          invitation.reason && (
            <Alert color={invitation.reason === 'unconfirmed' ? 'yellow' : 'gray'} role="status" style={{ overflowWrap: 'anywhere' }}>
              {t(`reason_${invitation.reason}`, { email: invitation.email })}
            </Alert>
          )
        )}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
