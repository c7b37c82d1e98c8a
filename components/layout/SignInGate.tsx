import type { ReactNode } from 'react';
import { Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useRouter } from 'next/router';
import { useShared } from '@/components/providers/SharedContext';
import { signIn } from '@/lib/auth/actions';
import { rememberRedirectAfterLogin } from '@/lib/auth/redirect';
import { useAppSelector } from '@/store/hooks';

interface SignInGateProps {
  children: ReactNode;
  /** The invitation's heading, text and button, in the words of the page's area. */
  title: string;
  body: string;
  action: string;
  /** False where the page already sits in a container of its own (the company pages). */
  contained?: boolean;
}

/**
 * A page that needs an account: its content for a signed-in user, a skeleton while the user is read, and otherwise an
 * invitation to sign in that comes back to this very address.
 */
export function SignInGate({ children, title, body, action, contained = true }: SignInGateProps) {
  const { me } = useShared();
  const router = useRouter();
  const loading = useAppSelector((state) => state.app.loading);
  if (me) return <>{children}</>;
  if (loading) {
    const skeleton = <Skeleton height={200} radius="lg" />;
    return contained ? (
      <Container size="md" py="xl">
        {skeleton}
      </Container>
    ) : (
      skeleton
    );
  }
  const invitation = (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" ta="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="gray.7">{body}</Text>
        <Button
          onClick={() => {
            rememberRedirectAfterLogin(router.asPath);
            void signIn('signin');
          }}
        >
          {action}
        </Button>
      </Stack>
    </Paper>
  );
  return contained ? (
    <Container size="sm" py={64}>
      {invitation}
    </Container>
  ) : (
    invitation
  );
}
