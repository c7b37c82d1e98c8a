import { ErrorPage } from '@/components/layout/ErrorPage';
import type { ShellPage } from '@/components/layout/page-types';
import { staticShellPageProps } from '@/server/ssr/shell-page-props';

const NotFoundPage: ShellPage = () => <ErrorPage code={404} />;

export const getStaticProps = staticShellPageProps;

export default NotFoundPage;
