import { Anchor, Badge, Group, Paper, Text, Title } from '@mantine/core';
import Link from '@/components/ui/Link';
import { useFormatter, useTranslations } from 'next-intl';
import type { ArticleSummary } from '@/lib/schemas/knowledge';
import { articleHref } from '@/lib/page-routes/knowledge';
import classes from './Knowledge.module.css';

/** One article of a list: its topic, title (the link to the article), summary and publication date. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const t = useTranslations('knowledge');
  const format = useFormatter();
  return (
    <Paper component="article" withBorder radius="md" p="lg" className={classes.card}>
      <Group justify="space-between" mb={6} gap="xs">
        <Badge variant="light" color="forest">
          {t(`categories.${article.category}`)}
        </Badge>
        <Text size="xs" c="gray.7">
          {t('published', { date: format.dateTime(new Date(article.published_at), { dateStyle: 'long' }) })}
        </Text>
      </Group>
      <Title order={3} size="h4" mb={6}>
        <Anchor component={Link} href={articleHref(article.slug)} c="inherit" className={classes.cardLink}>
          {article.title}
        </Anchor>
      </Title>
      <Text size="sm" c="gray.8">
        {article.summary}
      </Text>
    </Paper>
  );
}
