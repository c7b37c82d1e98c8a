import { Paper, Stack, Text, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import type { Reactor } from '@/lib/schemas/monitoring';
import { useGetCorrectionsQuery } from '@/store/api/monitoring-data';
import { CorrectionForm } from './CorrectionForm';
import classes from './Monitoring.module.css';
import { useClock } from './time/clock';

/**
 * The corrections of a reactor's readings, each with the old and new value, who, when and why, and the form
 * that corrects one (owner and editors). Times in one zone, named: the site's when given, else the browser's.
 */
export function CorrectionsPanel({ reactor, canManage }: { reactor: Reactor; canManage: boolean }) {
  const t = useTranslations('monitoring.corrections');
  const format = useFormatter();
  const { zone } = useClock();
  const { data } = useGetCorrectionsQuery(reactor.id);
  const names = new Map(reactor.parameters.map((parameter) => [parameter.id, parameter]));
  const when = (time: string) => format.dateTime(new Date(time), { dateStyle: 'medium', timeStyle: 'medium', timeZone: zone });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="corrections-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="corrections-title">
          {t('title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('intro', { zone })}
        </Text>
        {data && data.length === 0 && <Text c="gray.7">{t('none')}</Text>}
        {data && data.length > 0 && (
          <ul className={classes.list} aria-label={t('title')}>
            {data.map((correction) => {
              const parameter = names.get(correction.parameter_id);
              return (
                <li key={correction.id} className={classes.row}>
                  <Stack gap={0}>
                    <Text fw={600}>
                      {t('line', {
                        parameter: parameter?.name ?? '?',
                        time: when(correction.time),
                        old: format.number(correction.old_value),
                        new: format.number(correction.new_value),
                        unit: parameter?.unit ?? '',
                      })}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {t('by', { name: correction.corrected_by?.name ?? '?', time: when(correction.corrected_at), reason: correction.reason })}
                    </Text>
                  </Stack>
                </li>
              );
            })}
          </ul>
        )}
        {canManage && reactor.parameters.length > 0 && <CorrectionForm reactor={reactor} timeZone={zone} />}
      </Stack>
    </Paper>
  );
}
