import type { ReactNode } from 'react';
import { Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useShared } from '@/components/providers/SharedContext';
import { signIn, signUp } from '@/lib/auth/session';
import { useAppSelector } from '@/store/hooks';

/** Project pages need an account: a skeleton while the user is being read, an invitation to sign in without one. */
export function MemberGate({ children }: { children: ReactNode }) {
  const t = useTranslations();
  const { me } = useShared();
  const loading = useAppSelector((state) => state.app.loading);
  if (me) return <>{children}</>;
  if (loading) {
    return (
      <Container size="lg" py="xl">
        <Stack>
          <Skeleton height={32} width="40%" />
          <Skeleton height={160} radius="lg" />
          <Skeleton height={160} radius="lg" />
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="sm" py={64}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center">
          <Title order={1} size="h2">
            {t('projects.signInTitle')}
          </Title>
          <Text c="gray.7">{t('projects.signInBody')}</Text>
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
