import { useEffect, useRef } from 'react';
import { MAX_PAGE_SECONDS } from '@/lib/schemas/dataroom-constants';
import { reportPageTime } from '@/store/api/dataroom';

/** Shorter stays are not worth a record (a page skipped through). */
export const MIN_REPORTED_SECONDS = 0.5;

/**
 * Measures how long each page of a document is on screen while the tab is visible, and reports it when the page
 * changes, when the viewer closes, and when the tab is hidden or left (`pagehide`, with fetch keepalive).
 * `page` is null while no page is shown (loading, refused).
 */
export function usePageTimer(fileId: string, page: number | null): void {
  const shown = useRef<{ page: number; since: number; seconds: number } | null>(null);

  useEffect(() => {
    const flush = (keepalive: boolean) => {
      const current = shown.current;
      if (!current) return;
      const seconds = current.seconds + (document.visibilityState === 'visible' ? (performance.now() - current.since) / 1000 : 0);
      current.seconds = 0;
      current.since = performance.now();
      if (seconds >= MIN_REPORTED_SECONDS) void reportPageTime(fileId, current.page, Math.min(MAX_PAGE_SECONDS, Math.round(seconds * 10) / 10), keepalive).catch(() => undefined);
    };
    const onVisibility = () => {
      const current = shown.current;
      if (!current) return;
      if (document.visibilityState === 'hidden') flush(true);
      else current.since = performance.now();
    };
    const onPageHide = () => flush(true);
    shown.current = page === null ? null : { page, since: performance.now(), seconds: 0 };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      flush(false);
      shown.current = null;
    };
  }, [fileId, page]);
}
