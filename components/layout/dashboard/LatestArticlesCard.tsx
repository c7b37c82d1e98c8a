import Link from '@/components/ui/Link';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { LazyEmptyNotice } from '@/components/ui/LazyEmptyNotice';
import { IconBook2 } from '@tabler/icons-react';
import { useFormatter, useTranslations } from 'next-intl';
import { articleHref, KNOWLEDGE_HUB_PATH } from '@/lib/page-routes/knowledge';
import type { ArticleSummary } from '@/lib/schemas/knowledge';
import { DashboardCard } from './DashboardCard';

/**
 * "Latest articles" of the dashboard. It takes the articles as props (the dashboard reads them from the
 * knowledge hub's `GET /knowledge-hub`), so that the card does not depend on how they are fetched.
 */
export function LatestArticlesCard({ articles, loading = false }: { articles: ArticleSummary[]; loading?: boolean }) {
  const t = useTranslations('homepage');
  const format = useFormatter();
  return (
    <DashboardCard id="dashboard-articles" title={t('articlesTitle')}>
      {loading ? (
        <Stack gap="sm">
          <Skeleton height={16} />
          <Skeleton height={16} width="80%" />
          <Skeleton height={16} width="70%" />
        </Stack>
      ) : articles.length === 0 ? (
        <LazyEmptyNotice
          icon={<IconBook2 size={28} aria-hidden />}
          variant="light"
          color="sand"
          description={t('articlesEmpty')}
          actions={
            <Anchor component={Link} href={KNOWLEDGE_HUB_PATH} fw={600}>
              {t('articlesBrowse')}
            </Anchor>
          }
        />
      ) : (
        <Stack gap="md">
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {articles.map((article) => (
              <li key={article.slug}>
                <Anchor component={Link} href={articleHref(article.slug)} fw={600} size="sm">
                  {article.title}
                </Anchor>
                <Text size="xs" c="gray.7" lineClamp={2}>
                  {article.summary}
                </Text>
                <Text size="xs" c="gray.7">
                  {format.dateTime(new Date(article.published_at), { dateStyle: 'medium' })}
                </Text>
              </li>
            ))}
          </Stack>
          <Anchor component={Link} href={KNOWLEDGE_HUB_PATH} size="sm" fw={600}>
            {t('articlesBrowse')}
          </Anchor>
        </Stack>
      )}
    </DashboardCard>
  );
}
