import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { signIn, signUp } from '@/lib/auth/session';

/** /homepage for someone who is not signed in. */
export function SignedOutDashboard() {
  const t = useTranslations();
  return (
    <Container size="sm" py={64}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center">
          <Title order={1} size="h2">
            {t('homepage.signedOutTitle')}
          </Title>
          <Text c="gray.7">{t('homepage.signedOutBody')}</Text>
          <Group justify="center">
            <Button onClick={() => void signIn('signin')}>{t('auth.signIn')}</Button>
            <Button variant="default" onClick={() => void signUp('signin')}>
              {t('auth.signUp')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
