import dynamic from 'next/dynamic';
import type { PaginationProps } from '@mantine/core';

/**
 * Mantine's Pagination, loaded only by a list long enough to show it: most lists fit on one page, and the control
 * weighs ~2 kB gzipped. The server still renders it, and the page then loads it with its first scripts.
 */
export const LazyPagination = dynamic<PaginationProps>(() => import('./MantinePagination'));
