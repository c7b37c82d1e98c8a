import { Badge } from '@mantine/core';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { MONITORING_APP_PATHS } from '@/lib/page-routes/monitoring';
import { useFleet } from './use-fleet';
import classes from './MonitoringAppShell.module.css';

const LINKS = [
  { key: 'fleet', href: MONITORING_APP_PATHS.fleet },
  { key: 'sites', href: MONITORING_APP_PATHS.sites },
  { key: 'reactors', href: MONITORING_APP_PATHS.reactors },
  { key: 'alarms', href: MONITORING_APP_PATHS.alarms },
  { key: 'forms', href: MONITORING_APP_PATHS.forms },
] as const;

/** The address shown in the browser (the page's own path is the monitoring application's, see proxy.ts). */
function shownPath(asPath: string): string {
  return asPath.split(/[?#]/)[0] || '/';
}

/**
 * The monitoring application's navigation (docs/requirements.md ): overview, sites, reactors, the alarms inbox
 * with the count of alarms waiting for acknowledgement (R-20.6, refreshed with the fleet), forms.
 */
export function MonitoringNav() {
  const t = useTranslations('monitoringApp.nav');
  const current = shownPath(useRouter().asPath);
  const { data } = useFleet();
  const waiting = data?.alarms.unacknowledged ?? 0;
  return (
    <nav aria-label={t('label')} className={classes.nav}>
      {LINKS.map((link) => (
        <Link key={link.key} href={link.href} className={classes.navLink} aria-current={current === link.href ? 'page' : undefined}>
          {t(link.key)}
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
