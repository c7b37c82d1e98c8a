import type { MouseEvent } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { ALARM_SEVERITIES } from '@/lib/schemas/monitoring-alarm-constants';
import type { FleetStatus } from '@/lib/schemas/monitoring-fleet-constants';
import type { FleetReactor } from '@/lib/schemas/monitoring-fleet';
import { formatReading } from './fleet-format';
import { RelativeTime } from './RelativeTime';
import classes from './Fleet.module.css';

// Filled badges carry white text: shades dark enough for 4.5:1 at the badge's small bold size (WCAG AA).
const STATUS_COLOR: Record<FleetStatus, string> = { online: '#1e6b30', silent: 'orange', no_data: 'gray' };
// Light badges write their text in the colour itself: dark shades, so that it reads at 4.5:1 on the tinted ground.
const SEVERITY_COLOR = { critical: '#b02525', major: '#8f4700', minor: '#6b5800', warning: '#1c5a96' } as const;

export interface TileLink {
  href: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The reactor's status badge: online, silent or no data yet. */
export function StatusBadge({ status }: { status: FleetStatus }) {
  const t = useTranslations('fleet.status');
  return (
    <Badge color={STATUS_COLOR[status]} variant={status === 'online' ? 'filled' : 'light'} className={classes.status}>
      {t(status)}
    </Badge>
  );
}

/** Alarms of a reactor: how many wait for acknowledgement, and the active ones by severity. */
function AlarmCounts({ alarms }: { alarms: FleetReactor['alarms'] }) {
  const t = useTranslations('fleet');
  const active = ALARM_SEVERITIES.filter((severity) => alarms.active[severity] > 0);
  return (
    <Group gap={6}>
      {alarms.unacknowledged > 0 && (
        <Badge color="#b02525" variant="filled" data-testid="unacknowledged">
          {t('unacknowledged', { count: alarms.unacknowledged })}
        </Badge>
      )}
      {active.map((severity) => (
        <Badge key={severity} color={SEVERITY_COLOR[severity]} variant="light">
          {t(`severity.${severity}`, { count: alarms.active[severity] })}
        </Badge>
      ))}
      {active.length === 0 && alarms.unacknowledged === 0 && (
        <Text size="sm" c="gray.7">
          {t('noActive')}
        </Text>
      )}
    </Group>
  );
}

/**
 * One reactor at a glance (docs/requirements.md ): online or silent, the last reading's age (ticking), the newest
 * value of each parameter, and its alarms. Times are the site's, its zone named.
 */
export function ReactorStatusTile({ reactor, link }: { reactor: FleetReactor; link: TileLink }) {
  const t = useTranslations('fleet');
  const language = useLocale();
  const zone = reactor.site.time_zone;
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={reactor.name} className={classes.tile}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} className={classes.heading}>
            <Anchor component={Link} href={link.href} onClick={link.onClick} fw={700} size="lg">
              {reactor.name}
            </Anchor>
            <Text size="sm" c="gray.7">
              {reactor.site.name} · {reactor.project_name}
            </Text>
          </Stack>
          <StatusBadge status={reactor.status} />
        </Group>
        <Text size="sm">
          {reactor.last_reading_at ? (
            <>
              {t('lastReading')} <RelativeTime time={reactor.last_reading_at} timeZone={zone} />
            </>
          ) : (
            t('noReading')
          )}
        </Text>
        {reactor.parameters.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('noParameters')}
          </Text>
        ) : (
          <dl className={classes.readings} aria-label={t('parameters')}>
            {reactor.parameters.map((parameter) => (
              <div key={parameter.id} className={classes.reading}>
                <dt>{parameter.name}</dt>
                <dd>{parameter.latest ? `${formatReading(parameter.latest.value, parameter.decimals, language)} ${parameter.unit}` : '—'}</dd>
              </div>
            ))}
          </dl>
        )}
        <AlarmCounts alarms={reactor.alarms} />
        <Text size="xs" c="gray.7">
          {t('zone', { zone })}
        </Text>
      </Stack>
    </Paper>
  );
}
