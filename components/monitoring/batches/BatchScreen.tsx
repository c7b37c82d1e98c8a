import { useEffect, type ReactNode } from 'react';
import { Alert, Badge, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import dynamic from 'next/dynamic';
import { useFormatter, useTranslations } from 'next-intl';
import { PageBreadcrumbs } from '@/components/ui/PageBreadcrumbs';
import { failureMessage } from '@/lib/api/failure-message';
import { monitoringHref, reactorHref } from '@/lib/page-routes/monitoring';
import { projectHref } from '@/lib/page-routes/projects';
import type { BatchDetail } from '@/lib/schemas/monitoring-batches';
import { useGetProjectMonitoringQuery } from '@/store/api/monitoring';
import { useGetBatchQuery } from '@/store/api/monitoring-batches';
import { BandBadge } from './BandBadge';
import { BATCH_TIME, figure } from './batch-format';

/*
 * The band's and the readings' tables load in their own chunk, fetched while the batch is (the batch is read by the
 * browser, so the server renders neither): Mantine's Table brings its ScrollArea, and with it floating-ui (~19 kB).
 */
const loadBandTable = () => import('./BandTable');
const loadReadings = () => import('./BatchReadings');
const BandTable = dynamic(() => loadBandTable().then((module) => module.BandTable), { loading: () => <Skeleton height={150} radius="md" /> });
const BatchReadings = dynamic(() => loadReadings().then((module) => module.BatchReadings), { loading: () => <Skeleton height={150} radius="md" /> });

export interface BatchScreenProps {
  projectId: string;
  batchId: string;
  /**
   * What the evidence track shows of the batch (its checklist): the page renders it under its own heading. The batch
   * is handed over, so that the slot needs no request of its own.
   */
  checklist?: (batch: BatchDetail) => ReactNode;
}

/** A production batch (R-22.2, R-22.4): its span and length, declared conditions, readings, band, and the evidence checklist slot. */
export function BatchScreen({ projectId, batchId, checklist }: BatchScreenProps) {
  const t = useTranslations('monitoringBatches.page');
  const format = useFormatter();
  const batch = useGetBatchQuery(batchId);
  const monitoring = useGetProjectMonitoringQuery(projectId);
  const data = batch.data;
  const when = (time: string) => format.dateTime(new Date(time), BATCH_TIME);
  const conditions = data ? Object.entries(data.conditions) : [];
  useEffect(() => {
    void loadBandTable();
    void loadReadings();
  }, []);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageBreadcrumbs
          label={t('batches')}
          crumbs={[
            { label: monitoring.data?.project_name ?? '…', href: projectHref(projectId) },
            { label: t('batches'), href: monitoringHref(projectId) },
            ...(data ? [{ label: data.reactor_name, href: reactorHref(projectId, data.reactor_id) }] : []),
            { label: data?.code ?? '…' },
          ]}
        />
        {batch.isLoading && <Skeleton height={300} radius="lg" />}
        {batch.error && <Alert color="red">{failureMessage(batch.error, t('loadFailed'))}</Alert>}
        {data && (
          <>
            <Group justify="space-between" align="flex-end">
              <Stack gap={2}>
                <Title order={1}>{t('title', { code: data.code })}</Title>
                <Text c="gray.7">{`${when(data.started_at)} → ${data.ended_at ? when(data.ended_at) : t('open')} · ${data.feedstock}`}</Text>
              </Stack>
              <Group gap="xs">
                <Badge variant="light" color={data.open ? 'forest' : 'gray'}>
                  {data.open ? t('open') : t('closed')}
                </Badge>
                <BandBadge within={data.band.within} />
              </Group>
            </Group>
            <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="batch-summary">
              <Stack gap="xs">
                <Title order={2} size="h4" id="batch-summary">
                  {t('summary')}
                </Title>
                <Text>
                  {`${t('length')}: ${t('lengthValue', { hours: figure(data.length.hours, 1), days: figure(data.length.days, 1) })} — `}
                  <Text span c={data.length.within ? undefined : 'red.8'} fw={data.length.within ? undefined : 600}>
                    {data.length.within ? t('lengthWithin') : t('lengthOver')}
                  </Text>
                </Text>
                <Text>{`${t('conditions')}: ${conditions.length > 0 ? conditions.map(([key, value]) => `${key} = ${value}`).join(', ') : t('noConditions')}`}</Text>
              </Stack>
            </Paper>
            <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="batch-band">
              <Stack gap="xs">
                <Title order={2} size="h4" id="batch-band">
                  {t('band', { percent: data.band.max_variation_percent })}
                </Title>
                <BandTable band={data.band} />
              </Stack>
            </Paper>
            <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="batch-readings">
              <Stack gap="xs">
                <Title order={2} size="h4" id="batch-readings">
                  {t('readings')}
                </Title>
                <BatchReadings batch={data} />
              </Stack>
            </Paper>
            {checklist && (
              <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="batch-checklist">
                <Stack gap="xs">
                  <Title order={2} size="h4" id="batch-checklist">
                    {t('checklist')}
                  </Title>
                  {checklist(data)}
                </Stack>
              </Paper>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
