import type { ReactNode } from 'react';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { signIn, signUp } from '@/lib/auth/actions';

interface SignInInvitationProps {
  title: string;
  body: string;
  /** The buttons; the sign-in and sign-up buttons when not given. */
  actions?: ReactNode;
  /** False where the page already sits in a container of its own. */
  contained?: boolean;
}

function SignInAndUp() {
  const t = useTranslations('auth');
  return (
    <Group justify="center">
      <Button onClick={() => void signIn('signin')}>{t('signIn')}</Button>
      <Button variant="default" onClick={() => void signUp('signin')}>
        {t('signUp')}
      </Button>
    </Group>
  );
}

/** A page's answer to someone who is not signed in: what waits for them, and how to sign in. */
export function SignInInvitation({ title, body, actions, contained = true }: SignInInvitationProps) {
  const card = (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" ta="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="gray.7">{body}</Text>
        {actions ?? <SignInAndUp />}
      </Stack>
    </Paper>
  );
  return contained ? (
    <Container size="sm" py={64}>
      {card}
    </Container>
  ) : (
    card
  );
}
