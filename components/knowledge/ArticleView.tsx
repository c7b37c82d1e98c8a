import { Alert, Anchor, Badge, Breadcrumbs, Button, Container, Divider, Group, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useRouter } from 'next/router';
import Link from '@/components/ui/Link';
import { useFormatter, useTranslations } from 'next-intl';
import { KNOWLEDGE_HUB_PATH, knowledgeHubHref } from '@/lib/page-routes/knowledge';
import type { Article } from '@/lib/schemas/knowledge';
import { ArticleBody } from '@/components/ui/article/ArticleBody';
import classes from './Knowledge.module.css';

/** One article in full: topic, title, summary, dates and body. */
export function ArticleContent({ article }: { article: Article }) {
  const t = useTranslations('knowledge');
  const format = useFormatter();
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: 'long' });
  // Version 1 is the article as first published; its load date is not an update.
  const updated = article.version > 1;
  return (
    <article>
      <Badge component={Link} href={knowledgeHubHref(article.category)} variant="light" color="forest" mb="sm" style={{ cursor: 'pointer' }}>
        {t(`categories.${article.category}`)}
      </Badge>
      <Title order={1} mb="sm">
        {article.title}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {t('published', { date: date(article.published_at) })}
        {updated && ` · ${t('updated', { date: date(article.updated_at) })}`}
      </Text>
      <Text className={classes.lead} c="gray.8" fw={500} mb="lg">
        {article.summary}
      </Text>
      <Divider mb="lg" />
      <ArticleBody body={article.body} />
    </article>
  );
}

export interface ArticleViewProps {
  /** The article as the server read it; null when the server could not read it (the page then offers to try again). */
  article: Article | null;
}

/** The page of one article, with the way back to the hub. */
export function ArticleView({ article }: ArticleViewProps) {
  const t = useTranslations('knowledge');
  const tc = useTranslations('common');
  const router = useRouter();
  const content = article ? (
    <ArticleContent article={article} />
  ) : (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('articleLoadError')}>
      <Button variant="light" color="red" size="xs" onClick={() => void router.replace(router.asPath, undefined, { scroll: false })}>
        {tc('tryAgain')}
      </Button>
    </Alert>
  );

  return (
    <Container size="md" py="xl">
      <Breadcrumbs mb="lg" aria-label={t('breadcrumbLabel')} separatorMargin={6}>
        <Anchor component={Link} href={KNOWLEDGE_HUB_PATH} size="sm">
          {t('kicker')}
        </Anchor>
        {article && (
          <Text size="sm" c="gray.7" aria-current="page">
            {article.title}
          </Text>
        )}
      </Breadcrumbs>
      {content}
      <Group mt="xl">
        <Button component={Link} href={KNOWLEDGE_HUB_PATH} variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('backToHub')}
        </Button>
      </Group>
    </Container>
  );
}
