import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PlainTextInput } from '@/components/ui/PlainInputs';
import { LazySegmentedControl } from '@/components/ui/LazySegmentedControl';
import { LazyEmptyNotice } from '@/components/ui/LazyEmptyNotice';
import { LazyAlert } from '@/components/ui/LazyAlert';
import { LazyPagination } from '@/components/ui/LazyPagination';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFolder, IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useGetProjectsQuery } from '@/store/deferred/projects';
import { useAppDispatch } from '@/store/hooks';
import { setProjectPopup } from '@/store/slices/app';
import { failureMessage } from '@/lib/api/failure-message';
import { PROJECTS_PATH } from '@/lib/page-routes/projects';
import { queryValue } from '@/lib/page-routes/shell';
import { ProjectCard } from '@/components/ui/ProjectCard';
import classes from './Projects.module.css';

export const PAGE_SIZE = 12;
const SCOPES = ['all', 'owned', 'shared'] as const;
type Scope = (typeof SCOPES)[number];

/** The list an address asks for (`?scope=&page=&search=`): unknown scopes are "all", pages start at 1. */
export function listOfQuery(query: Partial<Record<string, string | string[]>>): { scope: Scope; page: number; search?: string } {
  const scopeParam = queryValue(query.scope) as Scope | undefined;
  const scope: Scope = scopeParam && SCOPES.includes(scopeParam) ? scopeParam : 'all';
  const page = Math.max(1, Number.parseInt(queryValue(query.page) ?? '1', 10) || 1);
  const search = queryValue(query.search)?.trim();
  return search ? { scope, page, search } : { scope, page };
}

/** /projects: my projects and those shared with me, searchable, filtered by scope, a page at a time. */
export function ProjectsList() {
  const t = useTranslations('projects');
  const router = useRouter();
  const { scope, page } = listOfQuery(router.query);
  const [search, setSearch] = useState(queryValue(router.query.search) ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const dispatch = useAppDispatch();
  const startProject = () => dispatch(setProjectPopup({ open: true, isOEM: false }));

  const setQuery = (changes: { scope?: Scope; page?: number; search?: string }) => {
    const next = { scope, page, search: debounced, ...changes };
    const query: Record<string, string> = {};
    if (next.scope !== 'all') query.scope = next.scope;
    if (next.page > 1) query.page = String(next.page);
    if (next.search) query.search = next.search;
    void router.replace({ pathname: PROJECTS_PATH, query }, undefined, { shallow: true, scroll: false });
  };

  // A new search starts again from the first page.
  const searchParam = queryValue(router.query.search) ?? '';
  useEffect(() => {
    if (!router.isReady || debounced === searchParam) return;
    setQuery({ search: debounced, page: 1 });
    // setQuery follows the query; only the typed text triggers this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const { data, error, isFetching, isLoading } = useGetProjectsQuery({ scope, page, page_size: PAGE_SIZE, search: debounced || undefined });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <div className={classes.page}>
      <Container size="lg" py="xl">
        <Group justify="space-between" align="flex-end" mb="lg" gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={600} c="forest.8" tt="uppercase" className={classes.kicker}>
              {t('kicker')}
            </Text>
            <Title order={1} className={classes.title}>
              {t('title')}
            </Title>
            <Text c="gray.7">{t('intro')}</Text>
          </Stack>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={startProject}>
            {t('new')}
          </Button>
        </Group>

        <Group gap="md" mb="lg" align="flex-end">
          <PlainTextInput
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={100}
            style={{ flex: '1 1 16rem' }}
            type="search"
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="projects-scope">
              {t('scope')}
            </Text>
            <LazySegmentedControl
              aria-labelledby="projects-scope"
              value={scope}
              onChange={(value) => setQuery({ scope: value as Scope, page: 1 })}
              data={SCOPES.map((value) => ({ value, label: t(`scopes.${value}`) }))}
            />
          </div>
        </Group>

        <Text size="sm" c="gray.7" role="status" aria-live="polite" mb="sm">
          {data && !isFetching ? t('found', { count: data.total }) : ''}
        </Text>

        {error && <LazyAlert color="red">{failureMessage(error, t('listFailed'))}</LazyAlert>}
        {isLoading && (
          <div className={classes.grid}>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height={130} radius="md" />
            ))}
          </div>
        )}
        {data && data.items.length === 0 && (
          <LazyEmptyNotice
            icon={<IconFolder size={28} aria-hidden />}
            variant="light"
            color="forest"
            description={debounced ? t('noMatch') : scope === 'shared' ? t('noneShared') : t('none')}
            actions={
              scope !== 'shared' &&
              !debounced && (
                <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={startProject}>
                  {t('new')}
                </Button>
              )
            }
          />
        )}
        {data && data.items.length > 0 && (
          <ul className={classes.grid} style={{ opacity: isFetching ? 0.6 : 1 }}>
            {data.items.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <Group justify="center" mt="xl">
            <LazyPagination
              total={pages}
              value={page}
              onChange={(next) => setQuery({ page: next })}
              getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
              getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
            />
          </Group>
        )}
      </Container>
    </div>
  );
}
