import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { useGetProjectQuery } from '@/store/api/projects';
import { useAppDispatch } from '@/store/hooks';
import { clearProject, saveProject } from '@/store/slices/project';
import { projectHref } from '@/lib/page-routes';
import { projectStateFrom } from './project-store';

/**
 * A project read this recently is not read again when a page opens it: the server reads it for every page it
 * renders (`lib/ssr/page-data.ts`, on a load and on each navigation), and reading it again at once would only
 * repeat that answer.
 */
export const PROJECT_FRESH_FOR_S = 5;

/**
 * Reads a project (`GET /project`, again each time a page opens it unless it was just read) and keeps the project part of the store in
 * step with it (`saveProject`). Leaving the project's pages clears it (`clearProject`); moving between them
 * (the project page and its questionnaires) keeps it.
 */
export function useProjectInStore(projectId: string | undefined) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const query = useGetProjectQuery(projectId ?? '', { skip: !projectId, refetchOnMountOrArgChange: PROJECT_FRESH_FOR_S });
  const { data } = query;

  useEffect(() => {
    if (data) dispatch(saveProject(projectStateFrom(data)));
  }, [data, dispatch]);

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
      const staying = next === projectHref(projectId) || next.startsWith(`${projectHref(projectId)}/`) || next.startsWith(`${projectHref(projectId)}?`);
      if (!staying) dispatch(clearProject());
    };
  }, [dispatch, projectId]);

  return query;
}
