/** Server only: getServerSideProps of the OEM pages (issue 23), which answer not found while "show OEM" is off. */
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { notFoundPage } from '@/lib/ssr/not-found';
import { withShellPageProps, type ShellPageProps } from './shell-page-props';
import { pageDataProps, type PageDataLoader, type PageDataProps } from './page-props';

/**
 * The shell props and the page's first data, or the not-found page when the public setting "show OEM" is off. `route`
 * looks at the address first: null when it cannot name anything (a project page with a malformed id is not found
 * either), else the loader of the page's data, run only for a signed-in user. Without `route`, the shell props alone.
 */
export function withOemPageProps(route?: (context: GetServerSidePropsContext) => PageDataLoader | null): GetServerSideProps<ShellPageProps & PageDataProps> {
  return withShellPageProps<PageDataProps>(async (context, shell) => {
    if (!shell.settings.showOem) return notFoundPage(context);
    return route ? pageDataProps(context, shell, route(context)) : { props: {} };
  });
}
