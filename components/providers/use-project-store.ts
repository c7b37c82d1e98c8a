import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { useStore } from 'react-redux';
import { projectHref } from '@/lib/page-routes/projects';
import type { RootState } from '@/store';
import { useGetProjectQuery } from '@/store/deferred/projects';
import { PREFETCHED_FRESH_FOR_S } from '@/store/prefetched';
import { clearProject } from '@/store/slices/project';

/** Whether an address is one of a project's pages (the project page and its questionnaires). */
function isProjectAddress(address: string, projectId: string): boolean {
  const base = projectHref(projectId);
  return address === base || address.startsWith(`${base}/`) || address.startsWith(`${base}?`);
}

/**
 * Reads a project (`GET /project`, again each time a page opens it unless it was just read); the store's seed mirror
 * (`store/seed-mirror.ts`) keeps the project part of the store in step with it. Leaving the project's pages clears
 * that part (`clearProject`) unless it already holds the project opened next; moving between them (the project
 * page and its questionnaires) keeps it.
 */
export function useProjectInStore(projectId: string | undefined) {
  const store = useStore<RootState>();
  const router = useRouter();
  const query = useGetProjectQuery(projectId ?? '', { skip: !projectId, refetchOnMountOrArgChange: PREFETCHED_FRESH_FOR_S });

  const destination = useRef<string | null>(null);
  useEffect(() => {
    const onStart = (url: string) => {
      destination.current = url;
    };
    router.events?.on('routeChangeStart', onStart);
    return () => router.events?.off('routeChangeStart', onStart);
  }, [router.events]);

  useEffect(() => {
    if (!projectId) return;
    return () => {
      const next = destination.current ?? window.location.pathname;
      if (!isProjectAddress(next, projectId) && store.getState().project.id === projectId) store.dispatch(clearProject());
    };
  }, [store, projectId]);

  return query;
}
