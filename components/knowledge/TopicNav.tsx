import { Badge, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ArticleCategory, KnowledgeHub } from '@/lib/schemas/knowledge';
import classes from './Knowledge.module.css';

export interface TopicNavProps {
  hub: KnowledgeHub;
  selected: ArticleCategory | null;
  onSelect: (category: ArticleCategory | null) => void;
}

/** One topic: its name and its number of articles, pressed while chosen. */
function TopicButton({ label, count, active, onClick }: { label: string; count: number; active: boolean; onClick: () => void }) {
  const t = useTranslations('knowledge');
  return (
    <UnstyledButton className={classes.topic} data-active={active || undefined} aria-pressed={active} onClick={onClick}>
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
export function TopicNav({ hub, selected, onSelect }: TopicNavProps) {
  const t = useTranslations('knowledge');
  return (
    <nav aria-labelledby="knowledge-topics">
      <Text id="knowledge-topics" fw={700} size="sm" mb="xs">
        {t('topicsLabel')}
      </Text>
      <Stack gap={2}>
        <TopicButton label={t('allTopics')} count={hub.total} active={selected === null} onClick={() => onSelect(null)} />
        {hub.categories.map(({ category, count }) => (
          <TopicButton key={category} label={t(`categories.${category}`)} count={count} active={selected === category} onClick={() => onSelect(category)} />
        ))}
      </Stack>
    </nav>
  );
}
