import { Anchor, Box, Burger, Divider, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useShared } from '@/components/providers/SharedContext';
import { Logo } from '@/components/ui/Logo';
import { signUp } from '@/lib/auth/session';
import { SIGN_UP_OPTIONS } from './auth-options';
import { AuthButtons } from './AuthButtons';
import { LanguageSwitch } from './LanguageSwitch';
import { isCurrentLink, MEMBER_LINKS, visitorLinks } from './nav-links';
import { PolicyIcon } from './PolicyIcon';
import { UserMenu } from './UserMenu';
import classes from './Header.module.css';

/** The banner: logo, main navigation, language, and sign-in/sign-up or the user menu; a drawer on phones. */
export function Header() {
  const t = useTranslations();
  const router = useRouter();
  const { me } = useShared();
  const [drawerOpened, drawer] = useDisclosure(false);
  const links = me ? MEMBER_LINKS : visitorLinks(router.pathname === '/');
  const isCurrent = (href: string) => isCurrentLink(href, router.pathname);

  return (
    <Box component="header" className={classes.header}>
      <div className={classes.inner}>
        <Anchor component={Link} href={me ? '/homepage' : '/'} aria-label={t('nav.home')} underline="never" className={classes.logoLink}>
          <Logo compact />
        </Anchor>

        <nav aria-label={t('nav.mainNavigation')} className={classes.desktopNav}>
          {links.map((link) => (
            <Anchor
              key={link.href}
              component={Link}
              href={link.href}
              className={classes.navLink}
              aria-current={isCurrent(link.href) ? 'page' : undefined}
              underline="never"
            >
              {t(`nav.${link.label}`)}
            </Anchor>
          ))}
        </nav>

        <Group gap={8} wrap="nowrap" className={classes.actions}>
          <Box visibleFrom="sm">
            <LanguageSwitch />
          </Box>
          {me ? <UserMenu me={me} /> : <AuthButtons />}
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            hiddenFrom="md"
            size="sm"
            aria-label={drawerOpened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={drawerOpened}
            aria-controls="main-menu-drawer"
          />
        </Group>
      </div>

      <Drawer
        id="main-menu-drawer"
        opened={drawerOpened}
        onClose={drawer.close}
        position="right"
        size="min(20rem, 100%)"
        title={t('nav.menuTitle')}
        closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
        hiddenFrom="md"
      >
        <Stack gap="xs" component="nav" aria-label={t('nav.mainNavigation')}>
          {links.map((link) => (
            <Anchor
              key={link.href}
              component={Link}
              href={link.href}
              className={classes.drawerLink}
              onClick={drawer.close}
              aria-current={isCurrent(link.href) ? 'page' : undefined}
              underline="never"
            >
              {t(`nav.${link.label}`)}
            </Anchor>
          ))}
        </Stack>
        {!me && (
          <>
            <Divider my="md" />
            <Text size="sm" fw={600} mb="xs">
              {t('auth.signUpWith')}
            </Text>
            <Stack gap={4}>
              {SIGN_UP_OPTIONS.map((option) => (
                <UnstyledButton
                  key={option.policy}
                  className={classes.drawerLink}
                  onClick={() => {
                    drawer.close();
                    void signUp(option.policy);
                  }}
                >
                  <Group gap="sm" wrap="nowrap">
                    <PolicyIcon policy={option.policy} size={18} />
                    <span>{t(`auth.${option.label}`)}</span>
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
          </>
        )}
        <Divider my="md" />
        <LanguageSwitch fullWidth />
      </Drawer>
    </Box>
  );
}
