import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { signIn, signUp } from '@/lib/auth/actions';

/** A page's answer to someone who is not signed in: what waits for them, and the sign-in and sign-up buttons. */
export function SignInInvitation({ title, body }: { title: string; body: string }) {
  const t = useTranslations('auth');
  return (
    <Container size="sm" py={64}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="gray.7">{body}</Text>
          <Group justify="center">
            <Button onClick={() => void signIn('signin')}>{t('signIn')}</Button>
            <Button variant="default" onClick={() => void signUp('signin')}>
              {t('signUp')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
