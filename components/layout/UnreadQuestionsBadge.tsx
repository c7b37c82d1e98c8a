import { Badge } from '@mantine/core';
import { useEffect } from 'react';
import { UNREAD_POLL_MS, useGetUnreadQuestionsQuery } from '@/store/api/question-count';

/**
 * The signed-in user's unread questions (requirements ), for the navigation's questions link: a module of its
 * own, loaded once the browser is idle after the page's start (QuestionsNavLink), so that the API cache (RTK Query)
 * and the request helpers stay out of every page's first load. Tells the link the count for its accessible name.
 */
export function UnreadQuestionsBadge({ onCount }: { onCount: (unread: number) => void }) {
  const unread = useGetUnreadQuestionsQuery(undefined, { pollingInterval: UNREAD_POLL_MS, refetchOnFocus: true }).data?.threads ?? 0;
  useEffect(() => onCount(unread), [onCount, unread]);
  if (unread === 0) return null;
  return (
    <Badge size="sm" circle={unread < 10} color="red.8" aria-hidden>
      {unread}
    </Badge>
  );
}
