import { Alert, Button, CloseButton, Container, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { ListSkeleton } from '@/components/ui/ListSkeleton';
import { LazyPagination } from '@/components/ui/LazyPagination';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { hubAddress, queryFromFilters, sameFilters, type HubFilters } from '@/lib/page-routes/knowledge';
import type { ArticlePage, KnowledgeHub as Hub } from '@/lib/schemas/knowledge';
import { ArticleCard } from './ArticleCard';
import { LatestArticles } from './LatestArticles';
import { TopicNav } from './TopicNav';

/** Typing pauses this long before the search runs. */
const SEARCH_DELAY_MS = 300;

/** What the server read for the address (`server/ssr/knowledge-page-data.ts`); null where a read failed. */
export interface KnowledgeHubProps {
  filters: HubFilters;
  hub: Hub | null;
  list: ArticlePage | null;
}

/** The hub's index: the search box, the topics with their counts, the latest articles and the list. */
export function KnowledgeHub({ filters: shown, hub, list }: KnowledgeHubProps) {
  const t = useTranslations('knowledge');
  const tc = useTranslations('common');
  const router = useRouter();
  const [filters, setFilters] = useState<HubFilters>(shown);
  const [searchInput, setSearchInput] = useState(shown.search);
  // Another address reached without leaving the page (the header's link to the hub): its filters become the choice.
  const [seen, setSeen] = useState(shown);
  if (seen !== shown) {
    setSeen(shown);
    if (!sameFilters(shown, filters)) {
      setFilters(shown);
      setSearchInput(shown.search);
    }
  }

  // The server reads the list of the address: a new choice goes into the address, and its list waits for the answer.
  const pending = !sameFilters(filters, shown);
  const reload = (query: HubFilters | null) =>
    void router.replace(query ? { pathname: router.pathname, query: queryFromFilters(query) } : router.asPath, undefined, { scroll: false });

  const update = (changes: Partial<HubFilters>) => {
    const next = { ...filters, page: 1, ...changes };
    setFilters(next);
    reload(next);
  };

  // The search runs once typing pauses; a new search starts again from the first page.
  const applySearch = useDebouncedCallback((search: string) => {
    if (search.trim() !== filters.search.trim()) update({ search });
  }, SEARCH_DELAY_MS);

  const clearSearch = (changes: Partial<HubFilters> = {}) => {
    applySearch.cancel();
    setSearchInput('');
    update({ search: '', ...changes });
  };

  const data = pending ? null : list;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <Container size="lg" py="xl">
      <Stack gap={4} mb="xl">
        <Text size="sm" fw={600} c="forest.8" tt="uppercase">
          {t('kicker')}
        </Text>
        <Title order={1}>{t('heading')}</Title>
        <Text c="gray.7" size="lg" maw={720}>
          {t('intro')}
        </Text>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="xl">
            {hub && (
              <TopicNav hub={hub} selected={filters.category} onSelect={(category) => update({ category })} hrefOf={(category) => hubAddress({ ...filters, page: 1, category })} />
            )}
            {hub && <LatestArticles articles={hub.latest} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack>
            <TextInput
              type="search"
              label={t('searchLabel')}
              placeholder={t('searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              maxLength={100}
              value={searchInput}
              onChange={(event) => {
                setSearchInput(event.currentTarget.value);
                applySearch(event.currentTarget.value);
              }}
              rightSection={searchInput ? <CloseButton aria-label={t('searchClear')} onClick={() => clearSearch()} /> : null}
            />
            <section aria-labelledby="knowledge-results" aria-busy={pending}>
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4" id="knowledge-results">
                  {filters.category ? t(`categories.${filters.category}`) : t('resultsTitle')}
                </Title>
                {data && (
                  <Text size="sm" c="gray.7" role="status">
                    {t('resultsCount', { count: data.total })}
                  </Text>
                )}
              </Group>
              {!pending && !list ? (
                <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('loadError')}>
                  <Button variant="light" color="red" size="xs" onClick={() => reload(null)}>
                    {tc('tryAgain')}
                  </Button>
                </Alert>
              ) : data ? (
                data.items.length > 0 ? (
                  <Stack gap="md">
                    {data.items.map((article) => (
                      <ArticleCard key={article.slug} article={article} />
                    ))}
                  </Stack>
                ) : (
                  <Stack align="flex-start" gap="xs">
                    <Text c="gray.7">{t('noResults')}</Text>
                    <Button variant="light" size="xs" onClick={() => clearSearch({ category: null })}>
                      {t('showAll')}
                    </Button>
                  </Stack>
                )
              ) : (
                <ListSkeleton height={120} />
              )}
            </section>
            {data && pages > 1 && (
              <nav aria-label={t('paginationLabel')}>
                <LazyPagination total={pages} value={filters.page} onChange={(page) => update({ page })} />
              </nav>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
