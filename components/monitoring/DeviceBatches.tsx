import { Stack, Text } from '@mantine/core';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import { useGetDeviceBatchesQuery } from '@/store/api/monitoring-data';
import { browserTimeZone } from './time-zones';

/** How often the device's last batch is read again while its panel is open. */
const REFRESH_MS = 30_000;

/** A device's last batch (when, accepted, duplicates, refused) and the refusals of its last batches with their reasons. */
export function DeviceBatches({ deviceId, timeZone }: { deviceId: string; timeZone?: string }) {
  const t = useTranslations('monitoring.devices.batches');
  const format = useFormatter();
  const now = useNow({ updateInterval: 10_000 });
  const { data } = useGetDeviceBatchesQuery(deviceId, { pollingInterval: REFRESH_MS });
  if (!data) return null;
  const [last] = data;
  const when = (time: string) => {
    const parsed = Date.parse(time);
    // One zone, named (the browser's until the screen passes the site's).
    const shown = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZoneName: 'short' } as const;
    return Number.isFinite(parsed) ? format.dateTime(new Date(parsed), { ...shown, timeZone: timeZone ?? browserTimeZone() }) : time;
  };
  if (!last)
    return (
      <Text size="xs" c="gray.7">
        {t('none')}
      </Text>
    );
  const refusals = data.flatMap((batch) => batch.refusals.map((refusal) => ({ ...refusal, batch: batch.id, at: batch.received_at }))).slice(0, 10);
  return (
    <Stack gap={2}>
      <Text size="xs" c="gray.7" data-testid="last-batch">
        {t('last', {
          time: format.relativeTime(new Date(last.received_at), now),
          accepted: last.accepted,
          duplicates: last.duplicates,
          refused: last.refused_count,
        })}
      </Text>
      {refusals.length > 0 && (
        <ul aria-label={t('refusals')} style={{ margin: 0, paddingInlineStart: '1.2rem' }}>
          {refusals.map((refusal) => (
            <li key={`${refusal.batch}-${refusal.index}`}>
              <Text size="xs">{t('refusal', { parameter: refusal.parameter, time: when(refusal.time), reason: t(`reasons.${refusal.reason}`) })}</Text>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
