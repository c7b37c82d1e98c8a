import { Container, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { StaffNav } from '@/components/ui/StaffNav';

/** A page of staff's console: the kicker and the navigation between sections, the title, the introduction. */
export function StaffConsoleFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const t = useTranslations('staff');
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} c="forest.8" tt="uppercase">
          {t('kicker')}
        </Text>
        <StaffNav />
      </Group>
      <Title order={1} mb={4}>
        {title}
      </Title>
      <Text c="gray.7" mb="lg">
        {intro}
      </Text>
      {children}
    </Container>
  );
}
