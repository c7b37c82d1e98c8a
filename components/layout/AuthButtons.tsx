import { lazy } from 'react';
import { Button, Group } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/providers/AuthContext';
import { LazyMenu } from './LazyMenu';
import classes from './Header.module.css';

const loadSignUpMenu = () => import('./SignUpMenu');
const SignUpMenu = lazy(loadSignUpMenu);
const preloadSignUpMenu = () => void loadSignUpMenu().catch(() => undefined);

/**
 * The visitor's way in: "Sign in" (local account), "Sign up", and a menu with every sign-up policy (`SignUpMenu`,
 * loaded when it is first wanted). While MSAL is taking the browser to the provider the two buttons wait, so that a
 * second click does not start a second sign-in.
 */
export function AuthButtons() {
  const t = useTranslations('auth');
  const { signIn, signUp, msalReady, inProgress } = useAuth();
  const leaving = msalReady && inProgress === 'acquireToken';
  return (
    <Group gap={8} wrap="nowrap">
      <Button variant="subtle" size="sm" className={classes.compactButton} disabled={leaving} onClick={() => void signIn('signin')}>
        {t('signIn')}
      </Button>
      <Group gap={0} wrap="nowrap">
        <Button size="sm" className={classes.splitMain} disabled={leaving} onClick={() => void signUp('signin')}>
          {t('signUp')}
        </Button>
        <LazyMenu
          preload={preloadSignUpMenu}
          target={
            <Button size="sm" className={classes.splitToggle} aria-label={t('moreSignUpOptions')}>
              <IconChevronDown size={16} aria-hidden />
            </Button>
          }
          menu={(target) => <SignUpMenu target={target} />}
        />
      </Group>
    </Group>
  );
}
