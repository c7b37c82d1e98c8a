import { useRouter } from 'next/router';
import { pageWithin } from './zoom';

/**
 * The open document and its page, kept in the address (`?file=<id>&page=<n>`, requirements ): a reload opens
 * them again; opening a document is a step of the history (the back button returns to the folders), turning a page
 * replaces the address (the back button does not step through pages).
 */
export function useViewerAddress() {
  const router = useRouter();
  const file = typeof router.query.file === 'string' ? router.query.file : null;
  const page = pageWithin(router.query.page, 0) ?? 1;
  const { file: _file, page: _page, ...rest } = router.query;
  const go = (method: 'push' | 'replace', query: Record<string, string | string[] | undefined>) =>
    void router[method]({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  return {
    file,
    page,
    open: (fileId: string) => go('push', { ...rest, file: fileId, page: '1' }),
    close: () => go('push', rest),
    setPage: (next: number) => file && go('replace', { ...rest, file, page: String(next) }),
  };
}
