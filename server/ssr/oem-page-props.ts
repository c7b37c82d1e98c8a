/** Server only: getServerSideProps of the OEM pages (issue 23), which answer not found while "show OEM" is off. */
import type { GetServerSideProps } from 'next';
import { notFoundPage } from '@/lib/ssr/not-found';
import { withShellPageProps, type ShellPageProps } from './shell-page-props';
import type { PageDataProps } from './page-props';

/**
 * The shell props, or the not-found page when the public setting "show OEM" is off; `valid` looks at the address
 * first (a project page with a malformed id is not found either).
 */
export function withOemPageProps(valid: (params: Record<string, string | string[] | undefined>) => boolean = () => true): GetServerSideProps<ShellPageProps & PageDataProps> {
  return withShellPageProps<PageDataProps>(async (context, shell) => {
    if (!shell.settings.showOem || !valid(context.params ?? {})) return notFoundPage(context);
    return { props: {} };
  });
}
