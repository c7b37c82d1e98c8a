import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useShared } from '@/components/providers/SharedContext';
import { signIn } from '@/lib/auth/actions';
import { rememberRedirectAfterLogin } from '@/lib/auth/redirect';
import { useAppSelector } from '@/store/hooks';

/** The company pages need an account: a skeleton while the user is read; without one, sign-in that comes back here. */
export function CompanyGate({ children }: { children: ReactNode }) {
  const t = useTranslations('companies');
  const { me } = useShared();
  const router = useRouter();
  const loading = useAppSelector((state) => state.app.loading);
  if (me) return <>{children}</>;
  if (loading) return <Skeleton height={200} radius="lg" />;
  return (
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
  );
}
