import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { signIn, signUp } from '@/lib/auth/session';
import { SIGN_UP_OPTIONS } from './auth-options';
import { PolicyIcon } from './PolicyIcon';
import classes from './Header.module.css';

/** The visitor's way in: "Sign in" (local account), "Sign up", and a menu with every sign-up policy. */
export function AuthButtons() {
  const t = useTranslations('auth');
  return (
    <Group gap={8} wrap="nowrap">
      <Button variant="subtle" size="sm" className={classes.compactButton} onClick={() => void signIn('signin')}>
        {t('signIn')}
      </Button>
      <Group gap={0} wrap="nowrap">
        <Button size="sm" className={classes.splitMain} onClick={() => void signUp('signin')}>
          {t('signUp')}
        </Button>
        <Menu position="bottom-end" shadow="md" width={260}>
          <Menu.Target>
            <ActionIcon size={36} className={classes.splitToggle} aria-label={t('moreSignUpOptions')}>
              <IconChevronDown size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('signUpWith')}</Menu.Label>
            {SIGN_UP_OPTIONS.map((option) => (
              <Menu.Item
                key={option.policy}
                leftSection={<PolicyIcon policy={option.policy} size={18} />}
                onClick={() => void signUp(option.policy)}
              >
                {t(option.label)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
