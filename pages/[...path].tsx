import { ErrorPage } from '@/components/layout/ErrorPage';
import type { ShellPage } from '@/components/layout/page-types';
import { withShellPageProps } from '@/server/ssr/shell-page-props';
import { notFoundPage, type NotFoundProps } from '@/lib/ssr/not-found';

/**
 * Every address no other page answers: the not-found page with a 404 status, rendered on request so that a
 * signed-in user sees it signed in (Next's static 404 page is built once, for nobody).
 */
const MissingPage: ShellPage = () => <ErrorPage code={404} />;

export const getServerSideProps = withShellPageProps<NotFoundProps>((context) => Promise.resolve(notFoundPage(context)));

export default MissingPage;
