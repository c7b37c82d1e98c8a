import { Anchor, Box, Group } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ComponentType } from 'react';
import Link from '@/components/ui/Link';
import { whenIdle } from '@/components/providers/provider-state';
import classes from './Header.module.css';

/** The unread count waits for the browser to be idle after the page's start, at most this long (issue 25). */
export const UNREAD_COUNT_IDLE_TIMEOUT_MS = 3_000;

type Counter = ComponentType<{ onCount: (unread: number) => void }>;

/**
 * The questions inbox, with the signed-in user's unread count (requirements ), on every page and every width.
 * The link is rendered at once; the count (its request and the API cache it needs) loads when the browser is idle.
 */
export function QuestionsNavLink() {
  const t = useTranslations('questions');
  const router = useRouter();
  const [unread, setUnread] = useState(0);
  const [Counter, setCounter] = useState<Counter | null>(null);
  useEffect(() => {
    let cancelled = false;
    const cancel = whenIdle(() => {
      void import('./UnreadQuestionsBadge').then((module) => {
        if (!cancelled) setCounter(() => module.UnreadQuestionsBadge);
      });
    }, UNREAD_COUNT_IDLE_TIMEOUT_MS);
    return () => {
      cancelled = true;
      cancel();
    };
  }, []);
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
        {Counter && <Counter onCount={setUnread} />}
      </Group>
    </Anchor>
  );
}
