import type { NextPage } from 'next';

/** A page of the shell, with how the shell should frame it. */
export type ShellPage<Props = Record<string, unknown>> = NextPage<Props> & {
  /** Cover the page with the loading overlay while the start-up sequence runs. */
  showLoading?: boolean;
  /** Render without header and footer (the maintenance page). */
  bare?: boolean;
};
