import type { ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';
import classes from './Dashboard.module.css';

/** A titled panel of the dashboard, with an optional action beside its title. */
export function DashboardCard({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  const heading = (
    <Title order={2} size="h3" id={id} mb={action ? 0 : 'md'}>
      {title}
    </Title>
  );
  return (
    <Paper component="section" aria-labelledby={id} className={classes.card} withBorder radius="lg" p="lg">
      {action ? (
        <Group justify="space-between" align="center" gap="sm" mb="md">
          {heading}
          {action}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Paper>
  );
}
