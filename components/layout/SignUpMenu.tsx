import type { ReactElement } from 'react';
import { Menu } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { signUp } from '@/lib/auth/actions';
import { signUpOptions } from './auth-options';
import { PolicyIcon } from './PolicyIcon';

/** The menu of the sign-up policies that work here, loaded on first use by {@link AuthButtons} (see `LazyMenu`). */
export default function SignUpMenu({ target }: { target: ReactElement }) {
  const t = useTranslations('auth');
  return (
    <Menu position="bottom-end" shadow="md" width={260}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('signUpWith')}</Menu.Label>
        {signUpOptions().map((option) => (
          <Menu.Item key={option.policy} leftSection={<PolicyIcon policy={option.policy} size={18} />} onClick={() => void signUp(option.policy)}>
            {t(option.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
