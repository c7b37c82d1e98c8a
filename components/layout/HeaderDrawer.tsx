import { Anchor, Divider, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import Link from '@/components/ui/Link';
import { useTranslations } from 'next-intl';
import { signUp } from '@/lib/auth/actions';
import { signUpOptions } from './auth-options';
import { LanguageSwitch } from './LanguageSwitch';
import type { NavLinkItem } from './nav-links';
import { PolicyIcon } from './PolicyIcon';
import classes from './Header.module.css';

export interface HeaderDrawerProps {
  opened: boolean;
  onClose: () => void;
  links: readonly NavLinkItem[];
  isCurrent: (href: string) => boolean;
  /** A visitor also gets the sign-up choices. */
  visitor: boolean;
}

/** The phone menu of the header, loaded when the burger first opens it (see `Header`). */
export default function HeaderDrawer({ opened, onClose, links, isCurrent, visitor }: HeaderDrawerProps) {
  const t = useTranslations();
  return (
    <Drawer
      id="main-menu-drawer"
      opened={opened}
      onClose={onClose}
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
            onClick={onClose}
            aria-current={isCurrent(link.href) ? 'page' : undefined}
            underline="never"
          >
            {t(`nav.${link.label}`)}
          </Anchor>
        ))}
      </Stack>
      {visitor && (
        <>
          <Divider my="md" />
          <Text size="sm" fw={600} mb="xs">
            {t('auth.signUpWith')}
          </Text>
          <Stack gap={4}>
            {signUpOptions().map((option) => (
              <UnstyledButton
                key={option.policy}
                className={classes.drawerLink}
                onClick={() => {
                  onClose();
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
  );
}
