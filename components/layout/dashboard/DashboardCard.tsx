import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';
import classes from './Dashboard.module.css';

/** A titled panel of the dashboard. */
export function DashboardCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} className={classes.card} withBorder radius="lg" p="lg">
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
