import { Badge } from '@mantine/core';
import { IconAlarm, IconBuildingFactory2, IconCamera, IconClipboardList, IconFlame, IconLayoutDashboard } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useIdle } from '@/components/providers/use-idle';
import Link from '@/components/ui/Link';
import { MONITORING_APP_PATHS } from '@/lib/page-routes/monitoring';
import { useFleet } from './use-fleet';
import classes from './MonitoringAppShell.module.css';

const LINKS = [
  { key: 'fleet', href: MONITORING_APP_PATHS.fleet, Icon: IconLayoutDashboard },
  { key: 'sites', href: MONITORING_APP_PATHS.sites, Icon: IconBuildingFactory2 },
  { key: 'reactors', href: MONITORING_APP_PATHS.reactors, Icon: IconFlame },
  { key: 'alarms', href: MONITORING_APP_PATHS.alarms, Icon: IconAlarm },
  { key: 'forms', href: MONITORING_APP_PATHS.forms, Icon: IconClipboardList },
  { key: 'uploads', href: MONITORING_APP_PATHS.uploads, Icon: IconCamera },
] as const;

/**
 * The live streams' code (it draws nothing, and brings zod along) is loaded once the browser is idle after the page's
 * load, apart from the shell's first-load JS: the counts of the first paint come with the page.
 */
const LiveFleetAlarms = dynamic(() => import('./LiveFleetAlarms').then((module) => module.LiveFleetAlarms), { ssr: false });
const LIVE_IDLE_TIMEOUT_MS = 3_000;

/** The address shown in the browser (the page's own path is the monitoring application's, see proxy.ts). */
function shownPath(asPath: string): string {
  return asPath.split(/[?#]/)[0] || '/';
}

/**
 * The monitoring application's navigation (docs/requirements.md ): overview, sites, reactors, the alarms inbox
 * with the count of alarms waiting for acknowledgement (R-20.6, refreshed with the fleet, at once when an alarm of a
 * followed reactor changes), forms. On a phone it is a bar fixed at the bottom of the screen, each item an icon over
 * its whole label, so that all five are in reach.
 */
export function MonitoringNav() {
  const t = useTranslations('monitoringApp.nav');
  const current = shownPath(useRouter().asPath);
  const { data } = useFleet();
  const waiting = data?.alarms.unacknowledged ?? 0;
  const idle = useIdle(LIVE_IDLE_TIMEOUT_MS);
  return (
    <nav aria-label={t('label')} className={classes.nav}>
      {idle && <LiveFleetAlarms reactorIds={data?.reactors.map((reactor) => reactor.id) ?? []} />}
      {LINKS.map((link) => (
        <Link key={link.key} href={link.href} className={classes.navLink} aria-current={current === link.href ? 'page' : undefined}>
          <link.Icon size={20} stroke={1.75} aria-hidden className={classes.navIcon} />
          <span className={classes.navLabel}>{t(link.key)}</span>
          {link.key === 'alarms' && waiting > 0 && (
            <Badge color="red" size="sm" circle={waiting < 10} className={classes.count} aria-label={t('unacknowledged', { count: waiting })}>
              {waiting}
            </Badge>
          )}
        </Link>
      ))}
    </nav>
  );
}
