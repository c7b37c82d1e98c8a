import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { LazyPagination } from '@/components/ui/LazyPagination';
import { Link } from '@/components/ui/Link';

/** One result of a staff search: a link to its page, an optional badge, and lines of details under it. */
export interface StaffSearchRow {
  key: string;
  href: string;
  title: string;
  badge?: ReactNode;
  lines: ReactNode[];
}

export interface StaffSearchProps {
  /** The fields of the search form (its submit button is added after them). */
  fields: ReactNode;
  submitLabel: string;
  onSubmit: () => void;
  /** The export buttons, beside the form. */
  actions: ReactNode;
  exportError: string | null;
  /** "12 users", read by screen readers as the search's status; undefined until the first answer. */
  status: string | undefined;
  /** The message when the search failed and nothing is shown. */
  failure: string | undefined;
  /** The rows of the page, undefined while the first answer is awaited. */
  rows: StaffSearchRow[] | undefined;
  pages: number;
  page: number;
  onPage: (page: number) => void;
}

/**
 * The search part of a staff directory (users, developer companies): the form and its export buttons, the count,
 * the results as linked rows, and the pages.
 */
export function StaffSearch({ fields, submitLabel, onSubmit, actions, exportError, status, failure, rows, pages, page, onPage }: StaffSearchProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <>
      <Group align="flex-end" justify="space-between" wrap="wrap" mb="md" gap="sm">
        <form role="search" noValidate onSubmit={submit} style={{ flex: '1 1 280px' }}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            {fields}
            <Button type="submit">{submitLabel}</Button>
          </Group>
        </form>
        <Group gap="sm">{actions}</Group>
      </Group>
      {exportError && (
        <Alert color="red" role="alert" mb="sm">
          {exportError}
        </Alert>
      )}
      {status !== undefined && (
        <Text size="sm" c="gray.7" role="status" mb="sm">
          {status}
        </Text>
      )}
      {failure !== undefined && !rows ? (
        <Alert color="gray">{failure}</Alert>
      ) : rows ? (
        <Stack gap="sm">
          {rows.map((row) => (
            <Paper key={row.key} withBorder radius="md" p="md">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Anchor component={Link} href={row.href} fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {row.title}
                </Anchor>
                {row.badge}
              </Group>
              {row.lines.map((line, index) => (
                <Text key={index} size="sm" c={index === 0 ? 'gray.7' : undefined} style={{ overflowWrap: 'anywhere' }}>
                  {line}
                </Text>
              ))}
            </Paper>
          ))}
        </Stack>
      ) : (
        <Skeleton height={200} radius="md" />
      )}
      {pages > 1 && <LazyPagination mt="lg" total={pages} value={page} onChange={onPage} />}
    </>
  );
}
