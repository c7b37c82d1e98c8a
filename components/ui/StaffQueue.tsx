import { Skeleton, Stack, Text } from '@mantine/core';
import { LazySegmentedControl } from '@/components/ui/LazySegmentedControl';
import { LazyAlert } from '@/components/ui/LazyAlert';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { LazyPagination } from '@/components/ui/LazyPagination';
import { failureStatus } from '@/lib/api/api-error';
import { failureMessage } from '@/lib/api/failure-message';
import { StaffConsoleFrame } from './StaffConsoleFrame';

interface Props<Status extends string> {
  title: string;
  intro: string;
  statuses: readonly Status[];
  status: Status;
  onStatus: (status: Status) => void;
  statusLabel: (status: Status) => string;
  page: number;
  onPage: (page: number) => void;
  data: { items: unknown[]; total: number; page_size: number } | undefined;
  /** The queue could not be read (403 for anyone but staff). */
  error: unknown;
  children: ReactNode;
}

/** The frame of a staff queue: its title, the status shown, the count, the items and the pages. */
export function StaffQueue<Status extends string>({ title, intro, statuses, status, onStatus, statusLabel, page, onPage, data, error, children }: Props<Status>) {
  const t = useTranslations('staff');
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <StaffConsoleFrame title={title} intro={intro}>
      <LazySegmentedControl
        aria-label={t('statusFilter')}
        mb="md"
        data={statuses.map((value) => ({ value, label: statusLabel(value) }))}
        value={status}
        onChange={(value) => {
          onStatus(value as Status);
          onPage(1);
        }}
        style={{ maxWidth: '100%', overflowX: 'auto' }}
      />
      {data && (
        <Text size="sm" c="gray.7" role="status" mb="sm">
          {t('count', { count: data.total })}
        </Text>
      )}
      {error && !data ? (
        <LazyAlert color="gray">{failureStatus(error) === 403 ? t('staffOnly') : failureMessage(error, t('loadError'))}</LazyAlert>
      ) : data ? (
        <Stack gap="md">{data.items.length ? children : <Text c="gray.7">{t('empty')}</Text>}</Stack>
      ) : (
        <Skeleton height={200} radius="md" />
      )}
      {pages > 1 && <LazyPagination mt="lg" total={pages} value={page} onChange={onPage} />}
    </StaffConsoleFrame>
  );
}
