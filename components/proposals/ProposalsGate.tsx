import { Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useShared } from '@/components/providers/SharedContext';
import { signIn } from '@/lib/auth/actions';
import { rememberRedirectAfterLogin } from '@/lib/auth/redirect';
import { useAppSelector } from '@/store/hooks';

/** The proposals' pages need an account: a skeleton while the user is read; without one, sign-in that comes back here. */
export function ProposalsGate({ children }: { children: ReactNode }) {
  const t = useTranslations('proposals');
  const { me } = useShared();
  const router = useRouter();
  const loading = useAppSelector((state) => state.app.loading);
  if (me) return <>{children}</>;
  if (loading) return <Skeleton height={200} radius="lg" />;
  return (
    <Container size="sm" py={64}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center">
          <Title order={1} size="h2">
            {t('signInTitle')}
          </Title>
          <Text c="gray.7">{t('signInBody')}</Text>
          <Button
            onClick={() => {
              rememberRedirectAfterLogin(router.asPath);
              void signIn('signin');
            }}
          >
            {t('signIn')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
