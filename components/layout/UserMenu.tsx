import { lazy } from 'react';
import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { elisionOf } from '@/lib/i18n/elision';
import type { Me } from '@/lib/schemas/users';
import { LazyMenu } from './LazyMenu';
import classes from './Header.module.css';

const loadDropdown = () => import('./UserMenuDropdown');
const UserMenuDropdown = lazy(loadDropdown);
const preloadDropdown = () => void loadDropdown().catch(() => undefined);

/** Up to two initials of a name, for the avatar. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The signed-in user's menu: profile edit, password change, monitoring hand-off and sign-out. The button is drawn
 * at once; the menu (`UserMenuDropdown`) is loaded when it is first wanted.
 */
export function UserMenu({ me }: { me: Me }) {
  const t = useTranslations('auth');
  return (
    <LazyMenu
      preload={preloadDropdown}
      target={
        // Named by its content (not aria-label), so that the name holds the visible name; on a phone only the
        // avatar's initials show, a picture of the user rather than a label.
        <UnstyledButton className={classes.userButton}>
          <VisuallyHidden>{t('accountMenu', { name: me.name, elision: elisionOf(me.name) })}</VisuallyHidden>
          {/* A plain circle of initials: Mantine's Avatar would bring its image and group code to every page. */}
          <span className={classes.avatar} aria-hidden>
            {initialsOf(me.name)}
          </span>
          <Text span fw={600} size="sm" className={classes.userName} aria-hidden>
            {me.name}
          </Text>
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      }
      menu={(target) => <UserMenuDropdown me={me} target={target} />}
    />
  );
}
