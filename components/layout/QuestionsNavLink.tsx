import { Anchor, Badge, Box, Group } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { UNREAD_POLL_MS, useGetUnreadQuestionsQuery } from '@/store/api/question-count';
import classes from './Header.module.css';

/** The questions inbox, with the signed-in user's unread count (requirements ), on every page and every width. */
export function QuestionsNavLink() {
  const t = useTranslations('questions');
  const router = useRouter();
  const unread = useGetUnreadQuestionsQuery(undefined, { pollingInterval: UNREAD_POLL_MS, refetchOnFocus: true }).data?.threads ?? 0;
  const current = router.pathname === '/requests' || router.pathname.startsWith('/requests/');
  return (
    <Anchor
      component={Link}
      href="/requests"
      className={classes.navLink}
      underline="never"
      aria-current={current ? 'page' : undefined}
      aria-label={t('navUnread', { count: unread })}
      data-testid="questions-nav"
    >
      <Group gap={6} wrap="nowrap">
        <IconMessages size={18} aria-hidden />
        <Box component="span" visibleFrom="sm">
          {t('nav')}
        </Box>
        {unread > 0 && (
          <Badge size="sm" circle={unread < 10} color="red.8" aria-hidden>
            {unread}
          </Badge>
        )}
      </Group>
    </Anchor>
  );
}
