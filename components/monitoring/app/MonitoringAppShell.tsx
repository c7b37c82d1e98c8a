import type { ReactNode } from 'react';
import { Anchor, Box, Group, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Head from 'next/head';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { useShellInfo } from '@/components/layout/ShellContext';
import { StatusMessages } from '@/components/layout/StatusMessages';
import { ToastBridge } from '@/components/layout/ToastBridge';
import { TopProgressBar } from '@/components/layout/TopProgressBar';
import { UserMenu } from '@/components/layout/UserMenu';
import { ShellPopups } from '@/components/layout/popups/ShellPopups';
import { useShared } from '@/components/providers/SharedContext';
import Link from '@/components/ui/Link';
import { LogoMark } from '@/components/ui/Logo';
import { mainOriginOf } from '@/lib/env/environments';
import { MONITORING_APP_PATHS } from '@/lib/page-routes/monitoring';
import { MonitoringNav } from './MonitoringNav';
import classes from './MonitoringAppShell.module.css';

const MAIN_ID = 'main-content';

/**
 * The monitoring application's frame on the monitoring host (docs/requirements.md ): its name and title, its
 * navigation (for a signed-in user), the language, the account, a way back to the projects; then the page — the
 * monitoring application's own, or a project's or reactor's monitoring.
 */
export default function MonitoringAppShell({ children }: { children: ReactNode }) {
  const t = useTranslations('monitoringApp');
  const tNav = useTranslations('nav');
  const { me } = useShared();
  const { monitoringOrigin } = useShellInfo();
  const projects = monitoringOrigin ? mainOriginOf(monitoringOrigin) : undefined;
  return (
    <div className={classes.shell}>
      <Head>
        <title>{t('brand')}</title>
      </Head>
      <a className={classes.skipLink} href={`#${MAIN_ID}`}>
        {tNav('skipToContent')}
      </a>
      <TopProgressBar />
      <Box component="header" className={classes.header}>
        <div className={classes.bar}>
          <Anchor component={Link} href={MONITORING_APP_PATHS.fleet} underline="never" aria-label={t('nav.home')} className={classes.brand}>
            <LogoMark />
            <Text span fw={800} className={classes.brandName}>
              {t('brand')}
            </Text>
            <Text span fw={800} className={classes.brandShort}>
              {t('brandShort')}
            </Text>
          </Anchor>
          {me && <MonitoringNav />}
          <Group gap={8} wrap="nowrap" className={classes.actions}>
            {me && projects && (
              <Anchor href={`${projects}/projects`} size="sm" className={classes.mainApp}>
                {t('nav.mainApp')}
              </Anchor>
            )}
            <LanguageSwitch />
            {me && <UserMenu me={me} />}
          </Group>
        </div>
      </Box>
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <div className={classes.messages}>
          <StatusMessages />
        </div>
        {children}
      </main>
      <ToastBridge />
      <ShellPopups />
    </div>
  );
}
