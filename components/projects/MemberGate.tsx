import type { ReactNode } from 'react';
import { Container, Skeleton, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useShared } from '@/components/providers/SharedContext';
import { SignInInvitation } from '@/components/layout/SignInInvitation';
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
  return <SignInInvitation title={t('projects.signInTitle')} body={t('projects.signInBody')} />;
}
