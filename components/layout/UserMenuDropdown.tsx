import { useState, type ReactElement } from 'react';
import { Menu } from '@mantine/core';
import { IconActivityHeartbeat, IconChecklist, IconCoin, IconKey, IconLogout, IconUserEdit } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { signIn, signOut } from '@/lib/auth/actions';
import { getClientConfig } from '@/lib/config/client-config';
import { handOffToV2 } from '@/lib/env/v2-handoff';
import type { Me } from '@/lib/schemas/users';
import { useShared } from '@/components/providers/SharedContext';
import Link from '@/components/ui/Link';
import { INVESTOR_PROFILE_PATH, STAFF_INVESTORS_PATH } from '@/lib/page-routes/investors';
import { STAFF_PUBLICATIONS_PATH } from '@/lib/page-routes/opportunities';
import { ChangePasswordModal } from './ChangePasswordModal';
import { useShellInfo } from './ShellContext';

/**
 * The user menu itself, loaded on first use by {@link UserMenu} (see `LazyMenu`); the monitoring hand-off only
 * when "show migration" is on.
 */
export default function UserMenuDropdown({ me, target }: { me: Me; target: ReactElement }) {
  const t = useTranslations('auth');
  const tNav = useTranslations('nav');
  const { environment } = useShellInfo();
  const { settings } = useShared();
  const [changingPassword, setChangingPassword] = useState(false);
  // Azure AD B2C keeps the password: its own flow changes it. The built-in provider's form is ours.
  const changePassword = () => (getClientConfig().b2cTenant ? void signIn('reset') : setChangingPassword(true));
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={250}>
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('signedInAs', { name: me.name })}</Menu.Label>
          <Menu.Item leftSection={<IconUserEdit size={18} aria-hidden />} onClick={() => void signIn('profile')}>
            {t('editProfile')}
          </Menu.Item>
          <Menu.Item leftSection={<IconKey size={18} aria-hidden />} onClick={changePassword}>
            {t('resetPassword')}
          </Menu.Item>
          {me.roles.includes('investor') && (
            <Menu.Item leftSection={<IconCoin size={18} aria-hidden />} component={Link} href={INVESTOR_PROFILE_PATH}>
              {tNav('investorProfile')}
            </Menu.Item>
          )}
          {me.roles.includes('admin') && (
            <>
              <Menu.Item leftSection={<IconChecklist size={18} aria-hidden />} component={Link} href={STAFF_PUBLICATIONS_PATH}>
                {tNav('staffPublications')}
              </Menu.Item>
              <Menu.Item leftSection={<IconChecklist size={18} aria-hidden />} component={Link} href={STAFF_INVESTORS_PATH}>
                {tNav('staffInvestors')}
              </Menu.Item>
            </>
          )}
          {settings.showMigration && (
            <Menu.Item leftSection={<IconActivityHeartbeat size={18} aria-hidden />} onClick={() => void handOffToV2('/', { environment })}>
              {t('monitoring')}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item color="red.8" leftSection={<IconLogout size={18} aria-hidden />} onClick={() => void signOut()}>
            {t('signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal opened={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
