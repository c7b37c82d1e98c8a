import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { LogoMark } from '@/components/ui/Logo';
import { signIn, signUp } from '@/lib/auth/actions';

/**
 * The monitoring application's sign-in (docs/requirements.md ): through the same identity provider as the
 * projects; a sign-in started from a deep link comes back to it (the redirect-after-login value kept on arrival).
 */
export function MonitoringSignIn() {
  const t = useTranslations('monitoringApp.signIn');
  return (
    <Container size="xs" py={64}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center">
          <LogoMark size={48} />
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="gray.7">{t('body')}</Text>
          <Group justify="center">
            <Button size="md" onClick={() => void signIn('signin')}>
              {t('button')}
            </Button>
            <Button size="md" variant="default" onClick={() => void signUp('signin')}>
              {t('signUp')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
