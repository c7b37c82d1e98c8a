import { Alert, Button, CloseButton, Container, Grid, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { LazyPagination } from '@/components/ui/LazyPagination';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { isArticleCategory } from '@/lib/schemas/article-categories';
import type { ArticleCategory } from '@/lib/schemas/knowledge';
import { useGetArticlesQuery, useGetKnowledgeHubQuery } from '@/store/api/knowledge';
import { ArticleCard } from './ArticleCard';
import { LatestArticles } from './LatestArticles';
import { TopicNav } from './TopicNav';
import { useKnowledgeLanguage } from './use-knowledge-language';

/** Articles per page of the list. */
export const HUB_PAGE_SIZE = 10;
/** Typing pauses this long before the search runs. */
const SEARCH_DELAY_MS = 300;

export interface HubFilters {
  search: string;
  category: ArticleCategory | null;
  page: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The filters in the address (`?search=…&category=…&page=…`); anything unreadable is ignored. */
export function filtersFromQuery(query: Record<string, string | string[] | undefined>): HubFilters {
  const category = first(query.category);
  const page = Number(first(query.page));
  return {
    search: (first(query.search) ?? '').slice(0, 100),
    category: isArticleCategory(category) ? category : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address query of the filters, leaving the defaults out. */
export function queryFromFilters({ search, category, page }: HubFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (search.trim()) query.search = search.trim();
  if (category) query.category = category;
  if (page > 1) query.page = String(page);
  return query;
}

/** The hub's index: the search box, the topics with their counts, the latest articles and the list. */
export function KnowledgeHub() {
  const t = useTranslations('knowledge');
  const tc = useTranslations('common');
  const language = useKnowledgeLanguage();
  const router = useRouter();
  const [filters, setFilters] = useState<HubFilters>(() => filtersFromQuery(router.query));
  const [searchInput, setSearchInput] = useState(filters.search);

  const hub = useGetKnowledgeHubQuery({ language });
  const list = useGetArticlesQuery({
    language,
    page: filters.page,
    page_size: HUB_PAGE_SIZE,
    search: filters.search,
    category: filters.category,
  });

  const update = (changes: Partial<HubFilters>) => {
    const next = { ...filters, page: 1, ...changes };
    setFilters(next);
    void router.replace({ pathname: router.pathname, query: queryFromFilters(next) }, undefined, { shallow: true, scroll: false });
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

  const data = list.currentData;
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
            {!hub.isError && <TopicNav hub={hub.currentData} selected={filters.category} onSelect={(category) => update({ category })} />}
            {hub.currentData && <LatestArticles articles={hub.currentData.latest} />}
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
            <section aria-labelledby="knowledge-results" aria-busy={list.isFetching}>
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
              {list.isError && !data ? (
                <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('loadError')}>
                  <Button variant="light" color="red" size="xs" onClick={() => void list.refetch()}>
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
                <Stack gap="md">
                  {[0, 1, 2].map((index) => (
                    <Skeleton key={index} height={120} radius="md" />
                  ))}
                </Stack>
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
