/** Server only: getServerSideProps of the signed-in pages — shell props, first data, or the not-found page. */
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { forwardedHeaders } from './shell-props';
import { withShellPageProps, type ShellPageProps } from './shell-page-props';
import { notFoundPage } from '@/lib/ssr/not-found';
import { evidencePageData, isIdentifier, projectPageData, type PageData } from './page-data';
import type { PrefetchedQuery } from './prefetch';

/** What a signed-in page adds to the shell props: its first data, or the not-found answer. */
export interface PageDataProps extends Record<string, unknown> {
  prefetched?: PrefetchedQuery[];
  pageNotFound?: true;
}

/** How a page reads its first data: with the headers of the user's request (token, language, access key). */
export type PageDataLoader = (headers: Record<string, string>, shell: ShellPageProps) => Promise<PageData>;

/**
 * getServerSideProps of a page that needs the user. `route` looks at the address first: null when it cannot
 * name anything (the not-found page, signed in or not), else the loader of the page's data, run only for a
 * signed-in user (a visitor gets the page's invitation to sign in).
 */
export function withPageData(route: (context: GetServerSidePropsContext) => PageDataLoader | null): GetServerSideProps<ShellPageProps & PageDataProps> {
  return withShellPageProps<PageDataProps>((context, shell) => pageDataProps(context, shell, route(context)));
}

/** The props of a signed-in page whose `load` the address chose (null: it names nothing, the not-found page). */
export async function pageDataProps(context: GetServerSidePropsContext, shell: ShellPageProps, load: PageDataLoader | null): Promise<{ props: PageDataProps }> {
  if (!load) return notFoundPage(context);
  if (!shell.me) return { props: {} };
  const data = await load(await forwardedHeaders(context.req, shell.publicConfig.apiKey), shell);
  return data.missing ? notFoundPage(context) : { props: { prefetched: data.prefetched } };
}

/** getServerSideProps of a page about one project (`/projects/[id]/…`): the project read for its first paint. */
export const projectPageProps = withPageData(({ params }) => {
  const projectId = params?.id;
  return isIdentifier(projectId) ? (headers) => projectPageData(headers, projectId) : null;
});

/** getServerSideProps of the project's own page (`/projects/[id]`): the project, and its to-dos when opened on their tab. */
export const projectHomePageProps = withPageData(({ params, query }) => {
  const projectId = params?.id;
  return isIdentifier(projectId) ? (headers) => projectPageData(headers, projectId, query.tab === 'todos') : null;
});

/** The evidence page (`/projects/[id]/monitoring/evidence`, `?batch=<id>` for one batch's): the records for its first paint. */
export const evidencePageProps = withPageData(({ params, query }) => {
  const projectId = params?.id;
  const batchId = isIdentifier(query.batch) ? query.batch : undefined;
  return isIdentifier(projectId) ? (headers) => evidencePageData(headers, projectId, batchId) : null;
});
