import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconActivityHeartbeat, IconChevronDown, IconKey, IconLogout, IconUserEdit } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { signIn, signOut } from '@/lib/auth/session';
import { handOffToV2 } from '@/lib/env/v2-handoff';
import type { Me } from '@/lib/schemas/users';
import { useShellInfo } from './ShellContext';
import classes from './Header.module.css';

/** Up to two initials of a name, for the avatar. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The signed-in user's menu: profile edit, password change, monitoring hand-off and sign-out. */
export function UserMenu({ me }: { me: Me }) {
  const t = useTranslations('auth');
  const { environment } = useShellInfo();
  return (
    <Menu position="bottom-end" shadow="md" width={250}>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={t('accountMenu', { name: me.name })}>
          <Avatar color="forest" radius="xl" size={32} aria-hidden>
            {initialsOf(me.name)}
          </Avatar>
          <Text span fw={600} size="sm" className={classes.userName}>
            {me.name}
          </Text>
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('signedInAs', { name: me.name })}</Menu.Label>
        <Menu.Item leftSection={<IconUserEdit size={18} aria-hidden />} onClick={() => void signIn('profile')}>
          {t('editProfile')}
        </Menu.Item>
        <Menu.Item leftSection={<IconKey size={18} aria-hidden />} onClick={() => void signIn('reset')}>
          {t('resetPassword')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconActivityHeartbeat size={18} aria-hidden />}
          onClick={() => void handOffToV2('/', { environment })}
        >
          {t('monitoring')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.8" leftSection={<IconLogout size={18} aria-hidden />} onClick={() => void signOut()}>
          {t('signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
