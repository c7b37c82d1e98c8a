import { Alert, Anchor, Button, Container, Group, NumberInput, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LazyPagination } from '@/components/ui/LazyPagination';
import { HydratedControls } from '@/components/ui/HydratedControls';
import Link from '@/components/ui/Link';
import { failureStatus } from '@/lib/api/api-error';
import { failureMessage } from '@/lib/api/failure-message';
import { OEM_PATH } from '@/lib/page-routes/oems';
import { PROPOSALS_PATH } from '@/lib/page-routes/proposals';
import { FEEDSTOCKS, PROJECT_STAGES } from '@/lib/schemas/oem-constants';
import type { OemMatchesQuery } from '@/lib/schemas/oem-matches';
import { useGetOemMatchesQuery } from '@/store/api/oems';
import { MatchedProjectCard } from './MatchedProjectCard';

type Filters = Pick<OemMatchesQuery, 'min_score' | 'country' | 'stage' | 'feedstock'>;

/** /oems/matches: the OEM's matched projects, best first, filtered by score, country, stage and feedstock. */
export function OemMatches() {
  const t = useTranslations('oems');
  const [filters, setFilters] = useState<Filters>({ min_score: 0 });
  const [page, setPage] = useState(1);
  const country = filters.country && /^[A-Za-z]{2}$/.test(filters.country) ? filters.country.toUpperCase() : undefined;
  const list = useGetOemMatchesQuery({ ...filters, country, page });
  const set = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;
  const options = (values: readonly string[], group: 'stages' | 'feedstocks') => values.map((value) => ({ value, label: t(`values.${group}.${value}`) }));

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-end" wrap="wrap" mb="lg">
        <div>
          <Title order={1}>{t('matches.title')}</Title>
          <Text c="gray.7">{t('matches.intro')}</Text>
        </div>
        <Group gap="md">
          <Anchor component={Link} href={OEM_PATH}>
            {t('meta.offer')}
          </Anchor>
          <Anchor component={Link} href={PROPOSALS_PATH}>
            {t('matches.sent')}
          </Anchor>
        </Group>
      </Group>
      <Group role="search" aria-label={t('matches.title')} gap="sm" align="flex-end" mb="lg" wrap="wrap">
        <NumberInput
          label={t('matches.minScore')}
          min={0}
          max={100}
          step={5}
          w={140}
          value={filters.min_score}
          onChange={(value) => set({ min_score: typeof value === 'number' ? value : 0 })}
        />
        <TextInput
          label={t('matches.country')}
          placeholder="FR"
          maxLength={2}
          w={110}
          value={filters.country ?? ''}
          onChange={(event) => set({ country: event.currentTarget.value || undefined })}
        />
        <Select
          label={t('matches.stage')}
          placeholder={t('matches.any')}
          clearable
          w={190}
          data={options(PROJECT_STAGES, 'stages')}
          value={filters.stage ?? null}
          onChange={(value) => set({ stage: (value ?? undefined) as Filters['stage'] })}
        />
        <Select
          label={t('matches.feedstock')}
          placeholder={t('matches.any')}
          clearable
          w={230}
          data={options(FEEDSTOCKS, 'feedstocks')}
          value={filters.feedstock ?? null}
          onChange={(value) => set({ feedstock: (value ?? undefined) as Filters['feedstock'] })}
        />
      </Group>
      <HydratedControls>
        {list.error ? (
          failureStatus(list.error) === 404 ? (
            <Alert color="gray">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('matches.noOem')}</Text>
                <Button component={Link} href={OEM_PATH} size="xs">
                  {t('matches.signUp')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Alert color="red" role="alert">
              {failureMessage(list.error, t('matches.none'))}
            </Alert>
          )
        ) : !list.data ? (
          <Skeleton height={200} radius="md" />
        ) : list.data.oem_status !== 'verified' ? (
          <Alert color="sand">{t(list.data.oem_status === 'refused' ? 'matches.refused' : 'matches.pending')}</Alert>
        ) : list.data.items.length === 0 ? (
          <Text c="gray.7">{t('matches.none')}</Text>
        ) : (
          <Stack gap="md">
            <Text size="sm" c="gray.7">
              {t(list.data.total_capped ? 'matches.countCapped' : 'matches.count', { count: list.data.total })}
            </Text>
            {list.data.items.map((project) => (
              <MatchedProjectCard key={project.project_id} project={project} />
            ))}
          </Stack>
        )}
        {pages > 1 && <LazyPagination mt="lg" total={pages} value={page} onChange={setPage} />}
      </HydratedControls>
    </Container>
  );
}
