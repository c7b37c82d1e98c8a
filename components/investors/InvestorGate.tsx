import type { ReactNode } from 'react';
import { Container, Skeleton } from '@mantine/core';
import { useShared } from '@/components/providers/SharedContext';
import { useWaitingForUser } from '@/components/providers/use-waiting-for-user';
import { TeaserNotice } from '@/components/ui/TeaserNotice';

/** Investor pages need an account: a skeleton while the user is read, the investor sign-up and sign-in without one. */
export function InvestorGate({ children }: { children: ReactNode }) {
  const { me } = useShared();
  const loading = useWaitingForUser();
  if (me) return <>{children}</>;
  return (
    <Container size="md" py="xl">
      {loading ? <Skeleton height={200} radius="lg" /> : <TeaserNotice />}
    </Container>
  );
}
