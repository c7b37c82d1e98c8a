import type { ReactNode } from 'react';
import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { useShared } from '@/components/providers/SharedContext';
import { useWaitingForUser } from '@/components/providers/use-waiting-for-user';
import { MonitoringSignIn } from './MonitoringSignIn';

export interface MonitoringAppPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * A page of the monitoring application: its title (in the browser's tab too, with the application's name), and for a
 * visitor the sign-in (docs/requirements.md ); a skeleton while the user is being read.
 */
export function MonitoringAppPage({ title, intro, children }: MonitoringAppPageProps) {
  const t = useTranslations('monitoringApp');
  const { me } = useShared();
  const loading = useWaitingForUser();
  const head = (
    <Head>
      <title>{t('metaTitle', { page: me || loading ? title : t('signIn.meta') })}</title>
    </Head>
  );
  if (!me) {
    return (
      <>
        {head}
        {loading ? (
          <Container size="lg" py="xl">
            <Skeleton height={32} width="40%" mb="md" />
            <Skeleton height={200} radius="lg" />
          </Container>
        ) : (
          <MonitoringSignIn />
        )}
      </>
    );
  }
  return (
    <Container size="xl" py="lg">
      {head}
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {intro && <Text c="gray.7">{intro}</Text>}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
