import { Container, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** /homepage while the current user is being fetched. */
export function DashboardSkeleton() {
  const t = useTranslations('homepage');
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('heading')}</Title>
        <Skeleton height={20} width="40%" />
        <Skeleton height={180} radius="lg" />
        <Skeleton height={140} radius="lg" />
      </Stack>
    </Container>
  );
}
