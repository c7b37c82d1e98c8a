import { useState, type ReactElement } from 'react';
import { Menu } from '@mantine/core';
import { IconActivityHeartbeat, IconBuilding, IconChecklist, IconCoin, IconKey, IconLayoutDashboard, IconLogout, IconUserEdit, IconUserShield } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { signIn, signOut } from '@/lib/auth/actions';
import { getClientConfig } from '@/lib/config/client-config';
import { handOffToV2 } from '@/lib/env/v2-handoff';
import type { Me } from '@/lib/schemas/users';
import { useShared } from '@/components/providers/SharedContext';
import Link from '@/components/ui/Link';
import { COMPANY_PATH, STAFF_DEVELOPERS_PATH } from '@/lib/page-routes/companies';
import { STAFF_USERS_PATH } from '@/lib/page-routes/staff-users';
import { ACCOUNT_PATH } from '@/lib/page-routes/account';
import { INVESTOR_PROFILE_PATH, STAFF_INVESTORS_PATH } from '@/lib/page-routes/investors';
import { STAFF_PUBLICATIONS_PATH } from '@/lib/page-routes/opportunities';
import { STAFF_HOME_PATH } from '@/lib/page-routes/staff';
import { STAFF_SUPPORT_PATH, SUPPORT_PATH } from '@/lib/page-routes/support';
import { ChangePasswordModal } from './ChangePasswordModal';
import { useShellInfo } from './ShellContext';

/**
 * The user menu itself, loaded on first use by {@link UserMenu} (see `LazyMenu`); the monitoring hand-off only
 * when "show migration" is on.
 */
export default function UserMenuDropdown({ me, target }: { me: Me; target: ReactElement }) {
  const t = useTranslations('auth');
  const tNav = useTranslations('nav');
  const tStaff = useTranslations('staffConsole.nav');
  const tSupport = useTranslations('support');
  const tAccount = useTranslations('account');
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
          <Menu.Item leftSection={<IconUserShield size={18} aria-hidden />} component={Link} href={ACCOUNT_PATH}>
            {tAccount('menu')}
          </Menu.Item>
          <Menu.Item leftSection={<IconBuilding size={18} aria-hidden />} component={Link} href={COMPANY_PATH}>
            {tNav('myCompany')}
          </Menu.Item>
          <Menu.Item leftSection={<IconChecklist size={18} aria-hidden />} component={Link} href={SUPPORT_PATH}>
            {tSupport('mine')}
          </Menu.Item>
          {me.roles.includes('investor') && (
            <Menu.Item leftSection={<IconCoin size={18} aria-hidden />} component={Link} href={INVESTOR_PROFILE_PATH}>
              {tNav('investorProfile')}
            </Menu.Item>
          )}
          {me.roles.includes('admin') && (
            <>
              <Menu.Item leftSection={<IconLayoutDashboard size={18} aria-hidden />} component={Link} href={STAFF_HOME_PATH}>
                {tStaff('label')}
              </Menu.Item>
              <Menu.Item leftSection={<IconChecklist size={18} aria-hidden />} component={Link} href={STAFF_PUBLICATIONS_PATH}>
                {tNav('staffPublications')}
              </Menu.Item>
              <Menu.Item leftSection={<IconChecklist size={18} aria-hidden />} component={Link} href={STAFF_INVESTORS_PATH}>
                {tNav('staffInvestors')}
              </Menu.Item>
              <Menu.Item leftSection={<IconChecklist size={18} aria-hidden />} component={Link} href={STAFF_DEVELOPERS_PATH}>
                {tNav('staffDevelopers')}
              </Menu.Item>
              <Menu.Item leftSection={<IconChecklist size={18} aria-hidden />} component={Link} href={STAFF_USERS_PATH}>
                {tNav('staffUsers')}
              </Menu.Item>
              <Menu.Item leftSection={<IconChecklist size={18} aria-hidden />} component={Link} href={STAFF_SUPPORT_PATH}>
                {tSupport('inbox')}
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
