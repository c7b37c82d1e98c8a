import { Anchor, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useShared } from '@/components/providers/SharedContext';
import { Logo } from '@/components/ui/Logo';
import { signIn, signUp } from '@/lib/auth/actions';
import { monitoringOrigin } from '@/lib/env/environments';
import { environmentBadgeName } from './environment-badge';
import { visitorLinks } from './nav-links';
import { useShellInfo } from './ShellContext';
import classes from './Footer.module.css';

/**
 * The footer: what Groundwork is, the landing sections, the way in, monitoring (when "show migration" is on) and,
 * outside production, the environment name.
 */
export function Footer() {
  const t = useTranslations();
  const router = useRouter();
  const { me, settings } = useShared();
  const shell = useShellInfo();
  const { environment } = shell;
  const monitoringUrl = `${shell.monitoringOrigin ?? monitoringOrigin(environment, shell.baseDomain)}/`;
  const badge = environmentBadgeName(environment, settings.environmentName);
  const year = new Date().getFullYear();

  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <Stack gap="sm" className={classes.brand}>
          <Logo />
          <Text size="sm" c="gray.7" maw={320}>
            {t('footer.tagline')}
          </Text>
        </Stack>

        <nav aria-labelledby="footer-platform" className={classes.column}>
          <Text id="footer-platform" fw={700} size="sm" mb="xs">
            {t('footer.platform')}
          </Text>
          {visitorLinks(router.pathname === '/').map((link) => (
            <Anchor key={link.href} component={Link} href={link.href} size="sm" className={classes.link}>
              {t(`nav.${link.label}`)}
            </Anchor>
          ))}
          <Anchor component={Link} href="/knowledge-hub" size="sm" className={classes.link}>
            {t('nav.knowledgeHub')}
          </Anchor>
        </nav>

        <nav aria-labelledby="footer-access" className={classes.column}>
          <Text id="footer-access" fw={700} size="sm" mb="xs">
            {t('footer.access')}
          </Text>
          {!me && (
            <>
              <UnstyledButton className={classes.link} onClick={() => void signIn('signin')}>
                {t('auth.signIn')}
              </UnstyledButton>
              <UnstyledButton className={classes.link} onClick={() => void signUp('signin')}>
                {t('auth.signUp')}
              </UnstyledButton>
            </>
          )}
          {me && (
            <Anchor component={Link} href="/homepage" size="sm" className={classes.link}>
              {t('nav.dashboard')}
            </Anchor>
          )}
          {settings.showMigration && (
            <Anchor href={monitoringUrl} data-monitoring-host={new URL(monitoringUrl).hostname} size="sm" className={classes.link}>
              {t('footer.monitoringLink')}
            </Anchor>
          )}
        </nav>
      </div>
      <div className={classes.bottom}>
        <Group justify="space-between" gap="sm" className={classes.bottomInner}>
          <Text size="xs" c="gray.7">
            {t('footer.rights', { year })}
          </Text>
          {badge && (
            <span className={classes.environment} data-environment-badge={environment}>
              {t('footer.environment', { name: badge })}
            </span>
          )}
        </Group>
      </div>
    </footer>
  );
}
