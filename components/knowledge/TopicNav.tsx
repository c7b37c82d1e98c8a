import { Badge, NavLink, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ArticleCategory, KnowledgeHub } from '@/lib/schemas/knowledge';

export interface TopicNavProps {
  hub: KnowledgeHub | undefined;
  selected: ArticleCategory | null;
  onSelect: (category: ArticleCategory | null) => void;
}

/** The hub's topics with their article counts; "All topics" clears the choice. */
export function TopicNav({ hub, selected, onSelect }: TopicNavProps) {
  const t = useTranslations('knowledge');
  return (
    <nav aria-labelledby="knowledge-topics">
      <Text id="knowledge-topics" fw={700} size="sm" mb="xs">
        {t('topicsLabel')}
      </Text>
      {hub ? (
        <Stack gap={2}>
          <NavLink
            component="button"
            label={t('allTopics')}
            active={selected === null}
            aria-pressed={selected === null}
            onClick={() => onSelect(null)}
            rightSection={
              <Badge variant="light" color="gray" aria-label={t('topicCount', { count: hub.total })}>
                {hub.total}
              </Badge>
            }
          />
          {hub.categories.map(({ category, count }) => (
            <NavLink
              key={category}
              component="button"
              label={t(`categories.${category}`)}
              active={selected === category}
              aria-pressed={selected === category}
              onClick={() => onSelect(category)}
              rightSection={
                <Badge variant="light" color="gray" aria-label={t('topicCount', { count })}>
                  {count}
                </Badge>
              }
            />
          ))}
        </Stack>
      ) : (
        <Stack gap={6}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={32} radius="sm" />
          ))}
        </Stack>
      )}
    </nav>
  );
}
