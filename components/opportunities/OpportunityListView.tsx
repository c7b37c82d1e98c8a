import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ListSkeleton } from '@/components/ui/ListSkeleton';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LazyPagination } from '@/components/ui/LazyPagination';
import { TeaserNotice } from '@/components/ui/TeaserNotice';
import type { OpportunityList, OpportunityTeaserList } from '@/lib/schemas/opportunities';
import { OpportunityCard } from './OpportunityCard';

type ListItem = (OpportunityList | OpportunityTeaserList)['items'][number];

export interface OpportunityListViewProps {
  /** The page of the list, once read. */
  data: OpportunityList | OpportunityTeaserList | undefined;
  /** The read failed and nothing is shown: the alert offers `onRetry`. */
  failed: boolean;
  onRetry: () => void;
  /** Another page or filter is being read. */
  busy: boolean;
  /** Draw the notice about the teaser (why only some fields show, the way to the full list). */
  teaser: boolean;
  page: number;
  onPage: (page: number) => void;
  /** The full list's filters, above the results. */
  filters?: ReactNode;
  /** Beside an opportunity's date (the full list's save button). */
  action?: (opportunity: ListItem) => ReactNode;
}

/**
 * /opportunities as drawn: heading, the teaser's notice or the full list's filters, the results and their pages. It
 * holds no data of its own: the teaser reads the server's page (`OpportunitiesScreen`), the full list its queries
 * (`FullOpportunities`).
 */
export function OpportunityListView({ data, failed, onRetry, busy, teaser, page, onPage, filters, action }: OpportunityListViewProps) {
  const t = useTranslations('opportunities');
  const tc = useTranslations('common');
  const full = data?.view === 'full';
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <Container size="lg" py="xl">
      <Stack gap={4} mb="lg">
        <Text size="sm" fw={600} c="forest.8" tt="uppercase">
          {t('kicker')}
        </Text>
        <Title order={1}>{t('listTitle')}</Title>
        <Text c="gray.7" maw={720}>
          {full ? t('listIntro') : t('teaserIntro')}
        </Text>
      </Stack>
      {teaser && <TeaserNotice />}
      {full && filters}
      <section aria-labelledby="opportunity-results" aria-busy={busy}>
        <Group justify="space-between" my="md">
          <Title order={2} size="h4" id="opportunity-results">
            {t('resultsTitle')}
          </Title>
          {data && (
            <Text size="sm" c="gray.7" role="status">
              {t('resultsCount', { count: data.total })}
            </Text>
          )}
        </Group>
        {failed && !data ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('loadError')}>
            <Button variant="light" color="red" size="xs" onClick={onRetry}>
              {tc('tryAgain')}
            </Button>
          </Alert>
        ) : data ? (
          <Stack gap="md">
            {data.items.length === 0 && <Text c="gray.7">{full ? t('noMatch') : t('noneYet')}</Text>}
            {data.items.map((opportunity) => (
              <OpportunityCard key={opportunity.id} opportunity={opportunity} linked={full} action={action?.(opportunity)} />
            ))}
          </Stack>
        ) : (
          <ListSkeleton height={140} />
        )}
      </section>
      {data && pages > 1 && (
        <nav aria-label={t('paginationLabel')}>
          <LazyPagination mt="lg" total={pages} value={page} onChange={onPage} />
        </nav>
      )}
    </Container>
  );
}
