import dynamic from 'next/dynamic';
import type { EmptyNoticeProps } from './EmptyNotice';

/**
 * An empty list's notice (Mantine's EmptyState, ~1 kB gzipped), needed only by someone with nothing to list yet. It
 * loads when first shown; when the server draws it, the page loads its chunk with its first scripts, before hydration.
 */
export const LazyEmptyNotice = dynamic<EmptyNoticeProps>(() => import('./EmptyNotice'));
