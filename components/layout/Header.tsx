import { lazy, Suspense, useState } from 'react';
import { Anchor, Box, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import dynamic from 'next/dynamic';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useShared } from '@/components/providers/SharedContext';
import { Logo } from '@/components/ui/Logo';
import { AuthButtons } from './AuthButtons';
import { LanguageSwitch } from './LanguageSwitch';
import { isCurrentLink, MEMBER_LINKS, visitorLinks } from './nav-links';
import { UserMenu } from './UserMenu';
import classes from './Header.module.css';

// Help (issue 24, item 6) comes from its own chunk (drawn on the server too, so the banner does not move once hydrated).
const HelpButton = dynamic(() => import('./HelpButton').then((module) => module.HelpButton));
// The questions link of a signed-in user comes from its own chunk too, with its unread count's query: RTK Query and the
// API cache stay out of a visitor's first load (issue 25). Drawn on the server, its chunk loads before hydration.
const QuestionsNavLink = dynamic(() => import('./QuestionsNavLink').then((module) => module.QuestionsNavLink));
const loadDrawer = () => import('./HeaderDrawer');
const HeaderDrawer = lazy(loadDrawer);
const preloadDrawer = () => void loadDrawer().catch(() => undefined);

/**
 * The banner: logo, main navigation, language, and sign-in/sign-up or the user menu; a drawer on phones. The
 * menus and the drawer are loaded when first wanted (`LazyMenu`, `HeaderDrawer`): closed, they are only buttons.
 */
export function Header() {
  const t = useTranslations();
  const router = useRouter();
  const { me } = useShared();
  const [drawerOpened, drawer] = useDisclosure(false);
  // The drawer is drawn from its first opening on, so that it then closes with its transition.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (drawerOpened && !drawerWanted) setDrawerWanted(true);
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
            <Anchor key={link.href} component={Link} href={link.href} className={classes.navLink} aria-current={isCurrent(link.href) ? 'page' : undefined} underline="never">
              {t(`nav.${link.label}`)}
            </Anchor>
          ))}
        </nav>

        <Group gap={8} wrap="nowrap" className={classes.actions}>
          <Box visibleFrom="sm">
            <LanguageSwitch />
          </Box>
          {me && <QuestionsNavLink />}
          {me && <HelpButton />}
          {me ? <UserMenu me={me} /> : <AuthButtons />}
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            onMouseEnter={preloadDrawer}
            onFocus={preloadDrawer}
            onTouchStart={preloadDrawer}
            hiddenFrom="md"
            size="sm"
            aria-label={drawerOpened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={drawerOpened}
            aria-controls="main-menu-drawer"
          />
        </Group>
      </div>

      {drawerWanted && (
        <Suspense fallback={null}>
          <HeaderDrawer opened={drawerOpened} onClose={drawer.close} links={links} isCurrent={isCurrent} visitor={!me} />
        </Suspense>
      )}
    </Box>
  );
}
