import { Badge, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import type { ArticleCategory, KnowledgeHub } from '@/lib/schemas/knowledge';
import classes from './Knowledge.module.css';

export interface TopicNavProps {
  hub: KnowledgeHub;
  selected: ArticleCategory | null;
  onSelect: (category: ArticleCategory | null) => void;
  /** The address of the hub on a topic (null: every topic): what a topic's link opens before the page has hydrated. */
  hrefOf: (category: ArticleCategory | null) => string;
}

interface TopicLinkProps {
  label: string;
  count: number;
  active: boolean;
  href: string;
  onSelect: () => void;
}

/** A click the browser should handle itself: a new tab or window, a download, another button than the main one. */
const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * One topic: its name and its number of articles, current while chosen. A link to the hub on that topic, so that it
 * works before the page has hydrated and opens in a new tab; once hydrated, a plain click chooses the topic in place.
 */
function TopicLink({ label, count, active, href, onSelect }: TopicLinkProps) {
  const t = useTranslations('knowledge');
  return (
    <UnstyledButton
      component="a"
      href={href}
      className={classes.topic}
      data-active={active || undefined}
      aria-current={active ? 'true' : undefined}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        onSelect();
      }}
    >
      <div className={classes.topicBody}>
        <span className={classes.topicLabel}>{label}</span>
      </div>
      <span className={classes.topicCount}>
        <Badge variant="light" color="gray" aria-label={t('topicCount', { count })}>
          {count}
        </Badge>
      </span>
    </UnstyledButton>
  );
}

/** The hub's topics with their article counts; "All topics" clears the choice. */
export function TopicNav({ hub, selected, onSelect, hrefOf }: TopicNavProps) {
  const t = useTranslations('knowledge');
  return (
    <nav aria-labelledby="knowledge-topics">
      <Text id="knowledge-topics" fw={700} size="sm" mb="xs">
        {t('topicsLabel')}
      </Text>
      <Stack gap={2}>
        <TopicLink label={t('allTopics')} count={hub.total} active={selected === null} href={hrefOf(null)} onSelect={() => onSelect(null)} />
        {hub.categories.map(({ category, count }) => (
          <TopicLink key={category} label={t(`categories.${category}`)} count={count} active={selected === category} href={hrefOf(category)} onSelect={() => onSelect(category)} />
        ))}
      </Stack>
    </nav>
  );
}
