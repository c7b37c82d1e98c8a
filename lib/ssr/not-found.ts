/** Server only: the not-found answer of a page's getServerSideProps, rendered inside the signed-in shell. */
import type { GetServerSidePropsContext } from 'next';

/** The page prop that makes `_app` render the not-found page instead of the page. */
export interface NotFoundProps extends Record<string, unknown> {
  pageNotFound: true;
}

/** Whether a request is the router's fetch of a page's props (a client-side navigation) rather than a page load. */
function isDataRequest(context: Pick<GetServerSidePropsContext, 'req'>): boolean {
  return context.req.headers['x-nextjs-data'] !== undefined;
}

/**
 * Answers "not found" with the page's shell props (so the header stays signed in, which Next's static 404
 * page cannot do) and a 404 status. A client-side navigation's props fetch keeps status 200: Next's router
 * would take a 404 there for a missing page and reload the address.
 */
export function notFoundPage(context: Pick<GetServerSidePropsContext, 'req' | 'res'>): { props: NotFoundProps } {
  if (!isDataRequest(context)) context.res.statusCode = 404;
  return { props: { pageNotFound: true } };
}

/** Whether page props are a not-found answer. */
export function isNotFoundProps(props: object | undefined): boolean {
  return (props as Partial<NotFoundProps> | undefined)?.pageNotFound === true;
}
