import { Anchor, Stack, Text } from '@mantine/core';
import Link from '@/components/ui/Link';
import { useFormatter, useTranslations } from 'next-intl';
import type { ArticleSummary } from '@/lib/schemas/knowledge';
import { articleHref } from '@/lib/page-routes/knowledge';

/** The newest articles of the hub, as a short list of links. */
export function LatestArticles({ articles }: { articles: ArticleSummary[] }) {
  const t = useTranslations('knowledge');
  const format = useFormatter();
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="knowledge-latest">
      <Text id="knowledge-latest" component="h2" fw={700} size="sm" mb="xs">
        {t('latestTitle')}
      </Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {articles.map((article) => (
          <li key={article.slug}>
            <Anchor component={Link} href={articleHref(article.slug)} size="sm" fw={600}>
              {article.title}
            </Anchor>
            <Text size="xs" c="gray.7">
              {format.dateTime(new Date(article.published_at), { dateStyle: 'medium' })}
            </Text>
          </li>
        ))}
      </Stack>
    </section>
  );
}
