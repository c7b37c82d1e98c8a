import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from '@mantine/core';

export interface EmptyNoticeProps extends Omit<EmptyStateProps, 'children'> {
  /** What the person can do next, drawn in the state's row of actions. */
  actions?: ReactNode;
}

/** Mantine's EmptyState with its row of actions as a prop, in a module of its own so that `LazyEmptyNotice` can load it. */
export default function EmptyNotice({ actions, ...props }: EmptyNoticeProps) {
  return <EmptyState {...props}>{actions ? <EmptyState.Actions>{actions}</EmptyState.Actions> : null}</EmptyState>;
}
