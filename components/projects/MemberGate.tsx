import type { ReactNode } from 'react';
import { Container, Skeleton, Stack } from '@mantine/core';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useShared } from '@/components/providers/SharedContext';
import { useWaitingForUser } from '@/components/providers/use-waiting-for-user';

/**
 * The invitation to sign in, for a visitor without an account only: it loads when shown (drawn by the server, it comes
 * with the page's first scripts, before hydration).
 */
const SignInInvitation = dynamic(() => import('@/components/layout/SignInInvitation').then((module) => module.SignInInvitation));

/** Project pages need an account: a skeleton while the user is being read, an invitation to sign in without one. */
export function MemberGate({ children }: { children: ReactNode }) {
  const t = useTranslations();
  const { me } = useShared();
  const loading = useWaitingForUser();
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
