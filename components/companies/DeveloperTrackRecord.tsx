import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import type { TrackRecord } from '@/lib/schemas/developers';

/** The track record of the linked projects only: totals, then each project's figures and steps. */
export function DeveloperTrackRecord({ record }: { record: TrackRecord }) {
  const t = useTranslations('companies');
  const format = useFormatter();
  const totals: [string, string][] = [
    [t('trackProjects'), format.number(record.projects)],
    [t('trackCapacity'), format.number(record.capacity_tonnes)],
    [t('trackFeedstock'), format.number(record.feedstock_tonnes)],
    [t('trackPublished'), format.number(record.published_opportunities)],
  ];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('trackRecord')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {totals.map(([label, value]) => (
            <Stack key={label} gap={2}>
              <Text size="xl" fw={700}>
                {value}
              </Text>
              <Text size="sm" c="gray.7">
                {label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {record.items.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('trackEmpty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {record.items.map((project, index) => (
              <Group component="li" key={`${project.name}-${index}`} justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {project.name}
                </Text>
                <Group gap="xs">
                  <Text size="sm" c="gray.7">
                    {t('trackSteps', { done: project.steps_completed, total: project.steps_total })}
                  </Text>
                  {project.published && (
                    <Badge variant="light" color="forest">
                      {t('trackListed')}
                    </Badge>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
